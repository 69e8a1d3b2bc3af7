/**
 * One React in the SPA (docs/decisions/026-two-installs-one-react.md): builds web/ with its own vite.config.ts, in
 * memory, and reads Rollup's module graph. Every module of the bundle that comes from a package named react or
 * react-dom must come from the one copy in web/node_modules. A second copy (Strapi's React 18 from the root, or a
 * nested one) gives "Invalid hook call" or a blank page at run time; here it fails the build's test instead.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

const webDir = path.resolve(__dirname, '..');

/** `/x/node_modules/react-dom/cjs/a.js` -> { name: 'react-dom', dir: '/x/node_modules/react-dom' } (the innermost package). */
function packageOf(moduleId: string): { name: string; dir: string } | null {
  const id = moduleId.replace(/^\0/, '').split('?')[0];
  const match = /^(.*\/node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(id);
  return match ? { dir: match[1], name: match[2] } : null;
}

async function bundledPackageDirs(): Promise<Map<string, Set<string>>> {
  const result = await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, manifest: false, minify: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const dirs = new Map<string, Set<string>>();
  for (const output of outputs) {
    for (const item of output.output) {
      if (item.type !== 'chunk') continue;
      for (const id of Object.keys(item.modules)) {
        const pkg = packageOf(id);
        if (!pkg) continue;
        if (!dirs.has(pkg.name)) dirs.set(pkg.name, new Set());
        dirs.get(pkg.name)!.add(pkg.dir);
      }
    }
  }
  return dirs;
}

describe('the built SPA', () => {
  it('holds exactly one React and one ReactDOM, both from web/node_modules', async () => {
    const dirs = await bundledPackageDirs();
    for (const name of ['react', 'react-dom']) {
      expect([...(dirs.get(name) ?? [])], `copies of ${name} in the bundle`).toEqual([
        path.join(webDir, 'node_modules', name),
      ]);
    }
    const version = (name: string) =>
      (JSON.parse(readFileSync(path.join(webDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
        .version;
    const declared = (
      JSON.parse(readFileSync(path.join(webDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
    ).dependencies.react;
    expect(version('react')).toBe(version('react-dom'));
    expect(version('react').split('.')[0]).toBe(declared.replace(/^\D*/, '').split('.')[0]);
  }, 420_000);
});
