/** Kelola Prestasi: the review queue and one achievement's review, in the admin area's table of screens (redaksi). */
import { screen } from '@/components/admin/admin-screen';
import AdminPrestasiQueuePage from '@/features/admin-prestasi/routes/prestasi-queue';
import AdminPrestasiReviewPage from '@/features/admin-prestasi/routes/prestasi-review';

export const screens = [
  // roles: ['redaksi'] (the roles work adds the field to the entry; the CMS's routes already declare it)
  screen('prestasi', AdminPrestasiQueuePage, { label: 'Kelola Prestasi', order: 62 }),
  // roles: ['redaksi']
  screen('prestasi/:id', AdminPrestasiReviewPage),
];
