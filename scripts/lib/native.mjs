// The native packages `npm start` and `npm test` load, whether they load on this machine, and their WebAssembly or
// JavaScript twins (ADR 075). After each install (and when Node, the OS or the CPU changed) one child process loads
// each copy; for one that does not load, its twin is installed once into node_modules/.cache/hmrpl-twins/ (never into
// the project's node_modules), and twinsEnv() makes the processes we start use it (./twins/require-hook.cjs). One line
// per fallback says so. bcrypt falls back inside the CMS by itself; better-sqlite3 has no twin (the line says what to
// do). Plain Node and no package: install.mjs imports this before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { npmCommand, root } from './repo.mjs';

const RECORD = path.join(root, 'node_modules', '.hmrpl-native.json');
const TWINS_DIR = path.join(root, 'node_modules', '.cache', 'hmrpl-twins');
const HOOK = path.join(root, 'scripts', 'lib', 'twins', 'require-hook.cjs');

/**
 * @typedef {object} Native
 * @property {string} name
 * @property {[string, string | null][]} users  where it is loaded from: [folder, the package that loads it (or null)]
 * @property {string} probe  JavaScript run with `mod` (the loaded package) that fails when the native part does not
 * @property {string} needs  what stops without it
 * @property {string | null} twin  the package that replaces it, or null
 * @property {'package' | 'loader'} [kind]  package: the twin stands in for the whole package (the same API);
 *   loader: the package's own loader looks for the twin (sharp and `@img/sharp-wasm32`)
 * @property {string} [without]  what happens when it does not load and there is no twin
 */

/** @type {Native[]} */
const NATIVES = [
  {
    name: '@node-rs/bcrypt',
    users: [['cms', null]],
    probe: 'mod.hashSync("x", 4)',
    needs: 'the CMS (password checks)',
    twin: null,
    without: 'the CMS uses bcryptjs in worker threads instead, and its start-up line says so (ADR 075)',
  },
  {
    name: 'better-sqlite3',
    users: [['cms', null]],
    probe: 'new mod(":memory:").close()',
    needs: 'the CMS on SQLite, and the backup and restore of SQLite',
    twin: null,
    without:
      'SQLite has no JavaScript twin Strapi can use: run `npm rebuild better-sqlite3` (it compiles with Python 3 and a ' +
      'C++ compiler: README, "Platforms"), or use PostgreSQL (DATABASE_CLIENT=postgres; its driver is JavaScript)',
  },
  {
    name: 'sharp',
    users: [
      ['cms', null],
      ['cms', '@strapi/upload'],
      ['web', null],
    ],
    probe: 'mod.versions.vips',
    needs: 'the CMS (every uploaded photo, the demo images)',
    twin: '@img/sharp-wasm32',
    kind: 'loader',
  },
  {
    name: '@swc/core',
    users: [['cms', '@vitejs/plugin-react-swc']],
    probe: 'mod.transformSync("let a = 1", {})',
    needs: 'the CMS build (Strapi’s dashboard)',
    twin: '@swc/wasm',
  },
  {
    name: 'esbuild',
    users: [
      ['.', 'vite'],
      ['cms', '@strapi/strapi'],
      ['web', 'vite'],
    ],
    probe: 'mod.transformSync("let a = 1")',
    needs: 'both builds and the web tests',
    twin: 'esbuild-wasm',
  },
  {
    name: 'rollup',
    users: [
      ['.', 'vite'],
      ['web', 'vite'],
    ],
    probe: 'require(path.join(dir, "dist", "parseAst.js")).parseAst("let a = 1")',
    needs: 'both builds and the web tests',
    twin: '@rollup/wasm-node',
  },
];

/**
 * The folder of package `name` as Node finds it from `from` (each enclosing node_modules), or null.
 * @param {string} from
 * @param {string} name
 */
function packageDir(from, name) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * Every installed copy of each native package: `{ native, dir, version }`, one per folder.
 * @returns {{ native: Native, dir: string, version: string }[]}
 */
