/**
 * The two checks `npm run check` runs for other machines (ADR 076, ADR 077): lockfiles that lack a served optional
 * binding fail, against a registry of the test's own (what it serves, how often it is asked, offline); a Dockerfile or
 * compose file that ties the image to one architecture fails. The real Dockerfile passes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeAssumptions, dockerfileAssumptions } from '../../scripts/checks/docker-platforms.mjs';
import { FIX_COMMAND, checkLockfiles, lackingOptionals } from '../../scripts/checks/lockfile-bindings.mjs';
import { twinVersion } from '../../scripts/lib/native.mjs';
import { commandFor } from '../../scripts/lib/repo.mjs';

const repo = path.resolve(__dirname, '..', '..');

/** A lockfile as npm writes it: a workspace, a tool with per-platform bindings, a nested older copy. */
const LOCK = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'x', workspaces: ['cms'] },
    cms: { version: '1.0.0', optionalDependencies: { 'ws-native': '1.0.0' } },
    'node_modules/@x/cms': { link: true, resolved: 'cms' },
    'node_modules/ws-native': { version: '1.0.0', optional: true },
    'node_modules/tool': {
      version: '2.0.0',
      optionalDependencies: {
        '@x/tool-darwin-arm64': '2.0.0',
        '@x/tool-linux-x64-gnu': '2.0.0',
        fsevents: '~2.3.2',
      },
    },
    'node_modules/@x/tool-linux-x64-gnu': { version: '2.0.0', optional: true },
    'node_modules/fsevents': { version: '2.3.3', optional: true },
    'node_modules/other/node_modules/tool': {
      version: '1.0.0',
      optionalDependencies: { '@x/tool-linux-x64-gnu': '1.0.0', '@x/tool-win32-x64-msvc': '1.0.0' },
    },
    'node_modules/other/node_modules/@x/tool-win32-x64-msvc': { version: '1.0.0', optional: true },
  },
};

describe('lockfile-bindings: what a lockfile lacks', () => {
  it('finds each declared optional dependency Node would not find, and a copy that does not fit the range', () => {
    expect(lackingOptionals(LOCK)).toEqual([
      { from: 'node_modules/tool', fromVersion: '2.0.0', name: '@x/tool-darwin-arm64', range: '2.0.0' },
      {
        from: 'node_modules/other/node_modules/tool',
        fromVersion: '1.0.0',
        name: '@x/tool-linux-x64-gnu',
        range: '1.0.0',
        found: '2.0.0',
      },
    ]);
  });
});

