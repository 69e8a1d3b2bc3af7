/** Kelola Kegiatan and its forms (each form its own chunk), in the admin area's table of screens. */
import { lazyScreen, screen } from '@/components/admin/admin-screen';
import AdminActivityListPage from '@/features/admin-kegiatan/routes/activity-list';

export const screens = [
  screen('kegiatan', AdminActivityListPage, { label: 'Kelola Kegiatan', order: 60, roles: ['redaksi'] }),
  lazyScreen('kegiatan/tambah', () => import('@/features/admin-kegiatan/routes/activity-add'), { roles: ['redaksi'] }),
  lazyScreen('kegiatan/edit/:id', () => import('@/features/admin-kegiatan/routes/activity-edit'), {
    roles: ['redaksi'],
  }),
  // the door and the participants (ADR 100)
  // its certificates (ADR 105-107)
  lazyScreen('kegiatan/:id/sertifikat', () => import('@/features/admin-kegiatan/routes/activity-certificates'), {
    roles: ['redaksi'],
  }),
  lazyScreen('kegiatan/:id/presensi', () => import('@/features/admin-kegiatan/routes/activity-attendance'), {
    roles: ['redaksi'],
  }),
];
