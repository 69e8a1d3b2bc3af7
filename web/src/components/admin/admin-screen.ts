/**
 * An admin screen's entry in the admin area's table. Each admin feature declares its own screens beside it, in
 * `features/admin-<type>/screens.tsx` (`export const screens = [screen(...), ...]`); the admin area gathers them
 * (app/routes/admin/screens.tsx) for its routes and its sidebar. So a screen's path, its link and (with the roles
 * work) who may open it are written once, in its feature (CONTRIBUTING.md, "Adding a content type"). See ADR 055 and
 * ADR 079.
 */
import type { ComponentType } from 'react';
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
  // The roles work adds here `roles`: who may open the screen and see its link (pengelola, redaksi, aspirasi).
}

const MADE = new WeakSet<object>();
const made = (entry: AdminScreen) => {
  MADE.add(entry);
  return entry;
};

/** A screen of the admin chunk (typed here: the admin area takes only entries made by `screen` or `lazyScreen`). */
export const screen = (path: string, Screen: ComponentType, nav?: AdminNav): AdminScreen =>
  made({ path, Screen, ...(nav ? { nav } : {}) });

/** A screen loaded on demand (the news and activity forms bring the rich-text editor). */
export const lazyScreen = (path: string, load: () => Promise<{ default: ComponentType }>): AdminScreen =>
  made({ path, Screen: lazyWithRetry(load), lazy: true });

/** Made by `screen` or `lazyScreen`. */
export const isAdminScreen = (value: unknown): value is AdminScreen =>
  typeof value === 'object' && value !== null && MADE.has(value);
