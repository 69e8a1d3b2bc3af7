/** Kelola Proker in the admin area's table of screens (ADR 091). */
import { screen } from '@/components/admin/admin-screen';
import AdminProgramsPage from '@/features/admin-proker/routes/programs';

export const screens = [screen('proker', AdminProgramsPage, { label: 'Kelola Proker', order: 64, roles: ['redaksi'] })];
