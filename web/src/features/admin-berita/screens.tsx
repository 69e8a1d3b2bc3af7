/** Kelola Berita and its forms (each form its own chunk), in the admin area's table of screens. */
import { lazyScreen, screen } from '@/components/admin/admin-screen';
import AdminNewsListPage from '@/features/admin-berita/routes/news-list';

export const screens = [
  screen('berita', AdminNewsListPage, { label: 'Kelola Berita', order: 20, roles: ['redaksi'] }),
  lazyScreen('berita/tambah', () => import('@/features/admin-berita/routes/news-add'), { roles: ['redaksi'] }),
  lazyScreen('berita/edit/:id', () => import('@/features/admin-berita/routes/news-edit'), { roles: ['redaksi'] }),
];
