/** The cabinets, their structure and their members, in the admin area's table of screens. */
import { screen } from '@/components/admin/admin-screen';
import AdminCabinetsPage from '@/features/admin-kabinet/routes/cabinets';
import AdminCabinetAddPage from '@/features/admin-kabinet/routes/cabinet-add';
import AdminCabinetEditPage from '@/features/admin-kabinet/routes/cabinet-edit';
import AdminStructurePage from '@/features/admin-kabinet/routes/structure';
import AdminMembersPage from '@/features/admin-kabinet/routes/members';

export const screens = [
  screen('kabinet', AdminCabinetsPage, { label: 'Kelola Kabinet', order: 70 }),
  screen('kabinet/tambah', AdminCabinetAddPage),
  screen('kabinet/edit/:id', AdminCabinetEditPage),
  screen('struktur', AdminStructurePage, { label: 'Struktur', order: 80 }),
  screen('anggota', AdminMembersPage, { label: 'Kelola Anggota', order: 90 }),
];
