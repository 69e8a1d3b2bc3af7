/**
 * The SPA's server renderer (ADR 113): web/dist/.ssr/entry-server.cjs, built by `vite build --ssr` next to the
 * browser's build (web/src/entry-server.tsx). Loaded once (again only when the file changes) and asked for the HTML
 * of a public page's root from the same first data the page embeds, so the visitor sees the page before any script
 * runs and the SPA hydrates it. Without the file, or when it throws, the page is today's shell (the SPA draws it):
 * a missing or broken server build never costs a visitor more than the head start.
 */
import { createRequire } from 'node:module';
import { statSync } from 'node:fs';
import path from 'node:path';

export const SSR_ENTRY = path.join('.ssr', 'entry-server.cjs');

type Render = (url: string, data: Record<string, unknown>, origin: string) => Promise<string>;

let loaded: { file: string; mtimeMs: number; render: Render | null } | null = null;
const load = createRequire(__filename);

function isRender(value: unknown): value is Render {
  return typeof value === 'function';
}

/** The renderer of the build at `distRoot`, or null (no server build, or one that does not load). */
export function serverRenderer(distRoot: string, warn: (message: string) => void): Render | null {
  const file = path.join(distRoot, SSR_ENTRY);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    loaded = null;
    return null;
  }
  if (loaded?.file === file && loaded.mtimeMs === mtimeMs) return loaded.render;
  let render: Render | null = null;
  try {
    delete load.cache[file];
    const entry: unknown = load(file);
    const candidate = entry && typeof entry === 'object' && 'render' in entry ? entry.render : null;
    render = isRender(candidate) ? candidate : null;
    if (!render) warn(`${file} has no render(): pages are sent without their server-drawn content`);
  } catch (error) {
    warn(`${file} does not load (${(error as Error).message}): pages are sent without their server-drawn content`);
  }
  loaded = { file, mtimeMs, render };
  return render;
}

/**
 * The root's HTML for `url` on the site at `origin` from the page's data (`[swrKey, JSON text]`), or null when there
 * is no renderer or it fails (logged; the page goes out as the shell).
 */
export async function renderRoot(
  distRoot: string,
  url: string,
  origin: string,
  data: Array<[string, string]>,
  log: { warn: (message: string) => void; error: (message: string) => void },
): Promise<string | null> {
  const render = serverRenderer(distRoot, log.warn);
  if (!render) return null;
  try {
    const fallback: Record<string, unknown> = {};
    for (const [key, json] of data) fallback[key] = JSON.parse(json);
    return await render(url, fallback, origin);
  } catch (error) {
    log.error(`server rendering of ${url} failed: ${(error as Error).stack ?? String(error)}`);
    return null;
  }
}
