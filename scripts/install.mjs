// The two installs (docs/decisions/026-two-installs-one-react.md): the root (npm workspaces `contract` + `cms`,
// Strapi with its React 18) and `web/` on its own (the SPA with its React 19, nothing else's React in reach).
//
// - `npm install` at the root runs this file as `postinstall`: it installs `web/` and records what was installed.
// - `npm start` and `npm test` call ensureInstalled(): on a fresh clone, or when a package.json or lockfile changed
//   since the last install (a pull, a merge), it runs `npm install` first; otherwise it costs one hash. Then the
//   native packages: after an install (or on another Node, OS or CPU) each is loaded once, and one that does not load
//   gets its twin (lib/native.mjs, ADR 075); the processes started from here use them.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// only lib/: this runs as the root install's postinstall, before cms/ is even copied (Dockerfile)
import { checkNatives, recordedNatives, twinsEnv } from './lib/native.mjs';
import { root, run, webDir } from './lib/repo.mjs';

const stampFile = path.join(root, 'node_modules', '.hmrpl-install');
const manifests = [
  'package.json',
  'package-lock.json',
  'contract/package.json',
  'cms/package.json',
  'web/package.json',
  'web/package-lock.json',
];

const installFields = [
  'workspaces',
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'overrides',
];

/**
 * One hash over the lockfiles and the install-relevant fields of each package.json: it changes when a dependency is
 * added, removed or moved, not when a script or a description is edited.
 */
export function installHash() {
  const hash = createHash('sha256');
  for (const file of manifests) {
    const full = path.join(root, file);
    let content = existsSync(full) ? readFileSync(full, 'utf8') : '';
    if (content && file.endsWith('package.json')) {
      const manifest = JSON.parse(content);
      content = JSON.stringify(installFields.map((field) => manifest[field] ?? null));
    }
    hash.update(`${file}\0${content}\0`);
  }
  return hash.digest('hex');
}

/** Why an install is needed, or null when node_modules match the manifests. */
export function installNeeded() {
  if (!existsSync(path.join(root, 'node_modules'))) return 'no node_modules yet';
  if (!existsSync(path.join(webDir, 'node_modules'))) return 'no web/node_modules yet';
  if (!existsSync(stampFile)) return 'no record of the last install';
  if (readFileSync(stampFile, 'utf8').trim() !== installHash())
    return 'a package.json or lockfile changed since the last install';
  return null;
}

/**
 * Runs `npm install` (the root, then web/ through postinstall) when installNeeded() says so; then puts in the twins of
 * native packages that do not load here (into process.env, so every process started from here uses them) and prints
 * one line for each. bcrypt's fallback is the CMS's own, announced by the CMS.
 * @returns {Promise<import('./lib/native.mjs').Finding[]>}
 */
export async function ensureInstalled() {
  const reason = installNeeded();
  if (reason) {
    console.log(`[hmrpl] installing dependencies (${reason})...`);
    await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
  }
  const findings = (!reason && recordedNatives()) || checkNatives();
  for (const finding of findings) if (finding.name !== '@node-rs/bcrypt') console.log(`[hmrpl] ${finding.line}`);
  Object.assign(process.env, twinsEnv(findings));
  return findings;
}

async function afterRootInstall() {
  console.log('[hmrpl] installing web/ (its own install: one React for the SPA)...');
  await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: webDir });
  writeFileSync(stampFile, `${installHash()}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--after-root-install')) {
  await afterRootInstall().catch((error) => {
    console.error(`[hmrpl] installing web/ failed: ${error.message}`);
    process.exit(1);
  });
}
