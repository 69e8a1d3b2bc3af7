/** Kelola Dokumen, in the admin area's table of screens (gathered by app/routes/admin/screens.tsx). ADR 097. */
import { screen } from '@/components/admin/admin-screen';
import AdminDocumentsPage from '@/features/admin-dokumen/routes/documents';

export const screens = [
  screen('dokumen', AdminDocumentsPage, { label: 'Kelola Dokumen', order: 63, roles: ['redaksi'] }),
];
