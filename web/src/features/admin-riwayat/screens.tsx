/** Riwayat (the audit log), for `pengelola` only, in the admin area's table of screens (ADR 086). */
import { screen } from '@/components/admin/admin-screen';
import AdminAuditLogPage from '@/features/admin-riwayat/routes/riwayat';

export const screens = [
  // pengelola only
  screen('riwayat', AdminAuditLogPage, { label: 'Riwayat', order: 120, roles: [] }),
];
