/**
 * The cabinet's members, static (`Member` below: id, nama, jabatan, image). These are DEMO entries with invented names and
 * generated portraits: the association replaces `nama`, `jabatan` and `image` (a photo URL, portrait 3:4) with its own.
 */
import { portraitUrl } from './portrait';

export interface Member {
  id: number;
  nama: string;
  jabatan: string;
  image: string;
}

export interface Division {
  name: string;
  members: Member[];
}

export interface MemberCategory {
  /** The tab's label. */
  name: string;
  /** INTI only: its posts, with no divisions. */
  members?: Member[];
  /** The department head (every tab but INTI). */
  head?: Member;
  divisions?: Division[];
}

let nextId = 1;
function member(nama: string, jabatan: string): Member {
  const id = nextId++;
  return { id, nama, jabatan, image: portraitUrl(nama, jabatan, id) };
}

export const MEMBER_CATEGORIES: MemberCategory[] = [
  {
    name: 'INTI',
    members: [
      member('Raka Aditama', 'Ketua Himpunan'),
      member('Salsa Ramadhani', 'Wakil Ketua Himpunan'),
      member('Nadia Kirana', 'Sekretaris I'),
      member('Fikri Maulana', 'Sekretaris II'),
      member('Aulia Putri', 'Bendahara I'),
      member('Dimas Prasetyo', 'Bendahara II'),
      member('Intan Permata', 'Kepala Manajerial'),
      member('Galih Saputra', 'Wakil Kepala Manajerial'),
    ],
  },
  {
    name: 'INTERNAL',
    head: member('Hana Safitri', 'Kepala Departemen Internal'),
    divisions: [
      {
        name: 'Kaderisasi',
        members: [member('Bima Nugraha', 'Kepala Divisi Kaderisasi'), member('Citra Lestari', 'Staf Kaderisasi')],
      },
      {
        name: 'Pengembangan Sumber Daya Manusia',
        members: [
          member('Yoga Pratama', 'Kepala Divisi PSDM'),
          member('Laras Ayuningtyas', 'Staf PSDM'),
          member('Rizky Hidayat', 'Staf PSDM'),
        ],
      },
      {
        name: 'Akademik & Riset',
        members: [
          member('Tania Wulandari', 'Kepala Divisi Akademik & Riset'),
          member('Farhan Akbar', 'Staf Akademik & Riset'),
        ],
      },
    ],
  },
  {
    name: 'EKSTERNAL',
    head: member('Kevin Wijaya', 'Kepala Departemen Eksternal'),
    divisions: [
      {
        name: 'Relasi Eksternal',
        members: [
          member('Maya Anggraini', 'Kepala Divisi Relasi Eksternal'),
          member('Arif Setiawan', 'Staf Relasi Eksternal'),
          member('Putri Maharani', 'Staf Relasi Eksternal'),
        ],
      },
      {
        name: 'Kerjasama & Kewirausahaan',
        members: [
          member('Reza Firmansyah', 'Kepala Divisi Kerjasama & Kewirausahaan'),
          member('Nabila Zahra', 'Staf Kerjasama & Kewirausahaan'),
        ],
      },
    ],
  },
  {
    name: 'MEDIA KREATIF',
    head: member('Dinda Kusuma', 'Kepala Departemen Media Kreatif'),
    divisions: [
      {
        name: 'Komunikasi & Informasi',
        members: [member('Yusuf Ramadhan', 'Kepala Divisi Kominfo'), member('Sekar Ayu', 'Staf Kominfo')],
      },
    ],
  },
];
