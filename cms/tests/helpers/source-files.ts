/**
 * The repository's code files (not tests, not build output), for the checks that a rule kept in one file is written
 * out nowhere else. Pure file reading: the unit tests use it without booting Strapi.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const SKIPPED = new Set(['node_modules', 'dist', 'build', '.tmp', 'generated', '__tests__']);

/** Every code file under the given folders (paths relative to the repository), tests left out, with its text. */
export function codeFiles(folders: string[]): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(REPO_ROOT, dir))) {
      const rel = `${dir}/${name}`;
      if (SKIPPED.has(name)) continue;
      if (statSync(path.join(REPO_ROOT, rel)).isDirectory()) walk(rel);
      else if (/\.(ts|tsx|js|mjs|cjs|mts)$/.test(name) && !/\.test\.tsx?$/.test(name))
        found.push({ file: rel, text: readFileSync(path.join(REPO_ROOT, rel), 'utf8') });
    }
  };
  folders.forEach(walk);
  return found;
}
