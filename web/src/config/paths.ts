/** The one route table of the SPA. Every link and redirect goes through it. */
export const paths = {
  home: '/',
  about: '/tentang',
  activities: '/kegiatan',
  programs: '/proker',
  aspiration: '/aspirasi',
  achievements: '/prestasi',
  achievementForm: '/prestasi/kirim',
  achievementDetail: (slug: string) => `/prestasi/${encodeURIComponent(slug)}`,
  recruitment: '/rekrutmen',
  documents: '/dokumen',
  awards: '/awarding',
  news: '/berita',
  newsDetail: (slug: string) => `/berita/${encodeURIComponent(slug)}`,
  /** An earlier cabinet's page (the archive). */
  cabinetArchive: (slug: string) => `/tentang/kabinet/${encodeURIComponent(slug)}`,
  /** A certificate's public page (its QR points here). */
  certificate: (kode: string) => `/sertifikat/${encodeURIComponent(kode)}`,
  login: '/login',
  admin: {
    dashboard: '/admin',
    news: '/admin/berita',
    newsAdd: '/admin/berita/tambah',
    newsEdit: (id: number | string) => `/admin/berita/edit/${id}`,
    awarding: '/admin/awarding',
    aspirations: '/admin/aspirasi',
    aspiration: (id: number | string) => `/admin/aspirasi/${id}`,
    gallery: '/admin/galeri',
    galleryAdd: '/admin/galeri/tambah',
    recruitmentAdd: '/admin/oprec/tambah',
    cabinets: '/admin/kabinet',
    cabinetAdd: '/admin/kabinet/tambah',
    cabinetEdit: (id: number | string) => `/admin/kabinet/edit/${id}`,
    /** `?kabinet={id}`: that cabinet's structure (else the active one's). */
    structure: '/admin/struktur',
    /** `?kabinet={id}&departemen={id}`: that cabinet's members, one department (else all). */
    members: '/admin/anggota',
    /** `?kabinet={id}`: that cabinet's members from a spreadsheet, with their portraits. */
    membersImport: '/admin/anggota/impor',
    /** The yearly handover's checklist (the `pengelola`'s page once roles exist). */
    handover: '/admin/serah-terima',
    settings: '/admin/pengaturan',
    accounts: '/admin/pengguna',
    /** The signed-in admin's own account: profile, password, the second factor. */
    account: '/admin/akun',
    trash: '/admin/sampah',
    password: '/admin/password',
    achievements: '/admin/prestasi',
  },
} as const;

/** The scroll target of the gallery section on the home page. */
export const GALLERY_SECTION_ID = 'galeri-kegiatan';
