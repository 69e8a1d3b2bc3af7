import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { appChunkKey } from '../../scripts/lib/first-load.mjs';

/** Types into the rich-text editor (TinyMCE, self-hosted) of the form on `page`. */
export async function typeInEditor(page: Page, text: string) {
  const body = page.frameLocator('iframe.tox-edit-area__iframe').locator('body');
  await body.click();
  await page.keyboard.type(text);
}

/** Kelola Kegiatan's edit screen of activity `id`: opened and loaded (its editor there), changed by `change`, saved. */
export async function editActivity(page: Page, id: number, change: () => Promise<void>) {
  await page.goto(`/admin/kegiatan/edit/${id}`);
  await page.locator('iframe.tox-edit-area__iframe').waitFor();
  await change();
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await page.getByText('Kegiatan berhasil diperbarui!').waitFor();
}

/** A real image made on the spot (no binary fixtures in git). */
export async function makeImage(
  label: string,
  format: 'png' | 'jpeg' | 'webp' = 'png',
  width = 1200,
  height = 800,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#0689A0"/><text x="50%" y="50%" font-size="64" fill="#fff" text-anchor="middle" font-family="sans-serif">${label}</text></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

/** A one-page PDF as a writer makes it (the CMS checks its bytes; no binary fixtures in git). */
export const ONE_PAGE_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/**
 * What the public side of the SPA may load, from Vite's manifest: the entry, the public routes and whatever they import
 * (statically or lazily: the carousel, the lightbox...). Everything else the entry imports lazily (/login and the admin
 * area) and all it pulls in is admin-only.
 */
export function chunkSides(distDir: string): { publicFiles: Set<string>; adminOnlyFiles: string[] } {
  type Chunk = {
    file: string;
    name?: string;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
    isEntry?: boolean;
  };
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  // the app itself: the entry, or the chunk the entry starts once a server-drawn page has loaded (src/main.tsx)
  const app = appChunkKey(manifest, entry);
  // walks imports (and lazy imports when asked) but never back into the entry or the app, whose lazy imports are
  // classified below
  const reach = (keys: string[], followDynamic: boolean) => {
    const seen = new Set<string>();
    const stack = [...keys];
    while (stack.length) {
      const key = stack.pop()!;
      if (seen.has(key) || !manifest[key] || ((key === entry || key === app) && !keys.includes(key))) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
      if (followDynamic) stack.push(...(manifest[key].dynamicImports ?? []));
    }
    return seen;
  };
  const lazy = [
    ...(manifest[entry]!.dynamicImports ?? []).filter((key) => key !== app),
    ...(app === entry ? [] : (manifest[app]!.dynamicImports ?? [])),
  ];
  const isPublic = (key: string) =>
    // the visitors' speed reporter (src/lib/speed-report.ts, ADR 122) is the public pages' lazy chunk too
    /^src\/(app\/routes\/(public\/|not-found)|features\/(?!admin-)|components\/layouts\/|lib\/speed-report\.ts$)/.test(
      key,
    );
  const publicSide = new Set([...reach([entry, app], false), ...reach(lazy.filter(isPublic), true)]);
  const adminSide = reach(
    lazy.filter((key) => !isPublic(key)),
    true,
  );
  const files = (keys: Iterable<string>) =>
    [...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]);
  const publicFiles = new Set(files(publicSide));
  return { publicFiles, adminOnlyFiles: files(adminSide).filter((file) => !publicFiles.has(file)) };
}

/** axe-core's browser build, read once. */
let axeSource: string | undefined;

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page as it is and fails on any serious or critical violation. The script is evaluated
 * through the DevTools protocol (page.evaluate), which the page's CSP does not govern, so the journeys keep
 * running under the real CSP (a <script> tag would need a context opened with `bypassCSP`).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const findings = await page.evaluate(async () => {
    type Result = {
      violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
    };
    const { axe } = window as Window & { axe?: { run: (context: Document, options: object) => Promise<Result> } };
    if (!axe) throw new Error('axe-core was not injected');
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  });
  const serious = findings.filter(
    (finding: AxeFinding) => finding.impact === 'serious' || finding.impact === 'critical',
  );
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/** Presses Tab (Shift+Tab when `backward`) until `target` has the focus, at most `limit` times; fails if it never does. */
export async function tabTo(page: Page, target: Locator, { backward = false, limit = 60 } = {}) {
  const seen: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    if (
      await target
        .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
        .catch(() => false)
    )
      return;
    seen.push(
      await page.evaluate(
        () => `${document.activeElement?.tagName}:${document.activeElement?.textContent?.slice(0, 20)}`,
      ),
    );
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(
    `Tab never reached ${target} (focus is on ${focused}; went through ${seen.slice(0, 30).join(' | ')})`,
  );
}
