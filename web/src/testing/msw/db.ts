/**
 * The in-memory state behind the MSW handlers: demo fixtures typed by the contract, so a drifted fixture is a
 * compile error. `db` holds what several handlers read; a handler file keeps what only it reads with
 * `fixtureState` (a new type's rows, a limiter's count). `resetDb()` restores both (tests call it before each test).
 */
import type {
  Activity,
  AdminAccount,
  AdminNewsDetail,
  AdminRole,
  BackupStatus,
  Aspiration,
  AuditEntry,
  Awarding,
  Cabinet,
  GalleryImage,
  NewsRevisionDetail,
  Poster,
  SiteSettings,
  TwoFactorRequirement,
  User,
} from '@hmrpl/contract';
// The CMS's own slug and excerpt rules (pure functions), so the fixtures cannot drift from them.
import { makeExcerpt } from '@cms-content/excerpt';
import { slugify } from '@cms-content/slug';
import { periodeOf } from '@cms-content/awarding-periode';
// The cabinet the site starts with, as the CMS seeds it (the same data): the fixtures serve it as the active one.
import { DEFAULT_SITE_LINKS, DEMO_MEMBERS, FOUNDING_CABINET } from '@cms-content/founding-cabinet';
import type { HandoverMarks } from '@cms-content/cabinet-handover';

export const ADMIN_FIXTURE = { username: 'admin', password: 'hmrpl-admin-2025' } as const;

/**
 * An admin with the second factor on (README, `npm run dev:mock`): add SECRET to an authenticator app (or type a
 * code computed from it), or use one of the recovery codes (each once per page load).
 */
export const TWO_FACTOR_FIXTURE = {
  username: 'pengelola',
  password: 'hmrpl-pengelola-2025',
  secret: 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA',
  recoveryCodes: ['ujia-kode-pemu-liha', 'ujib-kode-pemu-liha', 'ujic-kode-pemu-liha', 'ujid-kode-pemu-liha'],
} as const;

const adminUser: User = {
  id: 1,
  name: 'Admin HMRPL',
  username: 'admin',
  email: 'admin@hmrpl.local',
  must_change_password: false,
  two_factor: { enabled: false, required: false },
  roles: ['pengelola'],
};

const NEWS_TITLES = [
  'Rapat Kerja Pengurus HMRPL 2025',
  'Makrab RPL: Sync for Change!',
  'Workshop React untuk Mahasiswa Baru',
  'HMRPL Juara 1 Lomba UI/UX Nasional',
  'Seminar Karier: Menjadi Software Engineer',
  'Bakti Sosial di Desa Sukapura',
  'Kunjungan Industri ke Startup Bandung',
  'Pelatihan Git dan Kolaborasi Tim',
  'Open House Laboratorium RPL',
  'Hackathon Internal HMRPL 2025',
  'Diskusi Akademik: Kurikulum Baru RPL',
  'Malam Apresiasi Pengurus HMRPL',
];

function makeNews(): AdminNewsDetail[] {
  const base = Date.UTC(2025, 7, 25, 3, 14, 15);
  return NEWS_TITLES.map((title, index) => {
    const id = NEWS_TITLES.length - index;
    const date = new Date(base - index * 6 * 24 * 3600 * 1000).toISOString();
    const paragraph = `${title} menjadi salah satu kegiatan HMRPL Telkom University yang mempertemukan mahasiswa Rekayasa Perangkat Lunak dari berbagai angkatan untuk belajar, berbagi, dan bertumbuh bersama.`;
    return {
      id,
      slug: slugify(title),
      title,
      date,
      excerpt: makeExcerpt(paragraph),
      // a JPEG headline with its renditions and their WebP twins, as the CMS answers one
      image_path: `berita/berita-${id}.jpg`,
      image_webp: `berita/webp_berita-${id}.webp`,
      image_formats: {
        thumbnail: {
          path: `berita/thumbnail_berita-${id}.jpg`,
          width: 245,
          height: 138,
          webp: `berita/thumbnail_webp_berita-${id}.webp`,
        },
        small: {
          path: `berita/small_berita-${id}.jpg`,
          width: 500,
          height: 281,
          webp: `berita/small_webp_berita-${id}.webp`,
        },
      },
      // the third newest is a square poster (the carousel frames every slide for the tallest); the rest 16:9 banners
      image_width: index === 2 ? 1080 : 1200,
      image_height: index === 2 ? 1080 : 675,
      // one item has a focal point set in the media library (cards crop around it)
      ...(index === 3 ? { image_focal_point: { x: 30, y: 20 } } : {}),
      // one item has a description; the others fall back to the title
      image_alt: id === 10 ? 'Peserta workshop menyimak materi React di laboratorium' : null,
      content: `<h2>${title}</h2><p>${paragraph}</p><ul><li>Tempat: Telkom University, Bandung</li><li>Peserta: mahasiswa S1 RPL</li></ul>`,
      created_at: date,
      updated_at: date,
      status: 'published',
      publish_at: date,
    };
  });
}

