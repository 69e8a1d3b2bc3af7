/** The one route table of the SPA. Every link and redirect goes through it. */
export const paths = {
  home: '/',
  about: '/tentang',
  activities: '/kegiatan',
  aspiration: '/aspirasi',
  recruitment: '/rekrutmen',
  news: '/berita',
  newsDetail: (slug: string) => `/berita/${encodeURIComponent(slug)}`,
  login: '/login',
  admin: {
    dashboard: '/admin',
    news: '/admin/berita',
    newsAdd: '/admin/berita/tambah',
    newsEdit: (id: number | string) => `/admin/berita/edit/${id}`,
    awarding: '/admin/awarding',
    aspirations: '/admin/aspirasi',
    gallery: '/admin/galeri',
    galleryAdd: '/admin/galeri/tambah',
    recruitmentAdd: '/admin/oprec/tambah',
  },
} as const;

/** The scroll target of the gallery section on the home page. */
export const GALLERY_SECTION_ID = 'galeri-kegiatan';
