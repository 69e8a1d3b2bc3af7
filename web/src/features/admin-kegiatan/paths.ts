import { paths } from '@/config/paths';

/**
 * Kelola Kegiatan and its screens. Named here rather than in config/paths.ts, whose table ships with the first render of
 * every public page: only these screens need them (the sidebar reads the table of screens,
 * app/routes/admin/screens.tsx).
 */
export const activityAdminPaths = {
  list: `${paths.admin.dashboard}/kegiatan`,
  add: `${paths.admin.dashboard}/kegiatan/tambah`,
  edit: (id: number | string) => `${paths.admin.dashboard}/kegiatan/edit/${id}`,
  attendance: (id: number | string) => `${paths.admin.dashboard}/kegiatan/${id}/presensi`,
  certificates: (id: number | string) => `${paths.admin.dashboard}/kegiatan/${id}/sertifikat`,
} as const;
