/**
 * A machine where no native package loads (ADR 075): every native binding hidden (cms/tests/fixtures/hide-native.cjs).
 * The install step's check (scripts/lib/native.mjs) finds each one, installs the twins, and with them the web app
 * builds (Vite on @rollup/wasm-node and esbuild-wasm), SWC compiles JSX (@swc/wasm), and the built CMS starts, signs
 * the admin in (bcryptjs) and stores an uploaded photo with its WebP copy (@img/sharp-wasm32). better-sqlite3 has no
 * twin: the check says what to do. Needs both builds; the twins are downloaded once into node_modules/.cache.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNatives, twinsEnv, type Finding } from '../../scripts/lib/native.mjs';
import type { RunningCms } from '../../scripts/cms-process.mjs';
import { adminAgent, fetchBytes, galleryForm, pngBytes, removeDir, startOn, tempDir } from './helpers';

const root = path.resolve(__dirname, '..', '..');
const BINDINGS = [
  '^@node-rs/bcrypt-',
  '^@img/sharp-(linux|libvips|darwin|win32)',
  String.raw`^\.\./src/build/Release/sharp`,
  '^@swc/core-',
  '^@esbuild/',
  '^@rollup/rollup-',
];
/** better-sqlite3 loads its compiled file through `bindings` */
const SQLITE = '^bindings$';
const hidden = (patterns: string[]) => ({
  ...process.env,
  NODE_OPTIONS: `--require ${JSON.stringify(path.join(root, 'cms', 'tests', 'fixtures', 'hide-native.cjs'))}`,
  HIDE_NATIVE: patterns.join('|'),
  // esbuild's postinstall copies its binary into esbuild/bin and points its JavaScript there: a path that does not
  // exist sends it back to the platform package, which is hidden
  ESBUILD_BINARY_PATH: path.join(root, 'no-such-esbuild-binary'),
});

/** Runs a command to its end: exit code and output. */
function exec(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

let findings: Finding[];
let work: string;
let cms: RunningCms | undefined;

describe('without native bindings', () => {
  beforeAll(() => {
    work = tempDir('twins');
    findings = checkNatives({ env: hidden([...BINDINGS, SQLITE]), record: path.join(work, 'natives.json') });
  });
  afterAll(async () => {
    await cms?.stop();
    removeDir(work);
  });

  it('finds each native package that does not load, and installs the twin of each that has one', () => {
    const byName = (name: string) => findings.filter((f) => f.name === name);
    for (const [name, twin] of [
      ['sharp', '@img/sharp-wasm32'],
      ['@swc/core', '@swc/wasm'],
      ['esbuild', 'esbuild-wasm'],
      ['rollup', '@rollup/wasm-node'],
    ]) {
      expect(byName(name).length, name).toBeGreaterThan(0);
      for (const finding of byName(name)) {
        expect(finding.twinDir, finding.line).toBeTruthy();
        expect(existsSync(path.join(finding.twinDir!, 'node_modules', twin, 'package.json'))).toBe(true);
        expect(finding.line).toContain(`${twin} ${finding.twinVersion} stands in for it`);
      }
    }
    expect(byName('@node-rs/bcrypt')[0].line).toContain('the CMS uses bcryptjs in worker threads instead');
    expect(byName('better-sqlite3')[0].line).toMatch(/npm rebuild better-sqlite3.*DATABASE_CLIENT=postgres/);
  });

  it('builds the web app with Rollup and esbuild as WebAssembly', async () => {
    const out = path.join(work, 'web-dist');
    const env = { ...hidden(BINDINGS), ...twinsEnv(findings, hidden(BINDINGS)) };
    const started = Date.now();
    const { code, output } = await exec(
      process.execPath,
      [path.join(root, 'web', 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', out, '--emptyOutDir'],
      { cwd: path.join(root, 'web'), env },
    );
    expect(code, output.slice(-3000)).toBe(0);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<div id="root">');
    console.log(`[native-twins] web build on the twins: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // without the twins the same build stops at its first native package
    const bare = await exec(
      process.execPath,
      [path.join(root, 'web', 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', out],
      { cwd: path.join(root, 'web'), env: hidden(BINDINGS) },
    );
    expect(bare.code).not.toBe(0);
  });

  it('compiles the dashboard’s JSX with @swc/wasm (what Strapi’s build uses through @vitejs/plugin-react-swc)', async () => {
    const env = { ...hidden(BINDINGS), ...twinsEnv(findings, hidden(BINDINGS)) };
    const script =
      'import { transform } from "@swc/core";' +
      'const out = await transform("export const A = () => <b>hai</b>;", { filename: "a.tsx", swcrc: false,' +
      ' jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } } } });' +
      'console.log(out.code);';
    const { code, output } = await exec(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.join(root, 'cms'),
      env,
    });
    expect(code, output).toBe(0);
    expect(output).toContain('_jsx("b"');
  });

  it('starts the built CMS: the admin signs in through bcryptjs, a photo is stored through sharp’s WebAssembly build', async () => {
    const env = hidden(BINDINGS);
    cms = await startOn(path.join(work, 'cms'), null, {
      NODE_OPTIONS: env.NODE_OPTIONS!,
      HIDE_NATIVE: env.HIDE_NATIVE!,
      ...twinsEnv(findings, env),
    });
    expect(cms.log()).toMatch(/password hashing: bcryptjs in worker threads/);
    const admin = await adminAgent(cms.baseURL);
    const photo = await pngBytes(7, 1200);
    const res = await admin.post('/api/admin/galeri', galleryForm([photo], ['tanpa biner native']));
    expect(res.status, res.text).toBe(201);
    const [item] = res.body.data as Array<{ image_path: string; image_width: number; image_webp?: string }>;
    expect(item.image_width).toBe(1200);
    expect((await fetchBytes(cms.baseURL, item.image_path)).subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(item.image_webp).toBeTruthy();
    const webp = await fetchBytes(cms.baseURL, item.image_webp!);
    expect(webp.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });
});
