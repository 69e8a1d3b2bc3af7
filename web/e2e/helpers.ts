import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';

/** A real image made on the spot (no binary fixtures in git). */
export async function makeImage(label: string, format: 'png' | 'jpeg' | 'webp' = 'png', width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#0689A0"/><text x="50%" y="50%" font-size="64" fill="#fff" text-anchor="middle" font-family="sans-serif">${label}</text></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

/**
 * The chunks that only the admin area (and /login) can pull in, from Vite's manifest: everything reachable through
 * dynamic imports of src/app/routes/admin/index.tsx and src/app/routes/login.tsx that the public entry and the public
 * routes do not also reach.
 */
export function adminOnlyChunks(distDir: string): string[] {
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean; src?: string };
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const reach = (keys: string[], followDynamic: boolean) => {
    const seen = new Set<string>();
    const stack = [...keys];
    while (stack.length) {
      const key = stack.pop()!;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
      if (followDynamic) stack.push(...(manifest[key].dynamicImports ?? []));
    }
    return seen;
  };
  const adminRoots = Object.keys(manifest).filter((key) => /src\/app\/routes\/(admin\/index|login)\.tsx$/.test(key));
  if (adminRoots.length < 2) throw new Error(`admin entries not found in the manifest: ${Object.keys(manifest).join(', ')}`);
  const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const publicRoots = Object.keys(manifest).filter((key) => /src\/app\/routes\/(public\/|not-found)/.test(key));
  const publicSide = reach([...entry, ...publicRoots], false);
  // public lazy chunks may load their own dynamic imports (lightbox, swiper, ...): those are public too
  for (const key of [...publicSide]) for (const dyn of manifest[key].dynamicImports ?? []) if (!adminRoots.includes(dyn)) reach([dyn], true).forEach((k) => publicSide.add(k));
  const adminSide = reach(adminRoots, true);
  return [...adminSide].filter((key) => !publicSide.has(key)).map((key) => manifest[key].file);
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /login|masuk/i }).click();
  await page.waitForURL(/\/admin$/);
}
