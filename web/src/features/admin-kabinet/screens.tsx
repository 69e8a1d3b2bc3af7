/** The cabinets, their structure, their members (and their import) and the yearly handover's checklist, in the admin area's table of screens. */
import { screen } from '@/components/admin/admin-screen';
import AdminCabinetsPage from '@/features/admin-kabinet/routes/cabinets';
import AdminCabinetAddPage from '@/features/admin-kabinet/routes/cabinet-add';
import AdminCabinetEditPage from '@/features/admin-kabinet/routes/cabinet-edit';
import AdminStructurePage from '@/features/admin-kabinet/routes/structure';
import AdminMembersPage from '@/features/admin-kabinet/routes/members';
import AdminMembersImportPage from '@/features/admin-kabinet/routes/members-import';
import AdminHandoverPage from '@/features/admin-kabinet/routes/handover';

export const screens = [
  // the yearly handover's checklist (ADR 067): the pengelola's screen once roles exist
  screen('serah-terima', AdminHandoverPage, { label: 'Serah Terima', order: 65 }),
  screen('kabinet', AdminCabinetsPage, { label: 'Kelola Kabinet', order: 70 }),
  screen('kabinet/tambah', AdminCabinetAddPage),
  screen('kabinet/edit/:id', AdminCabinetEditPage),
  screen('struktur', AdminStructurePage, { label: 'Struktur', order: 80 }),
  screen('anggota', AdminMembersPage, { label: 'Kelola Anggota', order: 90 }),
  screen('anggota/impor', AdminMembersImportPage),
];
