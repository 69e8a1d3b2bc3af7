#!/usr/bin/env node
// `npm run check`: each lockfile holds every optional dependency its packages declare that the registry serves (the
// native bindings of other platforms: Rollup's, SWC's, esbuild's, sharp's, bcrypt's), so that npm 10 on a Mac or an
// ARM server installs them (npm/cli#4828). It asks the registry only about entries a lockfile lacks, in parallel, and
// keeps the answers per version in node_modules/.cache/lockfile-bindings.json; it prints those the registry does not
// serve. Offline it goes by the cache; a lacking entry the registry could not be asked about fails the check.
// `--fix` has npm write what is missing. Other lockfiles: `node scripts/checks/lockfile-bindings.mjs FILE...`. ADR 076.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { npmCommand, root } from '../lib/repo.mjs';

export const LOCKFILES = ['package-lock.json', 'web/package-lock.json'];
export const FIX_COMMAND = 'node scripts/checks/lockfile-bindings.mjs --fix';
const CACHE_FILE = path.join(root, 'node_modules', '.cache', 'lockfile-bindings.json');
/** A "not served" answer is asked again after a day (a registry may catch up); a served version stays served. */
const NOT_SERVED_TTL_MS = 24 * 3600 * 1000;
const PARALLEL = 8;
const TIMEOUT_MS = 10_000;

/**
 * @typedef {{ version?: string, link?: boolean, optional?: boolean, resolved?: string, name?: string, workspaces?: string[], optionalDependencies?: Record<string, string> }} LockEntry
 * @typedef {{ packages?: Record<string, LockEntry> }} Lockfile
 * @typedef {{ from: string, fromVersion: string, name: string, range: string, found?: string }} Lacking
 *   an optional dependency the lockfile does not hold (`found`: the version it holds where that does not fit the range)
 * @typedef {{ served: string | null, at: number }} Answer  the newest served version in the range, or null
 * @typedef {Record<string, Answer>} Cache  by `registry name@range`
 */

/**
 * Where Node would find `name` from the package at `from` (a lockfile key), or null: its own node_modules, then each
 * enclosing one up to the root's.
 * @param {Record<string, LockEntry>} packages
 * @param {string} from
 * @param {string} name
 */
function resolveIn(packages, from, name) {
  let dir = from;
  for (;;) {
    const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[key]) return key;
    if (!dir) return null;
    const nested = dir.lastIndexOf('/node_modules/');
    dir = nested >= 0 ? dir.slice(0, nested) : '';
  }
}

/**
 * Every optional dependency a package of `lock` declares that `lock` does not hold in a version the range allows.
 * @param {Lockfile} lock
 * @returns {Lacking[]}
 */
export function lackingOptionals(lock) {
  const packages = lock.packages ?? {};
  /** @type {Lacking[]} */
  const lacking = [];
  for (const [from, entry] of Object.entries(packages)) {
    if (entry.link) continue; // a workspace's link: its target (the folder's own key) declares the dependencies
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const at = resolveIn(packages, from, name);
      const version = at ? packages[at].version : undefined;
      if (
        at &&
        (!version || !semver.validRange(range) || semver.satisfies(version, range, { includePrerelease: true }))
      )
        continue;
      lacking.push({ from, fromVersion: entry.version ?? '', name, range, ...(version ? { found: version } : {}) });
    }
  }
  return lacking;
}

