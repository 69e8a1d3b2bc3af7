/** Tambah Oprec, in the admin area's table of screens. */
import { screen } from '@/components/admin/admin-screen';
import AdminRecruitmentAddPage from '@/features/admin-rekrutmen/routes/recruitment-add';

export const screens = [
  screen('oprec/tambah', AdminRecruitmentAddPage, { label: 'Tambah Oprec', order: 50, roles: ['redaksi'] }),
];
