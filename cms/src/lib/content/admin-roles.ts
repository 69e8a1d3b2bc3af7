/**
 * The admins' roles (contract part two, "Roles"; ADR 083), one copy for the CMS (the `global::is-admin` policy, the
 * accounts' rules), the admin area (which screens an admin sees) and the MSW fixtures: the three names, their labels,
 * "may this admin use a feature open to these roles", the check of a `roles` input, and the contract's assignment of
 * the admin routes (which the route x role walk holds the CMS's route declarations to, and the fixtures imitate).
 * `pengelola` may use everything; a feature lists only the other roles that may use it (`[]`: `pengelola` alone).
 * The trash's kinds by role (ADR 121) follow from the same table.
 */
import type { AdminRole, TrashType } from '@hmrpl/contract';

export const ADMIN_ROLES: readonly AdminRole[] = ['pengelola', 'redaksi', 'aspirasi'];

/** The roles as the Admin screen names them (its checkboxes and its list). */
export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  pengelola: 'Pengelola',
  redaksi: 'Redaksi',
  aspirasi: 'Aspirasi',
};

/** What each role covers, in the words the Admin screen shows beside its checkbox. */
export const ADMIN_ROLE_HINTS: Record<AdminRole, string> = {
  pengelola: 'Semua fitur, termasuk akun admin, kabinet, pengaturan, riwayat, dan cadangan.',
  redaksi: 'Berita, galeri, kegiatan, awarding, rekrutmen, program kerja, prestasi, dan dokumen.',
  aspirasi: 'Kotak aspirasi dan ekspornya (nama dan NIM mahasiswa).',
};

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);

/** The valid roles a stored value holds, each once, in the list's order (anything else held is ignored). */
export function rolesOf(value: unknown): AdminRole[] {
  if (!Array.isArray(value)) return [];
  return ADMIN_ROLES.filter((role) => value.includes(role));
}

/** May an admin with `held` use a feature open to `allowed` (besides `pengelola`, who may use everything)? */
export const mayUse = (held: readonly AdminRole[], allowed: readonly AdminRole[]): boolean =>
  held.includes('pengelola') || held.some((role) => allowed.includes(role));

type RolesInputProblem = 'required' | 'invalid';

/**
 * A `roles` input: an array of at least one of the three names (a repeated name counts once). Returns the roles
 * in the list's order, or what is wrong with it.
 */
export function parseRoles(value: unknown): { roles: AdminRole[] } | { problem: RolesInputProblem } {
  if (!Array.isArray(value)) return { problem: value === undefined || value === null ? 'required' : 'invalid' };
  if (!value.every(isAdminRole)) return { problem: 'invalid' };
  const roles = rolesOf(value);
  return roles.length === 0 ? { problem: 'required' } : { roles };
}

/**
 * The contract's assignment of the admin routes, by path (method `*`: every method; a path as the router holds it,
 * `/api/admin/berita/:id`, or as called, `/api/admin/berita/7`). Each route declares its own roles on its policy
 * (cms/src/api/<type>/routes/); tests/security-roles.int.test.ts calls every admin route of the live router as each
 * role and fails on one this table does not name or that answers otherwise. A new admin route is a line here.
 */
const ADMIN_ROUTE_ROLES: ReadonlyArray<readonly [method: string, path: RegExp, roles: readonly AdminRole[]]> = [
  // redaksi: the site's content
  ['*', /^\/api\/admin\/(berita|kegiatan|galeri|awarding|rekrutmen|proker|prestasi|dokumen)(\/|$)/, ['redaksi']],
  ['POST', /^\/api\/rekrutmen$/, ['redaksi']],
  // aspirasi: the inbox and its export
  ['GET', /^\/api\/aspirasi$/, ['aspirasi']],
  ['*', /^\/api\/admin\/aspirasi(\/|$)/, ['aspirasi']],
  // pengelola alone: accounts, the cabinet and its handover, members, settings, audit log, backups, the report, the visitors' speed
  [
    '*',
    /^\/api\/admin\/(pengguna|kabinet|serah-terima|anggota|pengaturan|riwayat|cadangan|laporan|kecepatan)(\/|$)/,
    [],
  ],
  // the trash: each admin sees and restores what their roles cover; emptying it is the pengelola's
  ['GET', /^\/api\/admin\/sampah$/, ['redaksi', 'aspirasi']],
  ['POST', /^\/api\/admin\/sampah\/[^/]+\/pulihkan$/, ['redaksi', 'aspirasi']],
  ['DELETE', /^\/api\/admin\/sampah\/[^/]+$/, []],
  // one's own account (password, second factor): every admin
  ['*', /^\/api\/me\//, ['redaksi', 'aspirasi']],
];

/** The roles the contract gives an admin route (besides `pengelola`), or undefined for a path it does not name. */
export function adminRouteRoles(method: string, path: string): readonly AdminRole[] | undefined {
  return ADMIN_ROUTE_ROLES.find(([m, re]) => (m === '*' || m === method) && re.test(path))?.[2];
}

/**
 * The trash by role (ADR 121): an admin sees and restores a trashed item of a kind when they may delete it, i.e. when
 * their roles cover the kind's own delete route `DELETE /api/admin/<kind>/:id` in the table above (`redaksi`: the
 * site's content; `aspirasi`: aspirations; members, whose screen is the pengelola's, `pengelola` alone). A kind
 * without such a route is the pengelola's. The CMS's list and restore and the fixtures' trash both filter with this.
 */
export const trashKindRoles = (kind: TrashType): readonly AdminRole[] =>
  adminRouteRoles('DELETE', `/api/admin/${kind}/:id`) ?? [];

/** The kinds among `kinds` an admin holding `held` sees in the trash and may restore. */
export const trashKindsFor = (held: readonly AdminRole[], kinds: readonly TrashType[]): TrashType[] =>
  kinds.filter((kind) => mayUse(held, trashKindRoles(kind)));

/** May an admin holding `held` delete trashed items for good (the route's roles: `pengelola` alone)? */
export const mayPurgeTrash = (held: readonly AdminRole[]): boolean =>
  mayUse(held, adminRouteRoles('DELETE', '/api/admin/sampah/:id') ?? []);