function makeGallery(): GalleryImage[] {
  return Array.from({ length: 14 }, (_, index) => {
    const id = 14 - index;
    const path = `galeri/galeri-${id}.webp`;
    return {
      id,
      image_path: path,
      imageUrl: `/storage/${path}`,
      caption: id % 5 === 0 ? null : `Dokumentasi kegiatan HMRPL #${id}`,
      // one image has a description distinct from its caption
      image_alt: id === 12 ? 'Pengurus HMRPL berfoto bersama di depan gedung' : null,
      image_formats: { small: { path: `galeri/small_galeri-${id}.webp`, width: 500, height: 375 } },
      image_width: 1200,
      image_height: 900,
      // one photo has a focal point set in the media library (the grid crops around it)
      ...(id === 13 ? { image_focal_point: { x: 25, y: 75 } } : {}),
      created_at: new Date(Date.UTC(2025, 0, id, 5)).toISOString(),
      // photos 1-3 belong to the first ended activity (id 3), photo 4 to the next one (id 4)
      kegiatan_id: id <= 3 ? 3 : id === 4 ? 4 : null,
    };
  });
}

/** The activity fields the handlers keep; `photos` and `photo_count` are counted from the gallery when answered. */
export type StoredActivity = Omit<Activity, 'photos' | 'photo_count'> & { updated_at: string };

const HOUR = 3600_000;
const DAY = 24 * HOUR;

function makeActivities(now = Date.now()): StoredActivity[] {
  // a Jakarta morning `days` from today (09:00 WIB = 02:00 UTC)
  const morning = (days: number, hour = 9) => {
    const day = Math.floor((now + 7 * HOUR) / DAY) + days;
    return new Date(day * DAY + (hour - 7) * HOUR).toISOString();
  };
  const activity = (
    id: number,
    title: string,
    starts_at: string,
    ends_at: string | null,
    extra: Partial<StoredActivity> = {},
  ): StoredActivity => ({
    id,
    slug: slugify(title),
    title,
    starts_at,
    ends_at,
    place: 'Laboratorium Rekayasa Perangkat Lunak',
    summary: `${title}: kegiatan HMRPL untuk mahasiswa RPL.`,
    content: `<p>${title} terbuka untuk seluruh mahasiswa Rekayasa Perangkat Lunak.</p>`,
    poster_path: null,
    image_width: null,
    image_height: null,
    registration_url: null,
    registration: null,
    updated_at: '2025-08-01T00:00:00.000Z',
    ...extra,
  });
  const past = [
    ['Rapat Kerja Pengurus HMRPL', '2025-08-02T01:00:00.000Z', '2025-08-03T09:00:00.000Z'],
    ['Malam Keakraban RPL', '2025-07-19T06:00:00.000Z', '2025-07-20T05:00:00.000Z'],
    ['Workshop Git dan GitHub', '2025-06-14T06:00:00.000Z', '2025-06-14T09:00:00.000Z'],
    ['Seminar Nasional RPL', '2025-05-10T02:00:00.000Z', '2025-05-10T08:00:00.000Z'],
    ['Kunjungan Industri', '2025-04-12T01:00:00.000Z', null],
    ['Buka Puasa Bersama', '2025-03-22T10:00:00.000Z', '2025-03-22T13:00:00.000Z'],
    ['Hackathon Internal', '2025-03-08T02:00:00.000Z', '2025-03-09T10:00:00.000Z'],
  ] as const;
  return [
    activity(1, 'Workshop React untuk Mahasiswa Baru', morning(7), morning(7, 12), {
      poster_path: 'kegiatan/poster-react.webp',
      image_formats: { small: { path: 'kegiatan/small_poster-react.webp', width: 400, height: 500 } },
      image_width: 1080,
      image_height: 1350,
      registration_url: 'https://forms.example.org/workshop-react',
    }),
    // registration on the site (ADR 100): open since yesterday, two places, a waitlist
    activity(2, 'Open House Laboratorium RPL', morning(21, 10), null, {
      registration: {
        opens_at: morning(-1),
        closes_at: morning(20),
        quota: 2,
        taken: 0,
        waitlist: true,
        retention_months: 12,
      },
    }),
    ...past.map(([title, start, end], index) => activity(3 + index, title, start, end)),
  ];
}

