/** Laporan Kabinet in the admin area's table of screens (ADR 092). */
import { screen } from '@/components/admin/admin-screen';
import AdminReportPage from '@/features/admin-laporan/routes/report';

export const screens = [
  // roles: [] (pengelola alone; the roles work adds the field; the CMS's route already declares it)
  screen('laporan', AdminReportPage, { label: 'Laporan Kabinet', order: 105 }),
];
