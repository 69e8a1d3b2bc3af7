/**
 * The limits of a cabinet's fields and structure, every Indonesian message its writes answer with, and the rules of
 * its text fields: one copy for the CMS (its service, the dashboard's lifecycle hooks, the members' service), the
 * admin form before it sends (web/src/features/admin-kabinet, through `@cms-content`) and the MSW fixtures. See
 * ADR 039.
 */
import type { CabinetLimits, CabinetMessages, Mission } from '@hmrpl/contract';
import { slugify } from './slug';

export const CABINET_LIMITS: CabinetLimits = {
  nameMax: 60,
  taglineMax: 120,
  longTextMax: 1000,
  missionsMax: 10,
  missionTitleMax: 100,
  missionTextMax: 500,
  departmentsMax: 20,
  divisionsMax: 20,
  unitNameMax: 60,
  memberTextMax: 100,
  orderMax: 500,
  importRowsMax: 300,
};

export const CABINET_MESSAGES = {
  created: 'Kabinet berhasil ditambahkan!',
  updated: 'Kabinet berhasil diperbarui!',
  activated: (name: string) => `Kabinet ${name} sekarang aktif.`,
  deleted: 'Kabinet berhasil dihapus!',
  structureSaved: 'Struktur kabinet berhasil disimpan!',
  notFound: 'Kabinet tidak ditemukan.',
  nameRequired: 'Nama kabinet wajib diisi.',
  nameTooLong: 'Nama kabinet maksimal 60 karakter.',
  periodInvalid: 'Periode harus berupa dua tahun berurutan, misalnya 2026/2027.',
  taken: 'Kabinet dengan nama dan periode ini sudah ada.',
  taglineRequired: 'Tagline wajib diisi.',
  taglineTooLong: 'Tagline maksimal 120 karakter.',
  nameMeaningRequired: 'Makna nama kabinet wajib diisi.',
  nameMeaningTooLong: 'Makna nama kabinet maksimal 1000 karakter.',
  visionRequired: 'Visi wajib diisi.',
  visionTooLong: 'Visi maksimal 1000 karakter.',
  missionsInvalid: 'Misi harus berupa daftar berisi judul dan penjelasan.',
  missionsRequired: 'Isi minimal satu misi.',
  missionsTooMany: 'Misi maksimal 10 butir.',
  missionTitleRequired: 'Judul misi wajib diisi.',
  missionTitleTooLong: 'Judul misi maksimal 100 karakter.',
  missionTextRequired: 'Penjelasan misi wajib diisi.',
  missionTextTooLong: 'Penjelasan misi maksimal 500 karakter.',
  logoRequired: 'Logo kabinet wajib diunggah.',
  oneLogoOnly: 'Unggah satu logo saja.',
  oneStructureOnly: 'Unggah satu gambar struktur organisasi saja.',
  structureAltTooLong: 'Deskripsi bagan maksimal 1000 karakter.',
  designedCardsInvalid: 'Pilihan kartu foto tidak valid.',
  copyFromNotFound: 'Kabinet yang strukturnya disalin tidak ditemukan.',
  deleteActive: 'Kabinet yang sedang aktif tidak dapat dihapus. Aktifkan kabinet lain terlebih dahulu.',
  structureInvalid: 'Struktur harus berupa daftar departemen beserta divisinya.',
  departmentsRequired: 'Isi minimal satu departemen.',
  departmentsTooMany: 'Departemen maksimal 20.',
  divisionsTooMany: 'Divisi dalam satu departemen maksimal 20.',
  unitNameRequired: 'Nama wajib diisi.',
  unitNameTooLong: 'Nama maksimal 60 karakter.',
  departmentDuplicate: (name: string) => `Nama departemen "${name}" dipakai lebih dari sekali.`,
  divisionDuplicate: (name: string) => `Nama divisi "${name}" dipakai lebih dari sekali dalam departemen ini.`,
  departmentUnknown: 'Departemen ini bukan bagian dari kabinet ini. Muat ulang halaman lalu coba lagi.',
  divisionUnknown: 'Divisi ini bukan bagian dari departemen ini. Muat ulang halaman lalu coba lagi.',
  departmentHasMembers: (name: string) =>
    `Departemen "${name}" masih memiliki anggota. Pindahkan atau hapus anggotanya terlebih dahulu.`,
  divisionHasMembers: (name: string) =>
    `Divisi "${name}" masih memiliki anggota. Pindahkan atau hapus anggotanya terlebih dahulu.`,
} as const satisfies CabinetMessages;

/** The longest `missions` JSON text read (ten points at their longest, with room for escapes). */
const MISSIONS_JSON_MAX = 20_000;

/** Field errors by field name (`missions.0.title` for a mission's). */
type FieldErrors = Record<string, string[]>;

/** The text fields of an add or an edit, as sent (multipart, `missions` a JSON text). Absent: unchanged on an edit. */
export interface CabinetText {
  name?: string;
  period?: string;
  tagline?: string;
  name_meaning?: string;
  vision?: string;
  missions?: string;
  structure_alt?: string;
}