describe('lockfile-bindings: against a registry', () => {
  // served: name -> versions
  const served: Record<string, string[]> = {
    '@x/tool-darwin-arm64': ['2.0.0'],
    '@x/tool-linux-x64-gnu': ['2.0.0'],
    fsevents: ['2.3.2', '2.3.3'],
  };
  for (let i = 0; i < 20; i += 1) served[`@y/many-${i}`] = ['1.0.0'];
  let server: Server;
  let registry: string;
  let requests = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  let dir: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests += 1;
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      // `/<name>` or `/<name>/<version>`, a scope's slash written %2f
      const [name, version] = req.url!.slice(1).split('/').map(decodeURIComponent);
      setTimeout(() => {
        inFlight -= 1;
        const versions = served[name];
        if (!versions || (version && !versions.includes(version))) {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            version ? { name, version } : { name, versions: Object.fromEntries(versions.map((v) => [v, {}])) },
          ),
        );
      }, 20);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    dir = mkdtempSync(path.join(tmpdir(), 'hmrpl-lockfiles-'));
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const write = (name: string, lock: object) => {
    const file = path.join(dir, name);
    writeFileSync(file, JSON.stringify(lock));
    return file;
  };
  const run = async (files: string[], options: { registry: string; cache: Record<string, never> | object }) => {
    const lines: string[] = [];
    const result = await checkLockfiles(files, {
      ...options,
      cache: options.cache as never,
      log: (l) => lines.push(l),
    });
    return { ...result, out: lines.join('\n') };
  };

  it('fails on a binding the registry serves, says what to run, and lists what it does not serve', async () => {
    const { ok, missing, notServed, out } = await run([write('a.json', LOCK)], { registry, cache: {} });
    expect({ ok, missing, notServed }).toEqual({ ok: false, missing: 1, notServed: 1 });
    expect(out).toContain('LACKS 1 optional dependencies the registry serves');
    expect(out).toContain('node_modules/tool 2.0.0: @x/tool-darwin-arm64@2.0.0');
    expect(out).toContain(`does not serve`);
    expect(out).toContain('node_modules/other/node_modules/tool 1.0.0: @x/tool-linux-x64-gnu@1.0.0 (it holds 2.0.0)');
    expect(out).toContain(`Fix: ${FIX_COMMAND}`);
  });

  it('passes when only unserved ones are missing, asks about ranges, and asks once per version', async () => {
    const lock = structuredClone(LOCK) as typeof LOCK & { packages: Record<string, object> };
    lock.packages['node_modules/@x/tool-darwin-arm64'] = { version: '2.0.0', optional: true };
    delete (lock.packages as Record<string, object>)['node_modules/fsevents'];
    const cache = {};
    requests = 0;
    const first = await run([write('b.json', lock), write('c.json', lock)], { registry, cache });
    expect(first).toMatchObject({ ok: false, missing: 2, notServed: 2 }); // fsevents ~2.3.2 is served: 2.3.3
    expect(first.out).toContain('fsevents@~2.3.2');
    expect(first.asked).toBe(2); // fsevents@~2.3.2 and @x/tool-linux-x64-gnu@1.0.0, once for both files
    expect(requests).toBe(2);
    lock.packages['node_modules/fsevents'] = { version: '2.3.3', optional: true };
    const again = await run([write('b.json', lock)], { registry, cache });
    expect(again).toMatchObject({ ok: true, missing: 0, notServed: 1, asked: 0 });
    expect(requests).toBe(2);
  });

  it('asks in parallel, at most 8 at a time', async () => {
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`@y/many-${i}`, '1.0.0']));
    mostInFlight = 0;
    const started = Date.now();
    const { asked, missing } = await run([write('d.json', { packages: { '': { optionalDependencies: many } } })], {
      registry,
      cache: {},
    });
    expect({ asked, missing }).toEqual({ asked: 20, missing: 20 });
    expect(mostInFlight).toBe(8);
    expect(Date.now() - started).toBeLessThan(20 * 20); // not one after the other
  });

  it('offline: goes by what it was told before, and fails on what it never could ask', async () => {
    const closed = 'http://127.0.0.1:9/'; // the discard port: nothing listens
    const cache = {};
    await run([write('e.json', LOCK)], { registry: closed, cache: {} }).then(({ ok, out }) => {
      expect(ok).toBe(false);
      expect(out).toContain('could not be asked about');
      expect(out).toContain('Offline: run this check again with the registry in reach');
    });
    // told once (online) that the nested binding is not served; a day later, offline, that answer still counts
    const lock = structuredClone(LOCK) as typeof LOCK & { packages: Record<string, object> };
    lock.packages['node_modules/@x/tool-darwin-arm64'] = { version: '2.0.0', optional: true };
    await run([write('f.json', lock)], { registry, cache });
    for (const answer of Object.values(cache) as Array<{ at: number }>) answer.at -= 2 * 24 * 3600 * 1000;
    const moved = Object.fromEntries(
      Object.entries(cache).map(([key, value]) => [key.replace(registry, closed), value]),
    );
    const offline = await run([write('f.json', lock)], { registry: closed, cache: moved });
    expect(offline).toMatchObject({ ok: true, notServed: 1 });
    expect(offline.out).toContain('registry not reachable');
  });
});

