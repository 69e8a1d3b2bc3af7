/**
 * Demo programs of work of the founding cabinet, across its departments (found by name) and in every status, some
 * with the seeded activities and news that belong to them (found by title). ADR 091.
 */
import type { ProkerStatus } from '@hmrpl/contract';

interface DemoProgram {
  department: string;
  title: string;
  status: ProkerStatus;
  progress: number;
  starts_on?: string;
  ends_on?: string;
  pic?: string;
  summary: string;
  content?: string;
  /** Titles of seeded activities and news that belong to it. */
  kegiatan?: string[];
  berita?: string[];
}

export const DEMO_PROGRAMS: DemoProgram[] = [
  {
    department: 'INTI',
    title: 'Rapat Kerja Pengurus',
    status: 'selesai',
    progress: 100,
    starts_on: '2024-10-19',
    ends_on: '2024-10-20',
    pic: 'Sekretaris Umum',
    summary: 'Menyusun program kerja, kalender kegiatan, dan target satu periode bersama seluruh pengurus.',
    content: '<p>Rapat kerja menghasilkan daftar program kerja setiap departemen dan kalender kegiatan setahun.</p>',
    kegiatan: ['Rapat Kerja Kabinet SYVELTA'],
    berita: ['Rapat Kerja HMRPL 2024/2025: Kabinet SYVELTA Menyusun Arah Satu Periode'],
  },
  {
    department: 'INTI',
    title: 'Evaluasi Tengah Periode',
    status: 'berjalan',
    progress: 60,
    starts_on: '2025-03-01',
    ends_on: '2025-03-31',
    pic: 'Ketua Himpunan',
    summary: 'Meninjau capaian program kerja setiap departemen di pertengahan periode dan menyesuaikan rencana.',
  },
  {
    department: 'INTI',
    title: 'Laporan Pertanggungjawaban Akhir Periode',
    status: 'rencana',
    progress: 0,
    starts_on: '2025-09-01',
    ends_on: '2025-09-30',
    pic: 'Sekretaris Umum',
    summary: 'Menyusun dan menyampaikan laporan pertanggungjawaban kabinet kepada seluruh anggota himpunan.',
  },
  {
    department: 'INTERNAL',
    title: 'Malam Keakraban Angkatan',
    status: 'selesai',
    progress: 100,
    starts_on: '2024-11-09',
    ends_on: '2024-11-10',
    pic: 'Divisi Kaderisasi',
    summary: 'Mempertemukan mahasiswa baru dengan angkatan sebelumnya agar saling mengenal sejak awal.',
    kegiatan: ['Malam Keakraban RPL 2024'],
    berita: ['Makrab RPL 2024: Mengenal Keluarga Baru Rekayasa Perangkat Lunak'],
  },
  {
    department: 'INTERNAL',
    title: 'Kelas Belajar Bersama',
    status: 'berjalan',
    progress: 45,
    starts_on: '2024-11-01',
    ends_on: '2025-06-30',
    pic: 'Divisi Akademik & Riset',
    summary: 'Kelas rutin tentang alat dan praktik rekayasa perangkat lunak yang dibimbing kakak tingkat.',
    kegiatan: ['Workshop Git dan GitHub', 'Workshop React untuk Mahasiswa Baru'],
    berita: ['Workshop Git dan GitHub untuk Mahasiswa Baru', 'Kelas Persiapan Sertifikasi Cloud bersama Alumni'],
  },
  {
    department: 'INTERNAL',
    title: 'Pelatihan Kepemimpinan Staf Muda',
    status: 'rencana',
    progress: 10,
    starts_on: '2025-05-10',
    ends_on: '2025-05-11',
    pic: 'Divisi Pengembangan Sumber Daya Manusia',
    summary: 'Dua hari pelatihan kepemimpinan dan manajemen acara untuk staf muda yang baru bergabung.',
  },
  {
    department: 'INTERNAL',
    title: 'Turnamen Olahraga Antarangkatan',
    status: 'batal',
    progress: 20,
    starts_on: '2025-04-12',
    pic: 'Divisi Kaderisasi',
    summary: 'Dibatalkan karena bertepatan dengan pekan ujian; digabung dengan RPL Cup tahun berikutnya.',
  },
  {
    department: 'EKSTERNAL',
    title: 'Seminar Nasional Rekayasa Perangkat Lunak',
    status: 'selesai',
    progress: 100,
    starts_on: '2025-01-06',
    ends_on: '2025-02-15',
    pic: 'Divisi Relasi Eksternal',
    summary: 'Seminar tahunan yang menghadirkan praktisi industri dan akademisi tentang kualitas perangkat lunak.',
    kegiatan: ['Seminar Nasional Rekayasa Perangkat Lunak'],
    berita: ['Seminar Nasional: Karier Software Engineer di Era Kecerdasan Buatan'],
  },
  {
    department: 'EKSTERNAL',
    title: 'Kunjungan Industri',
    status: 'berjalan',
    progress: 70,
    starts_on: '2025-02-01',
    ends_on: '2025-04-30',
    pic: 'Divisi Kerjasama & Kewirausahaan',
    summary: 'Mengunjungi perusahaan teknologi untuk melihat langsung cara tim perangkat lunak bekerja.',
    berita: ['Kunjungan Industri ke Perusahaan Teknologi di Jakarta'],
  },
  {
    department: 'EKSTERNAL',
    title: 'Open House Laboratorium',
    status: 'rencana',
    progress: 15,
    pic: 'Divisi Relasi Eksternal',
    summary: 'Memperkenalkan laboratorium dan proyek mahasiswa RPL kepada siswa SMA dan masyarakat umum.',
    kegiatan: ['Open House Laboratorium RPL'],
  },
  {
    department: 'MEDIA KREATIF',
    title: 'Publikasi Konten Mingguan',
    status: 'berjalan',
    progress: 55,
    starts_on: '2024-10-01',
    ends_on: '2025-09-30',
    pic: 'Divisi Komunikasi & Informasi',
    summary: 'Konten rutin di media sosial dan situs himpunan: liputan kegiatan, info akademik, dan profil anggota.',
  },
  {
    department: 'MEDIA KREATIF',
    title: 'Dokumentasi Video Satu Periode',
    status: 'rencana',
    progress: 5,
    starts_on: '2025-08-01',
    ends_on: '2025-09-15',
    pic: 'Divisi Komunikasi & Informasi',
    summary: 'Video rangkuman perjalanan kabinet selama satu periode untuk ditayangkan pada akhir masa jabatan.',
  },
];