/** @returns {Cache} */
function readCache() {
  try {
    return JSON.parse(readFileSync(CACHE_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/** @param {Cache} cache */
function writeCache(cache) {
  try {
    mkdirSync(path.dirname(CACHE_FILE), { recursive: true });
    writeFileSync(CACHE_FILE, `${JSON.stringify(cache, null, 1)}\n`);
  } catch {
    // no node_modules yet (or read-only): the next run asks again
  }
}

/**
 * The newest version of `name` the registry serves in `range`, or null when it serves none. Throws when the registry
 * cannot be asked (offline, an error answer).
 * @param {string} registry with a trailing slash
 * @param {string} name
 * @param {string} range
 * @returns {Promise<string | null>}
 */
async function askRegistry(registry, name, range) {
  const exact = semver.valid(range);
  // a pinned version (what bindings declare): its own small document; a range: the package's abbreviated document
  const url = `${registry}${name.replace('/', '%2f')}${exact ? `/${exact}` : ''}`;
  const res = await fetch(url, {
    headers: { accept: 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = /** @type {{ version?: string, versions?: Record<string, unknown> }} */ (await res.json());
  if (exact) return body.version === exact ? exact : null;
  return semver.maxSatisfying(Object.keys(body.versions ?? {}), range);
}

/**
 * Asks the registry about each distinct `name@range`, PARALLEL at a time, through the cache.
 * @param {Lacking[]} lacking
 * @param {{ registry: string, cache?: Cache, now?: number }} options
 * @returns {Promise<{ answers: Map<string, Answer | null>, asked: number, unreachable: string[] }>}
 *   answers by `name@range` (null: no answer at all); `unreachable`: why the registry could not be asked
 */
export async function askAbout(lacking, { registry, cache = {}, now = Date.now() }) {
  const keys = [...new Set(lacking.map((l) => `${l.name}@${l.range}`))];
  /** @type {Map<string, Answer | null>} */
  const answers = new Map();
  /** @type {string[]} */
  const unreachable = [];
  let asked = 0;
  const queue = [...keys];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const cacheKey = `${registry} ${key}`;
      const cached = cache[cacheKey];
      if (cached && (cached.served !== null || now - cached.at < NOT_SERVED_TTL_MS)) {
        answers.set(key, cached);
        continue;
      }
      const at = key.lastIndexOf('@');
      try {
        asked += 1;
        const answer = { served: await askRegistry(registry, key.slice(0, at), key.slice(at + 1)), at: now };
        cache[cacheKey] = answer;
        answers.set(key, answer);
      } catch (error) {
        unreachable.push(`${key}: ${/** @type {Error} */ (error).cause ?? /** @type {Error} */ (error).message}`);
        // offline: a stale answer is better than none
        answers.set(key, cached ?? null);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, keys.length) }, worker));
  return { answers, asked, unreachable };
}

/** The registry npm uses here (npm passes it to scripts when it is not the default). */
function registryUrl() {
  let url = process.env.npm_config_registry;
  if (!url) {
    const [command, args, options] = npmCommand(['config', 'get', 'registry']);
    const got = spawnSync(command, args, { ...options, encoding: 'utf8' });
    url = got.status === 0 ? got.stdout.trim() : '';
  }
  url ||= 'https://registry.npmjs.org/';
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * Checks the lockfiles; prints what they lack and what the registry does not serve.
 * @param {string[]} files lockfile paths (relative to the repository or absolute)
 * @param {{ registry?: string, log?: (line: string) => void, cache?: Cache }} [options]
 * @returns {Promise<{ ok: boolean, missing: number, notServed: number, asked: number }>}
 */
export async function checkLockfiles(files, { registry, log = console.log, cache } = {}) {
  const started = Date.now();
  const found = files.map((file) => {
    const full = path.resolve(root, file);
    return { file, lacking: lackingOptionals(JSON.parse(readFileSync(full, 'utf8'))) };
  });
  const all = found.flatMap((f) => f.lacking);
  const ownCache = cache ?? (all.length ? readCache() : {});
  const registryBase = all.length ? (registry ?? registryUrl()) : '';
  const { answers, asked, unreachable } = all.length
    ? await askAbout(all, { registry: registryBase, cache: ownCache })
    : { answers: new Map(), asked: 0, unreachable: [] };
  if (!cache && asked) writeCache(ownCache);

  let missing = 0;
  let notServed = 0;
  let unknown = 0;
  for (const { file, lacking } of found) {
    const answer = (/** @type {Lacking} */ l) => answers.get(`${l.name}@${l.range}`);
    const served = lacking.filter((l) => answer(l)?.served);
    const absent = lacking.filter((l) => answer(l)?.served === null);
    const unasked = lacking.filter((l) => answer(l) === null);
    missing += served.length;
    notServed += absent.length;
    unknown += unasked.length;
    /** @param {string} title @param {Lacking[]} list */
    const byParent = (title, list) => {
      if (!list.length) return;
      log(`[lockfile-bindings] ${file} ${title}:`);
      /** @type {Map<string, string[]>} */
      const parents = new Map();
      for (const l of list) {
        const parent = `${l.from || '(root)'} ${l.fromVersion}`;
        const held = l.found ? ` (it holds ${l.found})` : '';
        parents.set(parent, [...(parents.get(parent) ?? []), `${l.name}@${l.range}${held}`]);
      }
      for (const [parent, names] of parents) log(`  ${parent}: ${names.join(', ')}`);
    };
    byParent(`LACKS ${served.length} optional dependencies the registry serves`, served);
    byParent(`lacks ${unasked.length} optional dependencies the registry could not be asked about`, unasked);
    byParent(
      `lacks ${absent.length} optional dependencies ${registryBase} does not serve (npm leaves them out: no binary for that platform)`,
      absent,
    );
    if (!lacking.length) log(`[lockfile-bindings] ${file}: every optional dependency its packages declare is there`);
  }
  for (const why of unreachable) log(`[lockfile-bindings] registry not reachable: ${why}`);
  const ok = missing === 0 && unknown === 0;
  if (!ok) {
    log(
      `[lockfile-bindings] FAILED: ${missing + unknown} optional dependencies missing from the lockfiles. Fix: ${FIX_COMMAND}` +
        ' (npm writes them in; then commit package-lock.json and web/package-lock.json)' +
        (unknown ? '. Offline: run this check again with the registry in reach.' : ''),
    );
  }
  log(`[lockfile-bindings] ${files.length} lockfiles, ${asked} registry questions, ${Date.now() - started} ms`);
  return { ok, missing, notServed, asked };
}

/**
 * Has npm write what the lockfiles lack. `npm install --package-lock-only` adds the missing bindings of everything it
 * reaches from the root, but not below a workspace (npm 11.19); for a package found only there, adding it to the root
 * for a moment (and removing it again) makes npm place it anew, bindings included. package.json ends as it was.
 */
async function fix() {
  const quiet = ['--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'];
  /** @param {string[]} args @param {string} cwd */
  const npm = (args, cwd) => {
    const [command, commandArgs, options] = npmCommand(args);
    console.log(`[lockfile-bindings] ${path.relative(root, cwd) || '.'}$ npm ${args.join(' ')}`);
    const result = spawnSync(command, commandArgs, { ...options, cwd, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
  };
  npm(['install', ...quiet], root);
  npm(['install', ...quiet], path.join(root, 'web'));
  const manifestFile = path.join(root, 'package.json');
  const manifestText = readFileSync(manifestFile, 'utf8');
  const manifest = JSON.parse(manifestText);
  const direct = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
  const lacking = lackingOptionals(JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')));
  const cache = readCache();
  const { answers } = await askAbout(lacking, { registry: registryUrl(), cache });
  writeCache(cache);
  /** @type {Map<string, string>} the packages some of whose served bindings are still missing */
  const parents = new Map();
  for (const l of lacking) if (answers.get(`${l.name}@${l.range}`)?.served) parents.set(l.from, l.fromVersion);
  try {
    for (const [from, version] of parents) {
      const name = from.startsWith('node_modules/') ? from.slice('node_modules/'.length) : '';
      if (!name || name.includes('/node_modules/') || direct.has(name)) {
        // a nested copy, or a root dependency npm already walked: nothing more this script can make npm do
        console.log(`[lockfile-bindings] ${from} ${version}: npm will not add its bindings; see ADR 076 (by hand)`);
        continue;
      }
      npm(['install', ...quiet, '--save-dev', '--save-exact', `${name}@${version}`], root);
      npm(['uninstall', ...quiet, '--save-dev', name], root);
    }
  } finally {
    if (readFileSync(manifestFile, 'utf8') !== manifestText) {
      writeFileSync(manifestFile, manifestText);
      npm(['install', ...quiet], root);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.includes('--fix')) await fix();
  const files = args.filter((a) => !a.startsWith('--'));
  const { ok } = await checkLockfiles(files.length ? files : LOCKFILES).catch((error) => {
    console.error(`[lockfile-bindings] ${error.message}`);
    return { ok: false };
  });
  if (!ok) process.exit(1);
  if (!existsSync(path.join(root, 'node_modules')))
    console.log('[lockfile-bindings] (no node_modules: the answers were not kept)');
}
