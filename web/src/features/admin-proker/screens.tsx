/** Kelola Proker in the admin area's table of screens (ADR 091). */
import { screen } from '@/components/admin/admin-screen';
import AdminProgramsPage from '@/features/admin-proker/routes/programs';

export const screens = [
  // roles: ['redaksi'] (the roles work adds the field; the CMS's routes already declare it)
  screen('proker', AdminProgramsPage, { label: 'Kelola Proker', order: 63 }),
];