describe('docker-platforms', () => {
  it('finds nothing in the real Dockerfile and docker-compose.yml', () => {
    const real = dockerfileAssumptions(readFileSync(path.join(repo, 'Dockerfile'), 'utf8'));
    expect(real.findings).toEqual([]);
    expect(real.stages.length).toBeGreaterThanOrEqual(2);
    expect(composeAssumptions(readFileSync(path.join(repo, 'docker-compose.yml'), 'utf8'))).toEqual([]);
  });

  it('finds each way of tying the image to one architecture', () => {
    const { findings, pinned } = dockerfileAssumptions(
      [
        'FROM --platform=linux/amd64 node:20-bookworm-slim AS build',
        'FROM amd64/node:20',
        'FROM node:20-bookworm-slim@sha256:' + 'a'.repeat(64),
        '# x86_64 in a comment is fine',
        'RUN curl -fsSL https://example.org/tool-linux-x64.tar.gz \\',
        '  | tar -xz',
        'RUN npm install --cpu=x64 --os=linux sharp',
        'ENV LD_LIBRARY_PATH=/usr/lib/x86_64-linux-gnu',
        // allowed: the build machine's own platform for a tool stage, and an architecture chosen from TARGETARCH
        'FROM --platform=$BUILDPLATFORM node:20-bookworm-slim AS tools',
        'RUN case "$TARGETARCH" in amd64) A=x64 ;; arm64) A=arm64 ;; esac && echo $A',
      ].join('\n'),
    );
    expect(findings.map((f) => f.line)).toEqual([1, 2, 5, 7, 8]);
    expect(findings[0].why).toContain('--platform=linux/amd64');
    expect(findings[2].text).toContain('| tar -xz'); // the continued line is one instruction
    expect(pinned).toEqual([{ line: 3, image: `node:20-bookworm-slim@sha256:${'a'.repeat(64)}` }]);
    expect(composeAssumptions('services:\n  cms:\n    platform: linux/amd64\n    build: .\n')).toEqual([
      { line: 3, text: 'platform: linux/amd64', why: 'pins the service to one architecture' },
    ]);
  });
});

describe('commands on Windows (scripts/lib/repo.mjs)', () => {
  it('starts npm and npx through a shell there, with arguments that hold spaces quoted; elsewhere as they are', () => {
    const args = ['run', 'test:e2e', '--', '--outputFile.json=C:\\Users\\Nama Saya\\hmrpl\\e2e.json'];
    expect(commandFor('npm', args, 'win32')).toEqual([
      'npm',
      ['run', 'test:e2e', '--', '"--outputFile.json=C:\\Users\\Nama Saya\\hmrpl\\e2e.json"'],
      { shell: true },
    ]);
    expect(commandFor('npx', ['strapi', 'start'], 'win32')).toEqual(['npx', ['strapi', 'start'], { shell: true }]);
    expect(commandFor('npm', args, 'linux')).toEqual(['npm', args, {}]);
    expect(commandFor('npm', args, 'darwin')).toEqual(['npm', args, {}]);
    expect(commandFor('git', ['status'], 'win32')).toEqual(['git', ['status'], {}]);
  });
});

describe('the version of a twin (scripts/lib/native.mjs)', () => {
  it('is the package’s own version when served, else the newest of its minor, else of its major', () => {
    const served = ['4.67.4', '4.68.3', '4.68.4', '4.69.0-beta.1', '5.0.0'];
    expect(twinVersion('4.68.4', served)).toBe('4.68.4');
    expect(twinVersion('4.68.7', served)).toBe('4.68.4');
    expect(twinVersion('4.70.1', served)).toBe('4.68.4');
    expect(twinVersion('4.68.10', ['4.68.9', '4.68.10'])).toBe('4.68.10');
    expect(twinVersion('4.68.11', ['4.68.9', '4.68.10'])).toBe('4.68.10'); // by number, not by text
    expect(twinVersion('6.0.0', served)).toBeNull();
  });
});
