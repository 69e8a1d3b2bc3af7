/** Laporan Kabinet in the admin area's table of screens (ADR 092). */
import { screen } from '@/components/admin/admin-screen';
import AdminReportPage from '@/features/admin-laporan/routes/report';

export const screens = [
  // pengelola alone
  screen('laporan', AdminReportPage, { label: 'Laporan Kabinet', order: 104, roles: [] }),
];