function makePosters(): Poster[] {
  return [
    {
      id: 1,
      poster_url: '/storage/rekrutmen/oprec-2025.png',
      poster_webp_url: '/storage/rekrutmen/webp_oprec-2025.webp',
      image_width: 1080,
      image_height: 1350,
      created_at: '2025-08-01T02:00:00.000Z',
    },
  ];
}

/** This month's awarding (the month the fixtures run in, as the CMS's default month is): the newest of the archive. */
function makeAwarding(): Awarding {
  return {
    periode: periodeOf(new Date()),
    staff_image_path: 'awarding/staff-agustus.webp',
    divisi_image_path: 'awarding/divisi-agustus.webp',
    departemen_image_path: 'awarding/departemen-agustus.webp',
    staff_image_width: 1080,
    staff_image_height: 1080,
    divisi_image_width: 1080,
    divisi_image_height: 1080,
    // a portrait poster among the squares: every card takes its shape, the squares drawn whole inside
    departemen_image_width: 1080,
    departemen_image_height: 1350,
  };
}

function makeAspirations(): Aspiration[] {
  return [
    {
      id: 5,
      nama: 'Rina Pratiwi',
      nim: '1302223001',
      kategori: 'Saran',
      pesan: 'Adakan lebih banyak workshop teknis.',
      isAnonim: false,
      created_at: '2025-08-20T04:00:00.000Z',
      status: 'baru',
      catatan: null,
    },
    {
      id: 4,
      nama: null,
      nim: null,
      kategori: 'Kritik',
      pesan: 'Informasi kegiatan sering mendadak.',
      isAnonim: true,
      created_at: '2025-08-18T04:00:00.000Z',
      status: 'baru',
      catatan: null,
    },
    {
      id: 3,
      nama: 'Bagas Saputra',
      nim: '1302223002',
      kategori: 'Apresiasi',
      pesan: 'Makrab tahun ini seru sekali!',
      isAnonim: false,
      created_at: '2025-08-15T04:00:00.000Z',
      status: 'dibaca',
      catatan: null,
    },
    {
      id: 2,
      nama: 'Dewi Lestari',
      nim: null,
      kategori: 'Lainnya',
      pesan: 'Boleh minta jadwal asistensi?',
      isAnonim: false,
      created_at: '2025-08-10T04:00:00.000Z',
      status: 'diproses',
      catatan: 'Jadwal asistensi ditanyakan ke koordinator lab.',
    },
    {
      id: 1,
      nama: null,
      nim: null,
      kategori: 'Saran',
      pesan: 'Perbanyak kolaborasi dengan himpunan lain.',
      isAnonim: true,
      created_at: '2025-08-05T04:00:00.000Z',
      status: 'selesai',
      catatan: 'Sudah dibahas di rapat kerja.',
    },
  ];
}

