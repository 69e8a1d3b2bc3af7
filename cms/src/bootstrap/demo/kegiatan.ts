/**
 * Demo activities: four that have happened (with gallery photos, matched by caption) and two ahead of the first start
 * (their dates are counted from the day the demo is seeded, so a fresh site always shows something upcoming).
 */
import { DEMO_GALLERY } from './gallery';

interface DemoActivity {
  title: string;
  /** Wall-clock times in Asia/Jakarta (`YYYY-MM-DDTHH:mm`), or days from the seed at a given hour. */
  starts: string | { inDays: number; at: string };
  ends?: string | { inDays: number; at: string };
  place: string;
  summary: string;
  content: string;
  registration_url?: string;
  poster?: boolean;
  /** Captions of seeded gallery photos that belong to it. */
  photos: string[];
}

const caption = (index: number) => DEMO_GALLERY[index]!.caption;

export const DEMO_ACTIVITIES: DemoActivity[] = [
  {
    title: 'Rapat Kerja Kabinet SYVELTA',
    starts: '2024-10-19T08:00',
    ends: '2024-10-20T16:00',
    place: 'Gedung Manterawu, Telkom University',
    summary: 'Dua hari menyusun program kerja setahun Kabinet SYVELTA bersama seluruh pengurus.',
    content:
      '<p>Rapat kerja membahas program kerja setiap departemen dan divisi, kalender kegiatan, serta target kabinet untuk satu periode.</p>',
    poster: true,
    photos: [caption(0), caption(1)],
  },
  {
    title: 'Malam Keakraban RPL 2024',
    starts: '2024-11-09T13:00',
    ends: '2024-11-10T12:00',
    place: 'Bumi Perkemahan Ranca Upas, Ciwidey',
    summary: 'Makrab lintas angkatan: api unggun, permainan kelompok, dan cerita dari kakak tingkat.',
    content: '<p>Malam keakraban mempertemukan mahasiswa baru dengan angkatan sebelumnya di alam terbuka.</p>',
    photos: [caption(2), caption(3)],
  },
  {
    title: 'Workshop Git dan GitHub',
    starts: '2024-11-30T13:00',
    ends: '2024-11-30T16:00',
    place: 'Laboratorium Rekayasa Perangkat Lunak',
    summary: 'Belajar alur kerja Git, branch, dan pull request untuk tugas besar berkelompok.',
    content: '<p>Peserta berlatih langsung: membuat repositori, bercabang, menggabungkan, dan meninjau kode teman.</p>',
    photos: [caption(4)],
  },
  {
    title: 'Seminar Nasional Rekayasa Perangkat Lunak',
    starts: '2025-02-15T09:00',
    ends: '2025-02-15T15:00',
    place: 'Auditorium Damar, Telkom University',
    summary: 'Praktisi industri berbagi pengalaman membangun perangkat lunak yang andal.',
    content: '<p>Seminar menghadirkan pembicara dari industri dan akademisi tentang kualitas perangkat lunak.</p>',
    photos: [caption(6)],
  },
  {
    title: 'Workshop React untuk Mahasiswa Baru',
    starts: { inDays: 14, at: '09:00' },
    ends: { inDays: 14, at: '12:00' },
    place: 'Laboratorium Rekayasa Perangkat Lunak',
    summary: 'Membangun aplikasi web pertama dengan React: komponen, state, dan memanggil API.',
    content:
      '<p>Bawa laptop dengan Node.js terpasang. Materi cocok untuk mahasiswa baru yang sudah mengenal HTML dan JavaScript.</p>',
    registration_url: 'https://hmrpl-telubdg.com/daftar/workshop-react',
    poster: true,
    photos: [],
  },
  {
    title: 'Open House Laboratorium RPL',
    starts: { inDays: 40, at: '10:00' },
    place: 'Laboratorium Rekayasa Perangkat Lunak',
    summary: 'Kenali riset dan proyek laboratorium RPL, terbuka untuk semua mahasiswa.',
    content: '<p>Pengunjung dapat mencoba demo proyek dan berbincang dengan asisten laboratorium.</p>',
    photos: [],
  },
];

/** A demo time as the admin form would send it: Jakarta wall clock with its offset. */
export function demoTime(value: string | { inDays: number; at: string }, now: Date): string {
  if (typeof value === 'string') return `${value}+07:00`;
  // the Jakarta date `inDays` from now, at the given time
  const day = new Date(now.getTime() + 7 * 3600_000 + value.inDays * 24 * 3600_000).toISOString().slice(0, 10);
  return `${day}T${value.at}+07:00`;
}
