/** Demo achievements (approved, as staff would add them): believable competitions of software-engineering students. */
import type { PrestasiLevel } from '@hmrpl/contract';

export const DEMO_PRESTASI: {
  title: string;
  rank: string;
  level: PrestasiLevel;
  organizer: string;
  date: string;
  students: [string, string][];
  summary: string;
  photo: boolean;
}[] = [
  {
    title: 'Gemastik XVII Divisi Pengembangan Perangkat Lunak',
    rank: 'Juara 2',
    level: 'nasional',
    organizer: 'Pusat Prestasi Nasional Kemendikbudristek',
    date: '2025-10-18',
    students: [
      ['Nadia Putri Ramadhani', '2022'],
      ['Fajar Nugroho', '2022'],
      ['Salsabila Azzahra', '2023'],
    ],
    summary:
      'Tim membangun aplikasi pelaporan banjir berbasis peta untuk warga Kabupaten Bandung, lengkap dengan notifikasi ketinggian air dari sensor sederhana.\n\nSetelah lolos dari 400 tim, aplikasi dipresentasikan di final luring dan meraih juara kedua.',
    photo: true,
  },
  {
    title: 'Hackathon Digital Nusantara',
    rank: 'Juara 1',
    level: 'nasional',
    organizer: 'Komunitas Developer Indonesia',
    date: '2025-08-09',
    students: [
      ['Rizky Maulana', '2023'],
      ['Aulia Rahman', '2023'],
    ],
    summary:
      'Dalam 36 jam tim membuat sistem antrean puskesmas yang bisa dipakai lewat WhatsApp, sehingga pasien lansia tidak perlu menunggu berjam-jam di lokasi.',
    photo: true,
  },
  {
    title: 'ASEAN Student Software Challenge',
    rank: 'Honorable Mention',
    level: 'internasional',
    organizer: 'ASEAN University Network',
    date: '2025-05-24',
    students: [['Kevin Aditya Pratama', '2021']],
    summary:
      'Kevin mewakili Indonesia dengan perpustakaan sumber terbuka untuk menguji aksesibilitas aplikasi Android secara otomatis.',
    photo: true,
  },
  {
    title: 'Lomba Desain UI/UX Telkom University Fair',
    rank: 'Juara 3',
    level: 'universitas',
    organizer: 'Direktorat Kemahasiswaan Telkom University',
    date: '2025-03-15',
    students: [
      ['Intan Permata Sari', '2024'],
      ['Bagas Saputra', '2024'],
    ],
    summary: 'Rancangan aplikasi peminjaman ruang kampus yang diuji langsung dengan 20 mahasiswa sebelum dinilai juri.',
    photo: false,
  },
];