/** The founding cabinet with its structure and demo members, ids counted from 100. */
function makeFoundingCabinet(): Cabinet {
  let id = 100;
  const next = () => (id += 1);
  const slug = slugify(`${FOUNDING_CABINET.name} ${FOUNDING_CABINET.period}`);
  const cabinetId = next();
  const people = DEMO_MEMBERS.map((person, index) => ({
    person,
    member: {
      id: next(),
      nama: person.nama,
      jabatan: person.jabatan,
      image_path: `anggota/anggota-${index + 1}.jpg`,
      is_head: person.is_head === true,
      urutan: index,
    },
  }));
  return {
    id: cabinetId,
    slug,
    name: FOUNDING_CABINET.name,
    period: FOUNDING_CABINET.period,
    tagline: FOUNDING_CABINET.tagline,
    name_meaning: FOUNDING_CABINET.name_meaning,
    vision: FOUNDING_CABINET.vision,
    missions: FOUNDING_CABINET.missions.map((mission) => ({ ...mission })),
    logo_path: `kabinet/${slug}-logo.png`,
    structure_path: `kabinet/${slug}-struktur.png`,
    structure_width: 2400,
    structure_height: 1200,
    structure_alt: FOUNDING_CABINET.structure_alt,
    active: true,
    // its demo portraits are designed cards, the name and post drawn on them (cms/src/bootstrap/founding-art.ts)
    designed_cards: true,
    departments: FOUNDING_CABINET.departments.map((department) => {
      const inDepartment = people.filter(({ person }) => person.department === department.name);
      const loose = inDepartment.filter(({ person }) => !person.division);
      return {
        id: next(),
        name: department.name,
        head: loose.find(({ person }) => person.is_head)?.member ?? null,
        members: loose.filter(({ person }) => !person.is_head).map(({ member }) => member),
        divisions: department.divisions.map((name) => ({
          id: next(),
          name,
          members: inDepartment.filter(({ person }) => person.division === name).map(({ member }) => member),
        })),
      };
    }),
  };
}

/** A user of the fixtures: the contract's account fields, the password and the admin role. */
/** A user's second factor as the CMS keeps it (the secret in clear here: these are fixtures). */
export interface MockSecondFactor {
  secret: string;
  /** The last TOTP step accepted (a code is never accepted twice). */
  lastStep: number | null;
  /** Recovery codes not used yet, as typed without dashes. */
  recovery: string[];
  enabledAt: string;
}

/** `two_factor` is not stored: the handlers derive it from `secondFactor` and `db.twoFactorRequired`. */
export type MockUser = Omit<User, 'two_factor'> &
  Pick<AdminAccount, 'blocked' | 'last_login_at'> & {
    password: string;
    isAdmin: boolean;
    secondFactor?: MockSecondFactor | null;
    /** A set-up started (/api/me/2fa/mulai) and not yet confirmed. */
    secondFactorSetup?: string | null;
  };

interface MockDb {
  users: MockUser[];
  /** The signed-in user, or null. */
  session: User | null;
  /** TWO_FACTOR_REQUIRED as the fixtures' CMS runs it (`tidak` unless a test says otherwise). */
  twoFactorRequirement: TwoFactorRequirement;
  csrfToken: string | null;
  news: AdminNewsDetail[];
  /** Saved versions of news items, newest last (`newsId` names the item). */
  newsRevisions: Array<NewsRevisionDetail & { newsId: number }>;
  /** Old slugs of news items (each leads to the item's current slug). */
  newsSlugAliases: Array<{ slug: string; newsId: number }>;
  /** Preview tokens handed out, with what they were made for (a status change ends them). */
  previewTokens: Array<{ token: string; newsId: number; status: AdminNewsDetail['status'] }>;
  gallery: GalleryImage[];
  posters: Poster[];
  awarding: Awarding;
  aspirations: Aspiration[];
  cabinets: Cabinet[];
  /** Ids of the cabinets that were ever active: the public ones (one never active is seen by admins only). */
  cabinetsEverActive: number[];
  /** Preview links of cabinets not yet public. */
  cabinetPreviewTokens: Array<{ token: string; cabinetId: number }>;
  /** Each cabinet's handover marks (cms/src/lib/content/cabinet-handover.ts), by cabinet id. */
  handover: Record<number, HandoverMarks>;
  settings: SiteSettings;
  activities: StoredActivity[];
  /** GET /api/admin/cadangan: all well (last night's backup, copied), unless a test says otherwise. */
  backup: BackupStatus;
  /** The audit log, newest first (ADR 086): seeded, and what the fixtures' exports record. */
  audit: AuditEntry[];
  nextId: number;
}

