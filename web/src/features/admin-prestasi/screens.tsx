/** Kelola Prestasi: the review queue and one achievement's review, in the admin area's table of screens (redaksi). */
import { screen } from '@/components/admin/admin-screen';
import AdminPrestasiQueuePage from '@/features/admin-prestasi/routes/prestasi-queue';
import AdminPrestasiReviewPage from '@/features/admin-prestasi/routes/prestasi-review';

export const screens = [
  screen('prestasi', AdminPrestasiQueuePage, { label: 'Kelola Prestasi', order: 62, roles: ['redaksi'] }),
  screen('prestasi/:id', AdminPrestasiReviewPage, { roles: ['redaksi'] }),
];
