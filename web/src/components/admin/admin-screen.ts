/**
 * An admin screen's entry in the admin area's table. Each admin feature declares its own screens beside it, in
 * `features/admin-<type>/screens.tsx` (`export const screens = [screen(...), ...]`); the admin area gathers them
 * (app/routes/admin/screens.tsx) for its routes and its sidebar. So a screen's path, its link and who may open it
 * (`roles`: besides `pengelola`, who may open everything; `[]` is `pengelola` alone) are written once, in its feature
 * (CONTRIBUTING.md, "Adding a content type"). An admin sees the links of their roles only, and a screen typed by hand
 * outside them shows the server's 403 text. See ADR 055, ADR 079 and ADR 083.
 */
import type { ComponentType } from 'react';
import type { AdminRole } from '@hmrpl/contract';
import { lazyWithRetry } from '@/lib/lazy-with-retry';

/** A screen's link in the sidebar. */
export interface AdminNav {
  label: string;
  /** Its place in the sidebar, ascending (the dashboard is 0, the spec's six first: 10 to 60, then the others). */
  order: number;
  /** Active on this path only. */
  end?: boolean;
}

export interface AdminScreen {
  /** The route below /admin (`''`: the dashboard), as React Router reads it (`berita/edit/:id`). */
  path: string;
  Screen: ComponentType;
  /** A screen in a chunk of its own (it brings the rich-text editor): shown inside a loading boundary. */
  lazy?: boolean;
  /** Its link in the sidebar. */
  nav?: AdminNav;
  /** Who besides `pengelola` may open it and see its link (`[]`: `pengelola` alone), as its routes on the server. */
  roles: readonly AdminRole[];
}

/** A screen's options: its roles, and its sidebar link when it has a label. */
type ScreenOptions = Partial<AdminNav> & { roles: readonly AdminRole[] };

const MADE = new WeakSet<object>();
const made = (entry: AdminScreen) => {
  MADE.add(entry);
  return entry;
};

/** A screen of the admin chunk (typed here: the admin area takes only entries made by `screen` or `lazyScreen`). */
export const screen = (path: string, Screen: ComponentType, options: ScreenOptions): AdminScreen => {
  const { roles, label, order, end } = options;
  const nav = label !== undefined && order !== undefined ? { label, order, ...(end ? { end } : {}) } : undefined;
  return made({ path, Screen, roles, ...(nav ? { nav } : {}) });
};

/** A screen loaded on demand (the news and activity forms bring the rich-text editor). */
export const lazyScreen = (
  path: string,
  load: () => Promise<{ default: ComponentType }>,
  options: { roles: readonly AdminRole[] },
): AdminScreen => made({ path, Screen: lazyWithRetry(load), lazy: true, roles: options.roles });

/** Made by `screen` or `lazyScreen`. */
export const isAdminScreen = (value: unknown): value is AdminScreen =>
  typeof value === 'object' && value !== null && MADE.has(value) && Array.isArray((value as AdminScreen).roles);
