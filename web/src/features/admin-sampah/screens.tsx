/** Tempat Sampah, in the admin area's table of screens (ADR 089). */
import { screen } from '@/components/admin/admin-screen';
import AdminTrashPage from '@/features/admin-sampah/routes/trash';

export const screens = [
  // each sees the kinds its roles cover; the permanent delete is the pengelola's
  screen('sampah', AdminTrashPage, { label: 'Tempat Sampah', order: 105, roles: ['redaksi', 'aspirasi'] }),
];