export const db: MockDb = {
  users: [],
  session: null,
  twoFactorRequirement: 'tidak',
  csrfToken: null,
  news: [],
  newsRevisions: [],
  newsSlugAliases: [],
  previewTokens: [],
  gallery: [],
  posters: [],
  awarding: { periode: null, staff_image_path: null, divisi_image_path: null, departemen_image_path: null },
  aspirations: [],
  cabinets: [],
  cabinetsEverActive: [],
  cabinetPreviewTokens: [],
  handover: {},
  settings: { ...DEFAULT_SITE_LINKS },
  activities: [],
  backup: healthyBackup(),
  audit: [],
  nextId: 1000,
};

/** The resets of every `fixtureState`, run by resetDb(). */
const ownStateResets: Array<() => void> = [];

/**
 * State a handler file keeps for itself, read and written as `.current`, and back to `initial()` before every test
 * like the rest of the fixtures: `const documents = fixtureState(makeDocuments)`. A new type's fixtures are so its
 * handler file alone (ADR 079); state another handler reads goes in `db`.
 */
export function fixtureState<T>(initial: () => T): { current: T } {
  const state = { current: initial() };
  ownStateResets.push(() => {
    state.current = initial();
  });
  return state;
}

/** A month of an association's audit log, newest first: 30 entries by two admins (2 pages at 25 a page). */
function makeAudit(): AuditEntry[] {
  const base = Date.UTC(2025, 7, 25, 3, 0, 0);
  const admin = { id: 1, name: 'Admin HMRPL' };
  const editor = { id: 3, name: 'Sinta Redaksi' };
  const kinds: Array<Omit<AuditEntry, 'id' | 'at'>> = [
    {
      actor: admin,
      action: 'sesi.masuk',
      target_type: 'sesi',
      target_id: 1,
      target_title: 'Admin HMRPL',
      summary: null,
    },
    {
      actor: editor,
      action: 'berita.buat',
      target_type: 'berita',
      target_id: 12,
      target_title: 'Rapat Kerja Pengurus HMRPL 2025',
      summary: null,
    },
    {
      actor: editor,
      action: 'berita.ubah',
      target_type: 'berita',
      target_id: 12,
      target_title: 'Rapat Kerja Pengurus HMRPL 2025',
      summary: 'Kolom: title, content',
    },
    {
      actor: admin,
      action: 'kabinet.ubah',
      target_type: 'kabinet',
      target_id: 1,
      target_title: FOUNDING_CABINET.name,
      summary: 'Kolom: vision',
    },
    {
      actor: null,
      action: 'sesi.gagal',
      target_type: 'sesi',
      target_id: null,
      target_title: null,
      summary: 'Username atau password salah',
    },
    {
      actor: admin,
      action: 'aspirasi.ekspor',
      target_type: 'aspirasi',
      target_id: null,
      target_title: null,
      summary: '14 baris; filter: status=baru',
    },
  ];
  return Array.from({ length: 30 }, (_, index) => ({
    id: 30 - index,
    at: new Date(base - index * 23 * 3600 * 1000).toISOString(),
    ...kinds[index % kinds.length]!,
  }));
}

