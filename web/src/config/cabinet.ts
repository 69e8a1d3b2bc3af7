/**
 * The cabinet of the year, in one place (docs/handover.md): its name, period, tagline, the meaning of its name, its
 * vision and mission, and the year of its organisation chart. The about page, the footer and the logo's alt text read
 * these; `config/__tests__/cabinet.test.ts` checks that index.html's description names the same cabinet.
 * The logos are files in `src/assets/brand/`, the chart is `src/assets/about/`, the members `features/members/data/`.
 */
export const cabinet = {
  name: 'SYVELTA',
  period: '2024/2025',
  /** The year in the footer's copyright line and of the organisation chart. */
  year: 2025,
  tagline: 'Sync for Change!',
  nameMeaning:
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
  ],
} as const;
