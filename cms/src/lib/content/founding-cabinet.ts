/**
 * The cabinet the site started with, as data: the first start of an empty database (and of a database made before
 * cabinets were content) creates it from here, and the web's fixtures serve the same values. Its texts are the ones
 * the site showed when they lived in code, word for word. Later cabinets are made in /admin, never here.
 *
 * `DEMO_MEMBERS` are invented people (demo content, seeded only with SEED_DEMO): the association replaces them with
 * its own in /admin (Kelola Anggota).
 */
import type { Mission } from '@hmrpl/contract';

interface FoundingDepartment {
  name: string;
  divisions: string[];
}

export const FOUNDING_CABINET = {
  name: 'SYVELTA',
  period: '2024/2025',
  tagline: 'Sync for Change!',
  name_meaning:
    'Nama SYVELTA memadukan sebuah kata dalam bahasa Prancis yang berarti sinergi dan sebuah kata dalam bahasa ' +
    'Islandia yang berarti perubahan ke arah yang lebih baik: bersinergi untuk membawa perubahan yang lebih baik.',
  vision:
    'Menjadikan HMRPL sebagai wadah bagi mahasiswa Rekayasa Perangkat Lunak untuk membawa perubahan ke arah yang ' +
    'lebih baik dengan bersinergi.',
  missions: [
    {
      title: 'Lingkungan Kolaboratif',
      text: 'Membangun lingkungan himpunan yang kolaboratif, inklusif, dan suportif bagi seluruh mahasiswa Rekayasa Perangkat Lunak.',
    },
    {
      title: 'Ide dan Solusi Berdampak',
      text: 'Mewadahi lahirnya ide kreatif dan solusi inovatif yang memberi dampak nyata bagi mahasiswa dan masyarakat.',
    },
    {
      title: 'Etos Kerja dan Kompetensi',
      text: 'Menumbuhkan etos kerja, rasa tanggung jawab, dan kompetensi pengurus maupun anggota himpunan.',
    },
    {
      title: 'Kolaborasi Eksternal',
      text: 'Menjalin kolaborasi dengan pihak eksternal, baik di dalam maupun di luar Telkom University.',
    },
    {
      title: 'Eksistensi Berkelanjutan',
      text: 'Menjaga eksistensi himpunan melalui program kerja yang berkelanjutan.',
    },
  ] satisfies Mission[],
  structure_alt:
    'Bagan struktur organisasi Badan Pengurus Harian HMRPL 2025: Ketua dan Wakil Ketua Himpunan; Sekretaris, ' +
    'Bendahara, dan Manajerial; Departemen Internal (Kaderisasi, PSDM, Akademik & Riset), Departemen Eksternal ' +
    '(Relasi Eksternal, Kerjasama & Kewirausahaan), dan Departemen Media Kreatif (Komunikasi & Informasi).',
  /** INTI first: it holds the eight posts and no division. */
  departments: [
    { name: 'INTI', divisions: [] },
    { name: 'INTERNAL', divisions: ['Kaderisasi', 'Pengembangan Sumber Daya Manusia', 'Akademik & Riset'] },
    { name: 'EKSTERNAL', divisions: ['Relasi Eksternal', 'Kerjasama & Kewirausahaan'] },
    { name: 'MEDIA KREATIF', divisions: ['Komunikasi & Informasi'] },
  ] satisfies FoundingDepartment[],
} as const;

interface DemoMember {
  department: string;
  /** Absent: in the department itself (INTI's posts, a head). */
  division?: string;
  is_head?: boolean;
  nama: string;
  jabatan: string;
}

const inti = (nama: string, jabatan: string): DemoMember => ({ department: 'INTI', nama, jabatan });
const head = (department: string, nama: string, jabatan: string): DemoMember => ({
  department,
  is_head: true,
  nama,
  jabatan,
});
const staff = (department: string, division: string, nama: string, jabatan: string): DemoMember => ({
  department,
  division,
  nama,
  jabatan,
});

/** 25 invented people in the association's counts: INTI 8; a head per department; 2-3 per division. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  inti('Raka Aditama', 'Ketua Himpunan'),
  inti('Salsa Ramadhani', 'Wakil Ketua Himpunan'),
  inti('Nadia Kirana', 'Sekretaris I'),
  inti('Fikri Maulana', 'Sekretaris II'),
  inti('Aulia Putri', 'Bendahara I'),
  inti('Dimas Prasetyo', 'Bendahara II'),
  inti('Intan Permata', 'Kepala Manajerial'),
  inti('Galih Saputra', 'Wakil Kepala Manajerial'),
  head('INTERNAL', 'Hana Safitri', 'Kepala Departemen Internal'),
  staff('INTERNAL', 'Kaderisasi', 'Bima Nugraha', 'Kepala Divisi Kaderisasi'),
  staff('INTERNAL', 'Kaderisasi', 'Citra Lestari', 'Staf Kaderisasi'),
  staff('INTERNAL', 'Pengembangan Sumber Daya Manusia', 'Yoga Pratama', 'Kepala Divisi PSDM'),
  staff('INTERNAL', 'Pengembangan Sumber Daya Manusia', 'Laras Ayuningtyas', 'Staf PSDM'),
  staff('INTERNAL', 'Pengembangan Sumber Daya Manusia', 'Rizky Hidayat', 'Staf PSDM'),
  staff('INTERNAL', 'Akademik & Riset', 'Tania Wulandari', 'Kepala Divisi Akademik & Riset'),
  staff('INTERNAL', 'Akademik & Riset', 'Farhan Akbar', 'Staf Akademik & Riset'),
  head('EKSTERNAL', 'Kevin Wijaya', 'Kepala Departemen Eksternal'),
  staff('EKSTERNAL', 'Relasi Eksternal', 'Maya Anggraini', 'Kepala Divisi Relasi Eksternal'),
  staff('EKSTERNAL', 'Relasi Eksternal', 'Arif Setiawan', 'Staf Relasi Eksternal'),
  staff('EKSTERNAL', 'Relasi Eksternal', 'Putri Maharani', 'Staf Relasi Eksternal'),
  staff('EKSTERNAL', 'Kerjasama & Kewirausahaan', 'Reza Firmansyah', 'Kepala Divisi Kerjasama & Kewirausahaan'),
  staff('EKSTERNAL', 'Kerjasama & Kewirausahaan', 'Nabila Zahra', 'Staf Kerjasama & Kewirausahaan'),
  head('MEDIA KREATIF', 'Dinda Kusuma', 'Kepala Departemen Media Kreatif'),
  staff('MEDIA KREATIF', 'Komunikasi & Informasi', 'Yusuf Ramadhan', 'Kepala Divisi Kominfo'),
  staff('MEDIA KREATIF', 'Komunikasi & Informasi', 'Sekar Ayu', 'Staf Kominfo'),
];

/** The site's links before they were settings (the association's known addresses; no YouTube channel is known). */
export const DEFAULT_SITE_LINKS = {
  instagram_url: 'https://www.instagram.com/hmrpl.telu/',
  linkedin_url: 'https://www.linkedin.com/company/hmrpl-telkom-university/',
  youtube_url: null,
  calendar_src: 'https://calendar.google.com/calendar/embed?src=akreshmrpl%40gmail.com&ctz=Asia%2FJakarta',
  program_url: 'https://bse.telkomuniversity.ac.id/',
  bpa_url: 'https://bpa.telkomuniversity.ac.id/',
  contact_email: null,
} as const;
