/** Lihat Responden and one aspiration, in the admin area's table of screens. */
import { screen } from '@/components/admin/admin-screen';
import AdminAspirationsPage from '@/features/admin-aspirasi/routes/aspirations';
import AdminAspirationDetailPage from '@/features/admin-aspirasi/routes/aspiration-detail';

export const screens = [
  screen('aspirasi', AdminAspirationsPage, { label: 'Lihat Responden', order: 30, roles: ['aspirasi'] }),
  screen('aspirasi/:id', AdminAspirationDetailPage, { roles: ['aspirasi'] }),
];