/** Last night's 02:00 WIB backup, copied to the bucket; the next one tonight (times relative to now). */
function healthyBackup(now: number = Date.now()): BackupStatus {
  const day = 24 * 60 * 60 * 1000;
  // 02:00 in Asia/Jakarta (UTC+7) is 19:00 UTC the day before
  const last = Math.floor((now + 5 * 60 * 60 * 1000) / day) * day - 5 * 60 * 60 * 1000;
  const at = new Date(last).toISOString();
  return {
    last: { at, size_bytes: 187_400_000, ok: true, offsite: true },
    next_at: new Date(last + day).toISOString(),
    offsite_target: 's3.example-cloud.id/hmrpl-cadangan/situs',
    off_reason: null,
    problems: [],
    last_good_at: at,
    offsite_at: at,
  };
}

export function resetDb(): void {
  db.users = [
    {
      ...adminUser,
      password: ADMIN_FIXTURE.password,
      isAdmin: true,
      blocked: false,
      last_login_at: '2025-08-25T03:00:00.000Z',
    },
    {
      id: 3,
      name: 'Pengelola Uji',
      username: TWO_FACTOR_FIXTURE.username,
      email: 'pengelola@hmrpl.local',
      must_change_password: false,
      roles: ['pengelola'],
      password: TWO_FACTOR_FIXTURE.password,
      isAdmin: true,
      blocked: false,
      last_login_at: '2025-08-24T02:00:00.000Z',
      secondFactor: {
        secret: TWO_FACTOR_FIXTURE.secret,
        lastStep: null,
        recovery: TWO_FACTOR_FIXTURE.recoveryCodes.map((code) => code.replace(/-/g, '')),
        enabledAt: '2025-08-01T02:00:00.000Z',
      },
    },
    {
      id: 2,
      name: 'penulis',
      username: 'penulis',
      email: 'penulis@hmrpl.local',
      must_change_password: false,
      roles: [],
      password: 'bukan-admin-123',
      isAdmin: false,
      blocked: false,
      last_login_at: null,
    },
  ];
  db.session = null;
  db.twoFactorRequirement = 'tidak';
  db.csrfToken = null;
  db.news = makeNews();
  db.newsRevisions = [];
  db.newsSlugAliases = [];
  db.previewTokens = [];
  db.gallery = makeGallery();
  db.posters = makePosters();
  db.awarding = makeAwarding();
  db.aspirations = makeAspirations();
  db.cabinets = [makeFoundingCabinet()];
  db.cabinetsEverActive = db.cabinets.filter((cabinet) => cabinet.active).map((cabinet) => cabinet.id);
  db.cabinetPreviewTokens = [];
  db.handover = {};
  db.settings = { ...DEFAULT_SITE_LINKS };
  db.backup = healthyBackup();
  db.activities = makeActivities();
  db.audit = makeAudit();
  db.nextId = 1000;
  for (const reset of ownStateResets) reset();
}

/** Signs the admin in without going through the login form (for admin screen tests). */
export function signInAsAdmin(): User {
  db.session = adminUser;
  return adminUser;
}

/** Signs in a second admin who holds only `roles` (a `redaksi`, an `aspirasi`, ...), made for the test. */
export function signInWithRoles(roles: AdminRole[]): User {
  const user: MockUser = {
    id: 700 + db.users.length,
    name: `Admin ${roles.join(' dan ')}`,
    username: `admin-${roles.join('-')}`,
    email: `${roles.join('-')}@hmrpl.local`,
    must_change_password: false,
    roles: [...roles],
    password: 'password-peran-123',
    isAdmin: true,
    blocked: false,
    last_login_at: null,
  };
  db.users.push(user);
  const { password: _password, isAdmin: _isAdmin, blocked: _blocked, last_login_at: _last, ...rest } = user;
  // without the second factor; as for signInAsAdmin, /api/me answers whether TWO_FACTOR_REQUIRED asks it of them
  const session: User = { ...rest, two_factor: { enabled: false, required: false } };
  db.session = session;
  return session;
}

resetDb();
