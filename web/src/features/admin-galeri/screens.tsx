/** Kelola Galeri and its upload form, in the admin area's table of screens. */
import { screen } from '@/components/admin/admin-screen';
import AdminGalleryPage from '@/features/admin-galeri/routes/gallery';
import AdminGalleryAddPage from '@/features/admin-galeri/routes/gallery-add';

export const screens = [
  screen('galeri', AdminGalleryPage, { label: 'Kelola Galeri', order: 40, roles: ['redaksi'] }),
  screen('galeri/tambah', AdminGalleryAddPage, { roles: ['redaksi'] }),
];