function nativeCopies() {
  const seen = new Set();
  /** @type {{ native: Native, dir: string, version: string }[]} */
  const copies = [];
  for (const native of NATIVES) {
    for (const [folder, via] of native.users) {
      const base = via ? packageDir(path.join(root, folder), via) : path.join(root, folder);
      const dir = base && packageDir(base, native.name);
      if (!dir || seen.has(dir)) continue;
      seen.add(dir);
      copies.push({ native, dir, version: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version });
    }
  }
  return copies;
}

/**
 * Loads each copy in one child process (a crash stays there) and runs its probe.
 * @param {{ native: Native, dir: string }[]} copies
 * @param {Record<string, string | undefined>} [env] the child's environment (tests preload tests/fixtures/hide-native)
 * @returns {(string | null)[]} per copy: null when it loads, else why not (the error's first line)
 */
function probe(copies, env = process.env) {
  const script = `
    const path = require('node:path');
    const { createRequire } = require('node:module');
    const out = [];
    for (const { dir, probe } of JSON.parse(process.argv[1])) {
      try {
        const require = createRequire(path.join(dir, 'package.json'));
        const mod = require(dir);
        new Function('mod', 'require', 'path', 'dir', probe)(mod, require, path, dir);
        out.push(null);
      } catch (error) {
        out.push(String((error && error.message) || error).trim().split('\\n')[0] || 'it failed');
      }
    }
    process.stdout.write(JSON.stringify(out));`;
  const input = JSON.stringify(copies.map(({ native, dir }) => ({ dir, probe: native.probe })));
  const result = spawnSync(process.execPath, ['-e', script, input], { env, encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    const why = `the probe process ended with ${result.signal ?? result.status}: ${result.stderr.split('\n')[0]}`;
    return copies.map(() => why);
  }
  return JSON.parse(result.stdout);
}

/**
 * The twin's version for a package at `version`: the same when the registry serves it, else the newest with the same
 * major and minor, else the same major (twins follow their package's releases).
 * @param {string} version
 * @param {string[]} served
 */
export function twinVersion(version, served) {
  const [major, minor] = version.split('.');
  const stable = served.filter((v) => /^\d+\.\d+\.\d+$/.test(v));
  if (stable.includes(version)) return version;
  const newest = (/** @type {string[]} */ list) =>
    list.sort((a, b) => {
      const [x, y] = [a, b].map((v) => v.split('.').map(Number));
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    })[list.length - 1] ?? null;
  return (
    newest(stable.filter((v) => v.startsWith(`${major}.${minor}.`))) ??
    newest(stable.filter((v) => v.startsWith(`${major}.`)))
  );
}

/**
 * @param {string[]} args
 * @param {string} [cwd]
 */
function npm(args, cwd = root) {
  const [command, commandArgs, options] = npmCommand(args);
  return spawnSync(command, commandArgs, { ...options, cwd, encoding: 'utf8' });
}

/**
 * Installs `twin` for a package at `version` into its own folder (once), or says why it could not.
 * @param {string} twin
 * @param {string} version
 * @returns {{ dir: string, version: string } | { error: string }}
 */
function installTwin(twin, version) {
  const same = path.join(TWINS_DIR, `${twin.replace('/', '+')}@${version}`);
  if (existsSync(path.join(same, 'node_modules', twin, 'package.json'))) return { dir: same, version };
  const listed = npm(['view', twin, 'versions', '--json']);
  if (listed.status !== 0) return { error: `the registry did not list ${twin} (offline?)` };
  const chosen = twinVersion(version, [].concat(JSON.parse(listed.stdout)));
  if (!chosen) return { error: `the registry has no ${twin} ${version.split('.')[0]}.x` };
  const dir = path.join(TWINS_DIR, `${twin.replace('/', '+')}@${chosen}`);
  if (existsSync(path.join(dir, 'node_modules', twin, 'package.json'))) return { dir, version: chosen };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // --force: @img/sharp-wasm32 says cpu "wasm32", which is what runs it, not this machine's CPU
  const quiet = ['--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', '--force'];
  const got = npm(['install', '--prefix', dir, ...quiet, `${twin}@${chosen}`]);
  if (got.status !== 0)
    return { error: `npm install ${twin}@${chosen} failed: ${got.stderr.trim().split('\n').pop()}` };
  return { dir, version: chosen };
}

/**
 * @typedef {object} Finding
 * @property {string} name
 * @property {string} version
 * @property {string} dir
 * @property {string} error  why the native copy does not load
 * @property {string | null} twin
 * @property {'package' | 'loader'} [kind]
 * @property {string} [twinVersion]
 * @property {string} [twinDir]
 * @property {string} [twinError]
 * @property {string} line  what `npm start` prints
 */

/** This machine, as far as native code cares. */
const machine = () => `${process.platform}-${process.arch}-node${process.versions.modules}`;

/**
 * Probes every native copy, installs the twins of those that do not load, records the outcome, and returns it.
 * @param {{ env?: Record<string, string | undefined>, record?: string }} [options]
 * @returns {Finding[]}
 */
export function checkNatives({ env = process.env, record = RECORD } = {}) {
  const copies = nativeCopies();
  const errors = probe(copies, env);
  /** @type {Finding[]} */
  const findings = [];
  copies.forEach(({ native, dir, version }, i) => {
    const error = errors[i];
    if (!error) return;
    const where = path.relative(root, dir);
    /** @type {Finding} */
    const finding = { name: native.name, version, dir, error, twin: native.twin, kind: native.kind, line: '' };
    if (native.twin) {
      const got = installTwin(native.twin, version);
      if ('dir' in got) Object.assign(finding, { twinVersion: got.version, twinDir: got.dir });
      else finding.twinError = got.error;
    }
    // the error's first sentence
    const reason = error.split(/\.\s/)[0];
    finding.line =
      `${native.name} ${version} (${where}) does not load on this machine (${reason}): ` +
      (finding.twinDir
        ? `${native.twin} ${finding.twinVersion} stands in for it (WebAssembly, slower; needed by ${native.needs})`
        : native.twin
          ? `${native.needs} will stop: its twin ${native.twin} could not be installed (${finding.twinError})`
          : (native.without ?? `${native.needs} will stop`));
    findings.push(finding);
  });
  try {
    writeFileSync(record, `${JSON.stringify({ machine: machine(), findings }, null, 1)}\n`);
  } catch {
    // no node_modules: nothing to keep
  }
  return findings;
}

/**
 * What the last check recorded, or null when there is none for this machine (then run checkNatives()).
 * @returns {Finding[] | null}
 */
export function recordedNatives(record = RECORD) {
  try {
    const saved = JSON.parse(readFileSync(record, 'utf8'));
    return saved.machine === machine() ? saved.findings : null;
  } catch {
    return null;
  }
}

/**
 * The environment that makes Node processes started from here use the installed twins: HMRPL_TWINS (what replaces
 * what) and NODE_OPTIONS with the hook. Empty when nothing needs a twin.
 * @param {Finding[]} findings
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string>}
 */
export function twinsEnv(findings, env = process.env) {
  const twins = findings
    .filter((f) => f.twin && f.twinDir)
    .map((f) =>
      f.kind === 'loader'
        ? { request: f.twin, importer: { name: f.name, version: f.version }, as: f.twin, dir: f.twinDir }
        : { request: f.name, target: { version: f.version }, as: f.twin, dir: f.twinDir },
    );
  if (!twins.length) return {};
  const unique = [...new Set(twins.map((twin) => JSON.stringify(twin)))];
  const require = `--require ${JSON.stringify(HOOK)}`;
  const options = env.NODE_OPTIONS ?? '';
  return {
    HMRPL_TWINS: `[${unique.join(',')}]`,
    NODE_OPTIONS: options.includes(HOOK) ? options : `${options} ${require}`.trim(),
  };
}
