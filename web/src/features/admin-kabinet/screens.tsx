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
  // the yearly handover's checklist (ADR 067): the pengelola's alone (ADR 083)
  screen('serah-terima', AdminHandoverPage, { label: 'Serah Terima', order: 65, roles: [] }),
  screen('kabinet', AdminCabinetsPage, { label: 'Kelola Kabinet', order: 70, roles: [] }),
  screen('kabinet/tambah', AdminCabinetAddPage, { roles: [] }),
  screen('kabinet/edit/:id', AdminCabinetEditPage, { roles: [] }),
  screen('struktur', AdminStructurePage, { label: 'Struktur', order: 80, roles: [] }),
  screen('anggota', AdminMembersPage, { label: 'Kelola Anggota', order: 90, roles: [] }),
  screen('anggota/impor', AdminMembersImportPage, { roles: [] }),
];