/** The cleaned text fields of an add or an edit (only those sent). */
interface CabinetData {
  name?: string;
  period?: string;
  tagline?: string;
  name_meaning?: string;
  vision?: string;
  /** Stored as JSON: plain `{ title, text }` objects. */
  missions?: Array<{ [key: string]: string }>;
  structure_alt?: string;
}

/** `YYYY/YYYY` with the second year the one after the first. */
function isPeriod(value: string): boolean {
  if (value.length !== 9 || value[4] !== '/') return false;
  const digits = (s: string) => s.length === 4 && [...s].every((c) => c >= '0' && c <= '9');
  const [from, to] = [value.slice(0, 4), value.slice(5)];
  return digits(from) && digits(to) && Number(to) === Number(from) + 1;
}

/** The slug a cabinet's name and period give (its archive page's address). */
export const cabinetSlug = (name: string, period: string) => slugify(`${name} ${period}`);

/** A required text field's cleaned value, or an error under `field`. */
function textField(
  errors: FieldErrors,
  field: string,
  value: string | undefined,
  {
    required,
    max,
    requiredMessage,
    tooLong,
  }: { required: boolean; max: number; requiredMessage: string; tooLong: string },
): string | undefined {
  if (value === undefined) {
    if (required) errors[field] = [requiredMessage];
    return undefined;
  }
  const clean = value.trim();
  if (!clean) errors[field] = [requiredMessage];
  else if (clean.length > max) errors[field] = [tooLong];
  return clean;
}

/** `missions` (a JSON text of `{ title, text }[]`) read and checked point by point. */
function parseMissions(errors: FieldErrors, value: string | undefined, required: boolean): Mission[] | undefined {
  const M = CABINET_MESSAGES;
  if (value === undefined) {
    if (required) errors.missions = [M.missionsRequired];
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = value.length <= MISSIONS_JSON_MAX ? JSON.parse(value) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed)) {
    errors.missions = [M.missionsInvalid];
    return undefined;
  }
  if (parsed.length === 0) errors.missions = [M.missionsRequired];
  else if (parsed.length > CABINET_LIMITS.missionsMax) errors.missions = [M.missionsTooMany];
  if (errors.missions) return undefined;
  const missions: Mission[] = [];
  parsed.forEach((item: unknown, index) => {
    const point = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    if (typeof point.title !== 'string' || typeof point.text !== 'string') {
      errors[`missions.${index}`] = [M.missionsInvalid];
      return;
    }
    const title = point.title.trim();
    const text = point.text.trim();
    if (!title) errors[`missions.${index}.title`] = [M.missionTitleRequired];
    else if (title.length > CABINET_LIMITS.missionTitleMax) errors[`missions.${index}.title`] = [M.missionTitleTooLong];
    if (!text) errors[`missions.${index}.text`] = [M.missionTextRequired];
    else if (text.length > CABINET_LIMITS.missionTextMax) errors[`missions.${index}.text`] = [M.missionTextTooLong];
    missions.push({ title, text });
  });
  return missions;
}

/**
 * Checks the text fields of an add (`creating`: every field but the chart's description required) or of an edit
 * (only those sent): every field's error, and the cleaned values to store.
 */
export function checkCabinetText(input: CabinetText, creating: boolean): { errors: FieldErrors; data: CabinetData } {
  const M = CABINET_MESSAGES;
  const L = CABINET_LIMITS;
  const errors: FieldErrors = {};
  const name = textField(errors, 'name', input.name, {
    required: creating,
    max: L.nameMax,
    requiredMessage: M.nameRequired,
    tooLong: M.nameTooLong,
  });
  let period: string | undefined;
  if (input.period !== undefined || creating) {
    period = (input.period ?? '').trim();
    if (!isPeriod(period)) errors.period = [M.periodInvalid];
  }
  const tagline = textField(errors, 'tagline', input.tagline, {
    required: creating,
    max: L.taglineMax,
    requiredMessage: M.taglineRequired,
    tooLong: M.taglineTooLong,
  });
  const nameMeaning = textField(errors, 'name_meaning', input.name_meaning, {
    required: creating,
    max: L.longTextMax,
    requiredMessage: M.nameMeaningRequired,
    tooLong: M.nameMeaningTooLong,
  });
  const vision = textField(errors, 'vision', input.vision, {
    required: creating,
    max: L.longTextMax,
    requiredMessage: M.visionRequired,
    tooLong: M.visionTooLong,
  });
  const missions = parseMissions(errors, input.missions, creating);
  let structureAlt: string | undefined;
  if (input.structure_alt !== undefined) {
    structureAlt = input.structure_alt.trim();
    if (structureAlt.length > L.longTextMax) errors.structure_alt = [M.structureAltTooLong];
  }

  const data: CabinetData = {};
  if (name !== undefined) data.name = name;
  if (period !== undefined) data.period = period;
  if (tagline !== undefined) data.tagline = tagline;
  if (nameMeaning !== undefined) data.name_meaning = nameMeaning;
  if (vision !== undefined) data.vision = vision;
  if (missions !== undefined) data.missions = missions.map(({ title, text }) => ({ title, text }));
  // stored as '' when cleared (the mapper answers null)
  if (structureAlt !== undefined) data.structure_alt = structureAlt;
  return { errors, data };
}
