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
  activityDetail: (slug: string) => `/kegiatan/${encodeURIComponent(slug)}`,
  /** Files the server writes (not SPA routes): one activity's calendar, and the feed of every activity. */
  activityCalendar: (slug: string) => `/kegiatan/${encodeURIComponent(slug)}.ics`,
  activitiesCalendar: '/kegiatan.ics',
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
    activities: '/admin/kegiatan',
    activityAdd: '/admin/kegiatan/tambah',
    activityEdit: (id: number | string) => `/admin/kegiatan/edit/${id}`,
  },
} as const;

/** The scroll target of the gallery section on the home page. */
export const GALLERY_SECTION_ID = 'galeri-kegiatan';
