/**
 * The public pages must load no admin chunk. Admin code is reachable only through the two lazy imports of the route
 * table (./routes/login and ./routes/admin); this test fails when any other module imports admin code, statically,
 * dynamically or through a Vite glob (`import.meta.glob`, whose patterns are matched against the files here). The
 * production check, a build whose public pages fetch no admin file, is web/e2e/public.e2e.test.ts.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../../..');

/** Modules that belong to the admin side (as paths relative to src/). */
const ADMIN = [
  /^app\/routes\/admin\//,
  /^app\/routes\/login\b/,
  /^features\/auth\//,
  /^features\/admin-[^/]+\//,
  /^features\/[^/]+\/api\/admin-[^/]+$/,
  /^components\/admin\//,
];
const ADMIN_PACKAGES = [/^xlsx$/, /^tinymce(\/|$)/, /^@tinymce\//];

const isAdminFile = (relative: string) => ADMIN.some((pattern) => pattern.test(relative));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' || name === 'testing' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every import specifier of a file (static, dynamic, re-export), resolved to src-relative paths where local. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = [
    ...code.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
  return specifiers.map((specifier) => {
    if (specifier.startsWith('@/')) return specifier.slice(2);
    if (specifier.startsWith('.'))
      return path
        .relative(SRC, path.resolve(path.dirname(file), specifier))
        .split(path.sep)
        .join('/');
    return `package:${specifier}`;
  });
}

/** A Vite glob pattern (`/src/...`, `@/...` or relative to `file`) as a regular expression over src-relative paths. */
function globPattern(file: string, pattern: string): RegExp {
  const relative = pattern.startsWith('/src/')
    ? pattern.slice('/src/'.length)
    : pattern.startsWith('@/')
      ? pattern.slice(2)
      : path
          .relative(SRC, path.resolve(path.dirname(file), pattern))
          .split(path.sep)
          .join('/');
  const source = relative
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The src-relative files each `import.meta.glob(...)` of a file loads (its patterns, less its `!` patterns). */
function globbedBy(file: string, all: string[]): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/import\.meta\.glob(?:<[^(]*>)?\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g)].flatMap((match) => {
    const patterns = [...match[1]!.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]!);
    const take = patterns.filter((p) => !p.startsWith('!')).map((p) => globPattern(file, p));
    const leave = patterns.filter((p) => p.startsWith('!')).map((p) => globPattern(file, p.slice(1)));
    return all.filter((target) => take.some((re) => re.test(target)) && !leave.some((re) => re.test(target)));
  });
}

describe('admin code boundary', () => {
  const files = sourceFiles(SRC).map((full) => ({
    full,
    relative: path.relative(SRC, full).split(path.sep).join('/'),
  }));
  const everyFile = files.map((file) => file.relative);

  it('finds the admin modules it guards', () => {
    expect(files.filter((file) => isAdminFile(file.relative)).length).toBeGreaterThan(20);
  });

  it('lets no public module import admin code or the admin-only packages', () => {
    const offending: string[] = [];
    for (const file of files) {
      if (isAdminFile(file.relative)) continue;
      for (const target of [...importsOf(file.full), ...globbedBy(file.full, everyFile)]) {
        const allowed = file.relative === 'app/router.tsx' && /^app\/routes\/(login|admin)$/.test(target);
        const admin = target.startsWith('package:')
          ? ADMIN_PACKAGES.some((pattern) => pattern.test(target.slice('package:'.length)))
          : ADMIN.some((pattern) => pattern.test(target) || pattern.test(`${target}/`));
        if (admin && !allowed) offending.push(`${file.relative} -> ${target}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('reads the files a Vite glob loads (the admin area gathers its screens so)', () => {
    const table = files.find((file) => file.relative === 'app/routes/admin/screens.tsx')!;
    const gathered = globbedBy(table.full, everyFile);
    expect(gathered).toContain('features/admin-berita/screens.tsx');
    expect(gathered.every((target) => /^features\/admin-[^/]+\/screens\.tsx$/.test(target))).toBe(true);
  });

  it('loads the admin area and the login page only lazily from the route table', () => {
    const router = readFileSync(path.join(SRC, 'app/router.tsx'), 'utf8');
    expect(router).toMatch(/lazyWithRetry\(\(\) => import\('\.\/routes\/admin'\)\)/);
    expect(router).toMatch(/lazyWithRetry\(\(\) => import\('\.\/routes\/login'\)\)/);
    expect(router).not.toMatch(/^import .*routes\/(admin|login)/m);
  });

  it('keeps TinyMCE and xlsx behind dynamic imports inside the admin area', () => {
    const staticUsers = files
      .filter((file) => importsOf(file.full).some((target) => /^package:(tinymce|@tinymce\/)/.test(target)))
      .map((file) => file.relative);
    expect(staticUsers).toEqual(['components/admin/tinymce-editor.tsx']);
    const editorWrapper = readFileSync(path.join(SRC, 'components/admin/rich-text-editor.tsx'), 'utf8');
    expect(editorWrapper).toMatch(/lazy\(\(\) => import\('\.\/tinymce-editor'\)\)/);
    const exporter = readFileSync(path.join(SRC, 'features/admin-aspirasi/export-responden.ts'), 'utf8');
    expect(exporter).toMatch(/await import\('xlsx'\)/);
    expect(exporter).not.toMatch(/^import .*'xlsx'/m);
  });
});
