/** Demo gallery pictures (captions in Indonesian) and the other seeded content. */
import type { AspirationRequest, AspirationStatus } from '@hmrpl/contract';

export const DEMO_GALLERY: { caption: string; date: string }[] = [
  { caption: 'Pembukaan Rapat Kerja Kabinet SYVELTA', date: '2024-10-19T03:00:00.000Z' },
  { caption: 'Diskusi program kerja Departemen Internal', date: '2024-10-20T04:00:00.000Z' },
  { caption: 'Api unggun Makrab RPL 2024', date: '2024-11-09T14:00:00.000Z' },
  { caption: 'Permainan kelompok lintas angkatan saat Makrab', date: '2024-11-10T02:00:00.000Z' },
  { caption: 'Peserta Workshop Git dan GitHub', date: '2024-11-30T07:00:00.000Z' },
  { caption: 'Kelas literasi digital di Desa Sukapura', date: '2024-12-21T04:00:00.000Z' },
  { caption: 'Sesi tanya jawab Seminar Nasional', date: '2025-02-15T05:00:00.000Z' },
  { caption: 'Tim hackathon RPL bersama piala Juara 2', date: '2025-03-08T10:00:00.000Z' },
  { caption: 'Buka puasa bersama keluarga besar RPL', date: '2025-03-22T11:00:00.000Z' },
  { caption: 'Kunjungan industri ke Jakarta', date: '2025-05-10T03:00:00.000Z' },
  { caption: 'Final futsal RPL Cup 2025', date: '2025-07-19T08:00:00.000Z' },
  { caption: 'Foto bersama pengurus HMRPL 2024/2025', date: '2025-08-02T03:00:00.000Z' },
];

/** The month of the demo's awarding (its cards say `Awarding Agustus 2025`). */
export const DEMO_AWARDING_PERIODE = '2025-08';

export const DEMO_AWARDING = [
  { field: 'staff_image', title: 'Staff of the Month', footer: 'Divisi Komunikasi & Informasi' },
  { field: 'divisi_image', title: 'Divisi of the Month', footer: 'Divisi Akademik & Riset' },
  { field: 'departemen_image', title: 'Departemen of the Month', footer: 'Departemen Eksternal' },
] as const;

/**
 * Sent some days before the seed runs (not on fixed dates: the retention sweep erases nama and nim after 12 months,
 * and a demo should show what a fresh inbox looks like). The last one is still unread.
 */
export const DEMO_ASPIRATIONS: (AspirationRequest & { daysAgo: number; status: AspirationStatus })[] = [
  {
    nama: 'Rina Permatasari',
    nim: '103022300045',
    kategori: 'Saran',
    pesan: 'Mohon workshop Git diadakan lagi di semester genap, banyak teman yang belum sempat ikut.',
    isAnonim: false,
    daysAgo: 40,
    status: 'selesai',
  },
  {
    nama: 'Dimas Ardiansyah',
    nim: '103022200112',
    kategori: 'Apresiasi',
    pesan: 'Seminar nasional kemarin sangat bermanfaat. Terima kasih untuk panitia yang sudah bekerja keras!',
    isAnonim: false,
    daysAgo: 31,
    status: 'selesai',
  },
  {
    nama: null,
    nim: null,
    kategori: 'Kritik',
    pesan:
      'Informasi kegiatan sering terlambat diumumkan. Semoga ke depannya jadwal dibagikan minimal seminggu sebelumnya.',
    isAnonim: true,
    daysAgo: 18,
    status: 'diproses',
  },
  {
    nama: 'Salsabila Putri',
    nim: '103022400078',
    kategori: 'Saran',
    pesan: 'Bagaimana kalau ada kelompok belajar rutin untuk mata kuliah Struktur Data menjelang UTS?',
    isAnonim: false,
    daysAgo: 6,
    status: 'dibaca',
  },
  {
    nama: 'Fajar Nugroho',
    nim: '103022300201',
    kategori: 'Lainnya',
    pesan: 'Apakah HMRPL menerima usulan kerja sama dengan komunitas pengembang di luar kampus?',
    isAnonim: false,
    daysAgo: 1,
    status: 'baru',
  },
];
