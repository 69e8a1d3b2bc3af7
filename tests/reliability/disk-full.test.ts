/**
 * A full disk is an expected event (cms/src/lib/uploads/disk-space.ts, ADR 038): a real CMS process whose uploads
 * folder is a small tmpfs the test mounts itself (root only: otherwise the test says it was skipped and why).
 *   - an upload that would leave less than the reserve (MIN_FREE_DISK_MB) is refused BEFORE anything is written:
 *     507 "Penyimpanan server penuh. Hubungi pengelola situs.", nothing stored, a warning in the log;
 *   - an upload that passes that check but runs out of space while its files are written (a noise PNG: its
 *     renditions and WebP twins weigh more than what was sent) gets the same 507, and no file of it is left (at
 *     once, not after the sweep's grace period), no row either;
 *   - /api/health reports the free space and turns 503 under the reserve;
 *   - once space is freed, the next upload succeeds.
 * And, on any machine (no mount needed): a process that starts under its reserve says so on its start-up line and in
 * its log, reports 503, and refuses uploads.
 */
import { spawnSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningCms } from '../../scripts/cms-process.mjs';
import {
  adminAgent,
  galleryForm,
  pngBytes,
  query,
  removeDir,
  requireCms,
  startOn,
  tempDir,
  uploadsOn,
} from './helpers';

const MB = 1024 * 1024;
const DISK_FULL = 'Penyimpanan server penuh. Hubungi pengelola situs.';

/** Why the test cannot run here, or null. */
function cannotMount(): string | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0)
    return 'not running as root, so no tmpfs can be mounted for the uploads folder';
  const probe = tempDir('mount-probe');
  const res = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { encoding: 'utf8' });
  if (res.status !== 0) {
    removeDir(probe);
    return `mount refused a tmpfs (${(res.stderr || res.error?.message || '').trim()})`;
  }
  spawnSync('umount', [probe]);
  removeDir(probe);
  return null;
}

const reason = cannotMount();
if (reason) console.warn(`[reliability] disk-full: SKIPPED, ${reason}`);

/** A PNG of noise: compresses badly, so its stored renditions and twins need several times what was sent. */
async function noisePng(width: number, height: number): Promise<Uint8Array> {
  const sharp = requireCms('sharp');
  const raw = randomFillSync(Buffer.alloc(width * height * 3));
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

const freeBytes = (dir: string) => {
  const out = spawnSync('df', ['-B1', '--output=avail', dir], { encoding: 'utf8' }).stdout.trim().split('\n').pop();
  return Number(out);
};

describe.skipIf(Boolean(reason))('a full disk (uploads folder on a small tmpfs)', () => {
  const dir = tempDir('disk-full');
  const uploads = path.join(dir, 'public', 'uploads');
  const filler = path.join(uploads, '.filler');
  let cms: RunningCms | undefined;

  /** Fills the tmpfs until `leave` bytes are free. */
  function fillTo(leave: number) {
    rmSync(filler, { force: true });
    const size = freeBytes(uploads) - leave;
    if (size > 0) writeFileSync(filler, Buffer.alloc(size, 1));
  }

  afterAll(async () => {
    await cms?.stop();
    spawnSync('umount', [uploads]);
    removeDir(dir);
  });

  it('refuses with 507 before writing, cleans up a write that ran out, reports it, and recovers', async () => {
    mkdirSync(uploads, { recursive: true });
    expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=40m', 'tmpfs', uploads]).status).toBe(0);
    cms = await startOn(dir, null, { MIN_FREE_DISK_MB: '2' });
    expect(cms.log()).toMatch(/HMRPL siap .*\| disk \d+ MB free/);
    const admin = await adminAgent(cms.baseURL);
    const rows = async () => (await query<{ n: number | string }>(dir, null, 'SELECT count(*) AS n FROM files'))[0]!.n;

    // room for it: stored
    const first = await admin.post('/api/admin/galeri', galleryForm([await pngBytes(1, 1200)], ['pertama']));
    expect(first.status).toBe(201);
    const health = await fetch(`${cms.baseURL}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', disk: { status: 'ok', min_free_mb: 2 } });

    // 1. the check before writing: 3 MB free, 2 MB reserve, a 1.6 MB photo -> 507, nothing written
    const photo = await noisePng(800, 680);
    expect(photo.length).toBeGreaterThan(1.5 * MB);
    fillTo(3 * MB);
    let before = uploadsOn(dir);
    let rowCount = await rows();
    const refused = await admin.post('/api/admin/galeri', galleryForm([photo], ['tidak muat']));
    expect(refused.status).toBe(507);
    expect(refused.body).toEqual({ message: DISK_FULL });
    expect(uploadsOn(dir)).toEqual(before);
    expect(await rows()).toBe(rowCount);
    expect(cms.log()).toMatch(/\[disk\] upload refused: \d+ MB free/);

    // 2. out of space mid-write: the check passes (what was sent fits above the reserve) but the renditions and
    //    WebP twins do not -> 507, and not one file of the upload is left, at once
    const big = await noisePng(1600, 1200);
    fillTo(big.length + 2.5 * MB);
    before = uploadsOn(dir);
    rowCount = await rows();
    const ranOut = await admin.post('/api/admin/galeri', galleryForm([big], ['kehabisan']));
    expect(ranOut.status).toBe(507);
    expect(ranOut.body).toEqual({ message: DISK_FULL });
    expect(uploadsOn(dir)).toEqual(before);
    expect(await rows()).toBe(rowCount);
    expect(cms.log()).toMatch(/ran out of space mid-write/);

    // 3. under the reserve, health says so (503) with the free space
    fillTo(1 * MB);
    const low = await fetch(`${cms.baseURL}/api/health`);
    expect(low.status).toBe(503);
    const lowBody = (await low.json()) as { disk: { status: string; free_mb: number } };
    expect(lowBody.disk.status).toBe('low');
    expect(lowBody.disk.free_mb).toBeLessThan(2);

    // 4. space freed: the next upload succeeds, files and row
    rmSync(filler, { force: true });
    const again = await admin.post('/api/admin/galeri', galleryForm([big], ['setelah dikosongkan']));
    expect(again.status).toBe(201);
    const stored = again.body.data[0] as { image_path: string; image_webp?: string };
    expect(uploadsOn(dir)).toContain(stored.image_path);
    expect(uploadsOn(dir)).toContain(stored.image_webp!);
    expect((await fetch(`${cms.baseURL}/api/health`)).status).toBe(200);
  });
});

describe('a process that starts with too little free disk', () => {
  let cms: RunningCms | undefined;
  const dir = tempDir('disk-low');
  afterAll(async () => {
    await cms?.stop();
    removeDir(dir);
  });

  it('warns on its start-up line and in its log, reports 503, and refuses uploads with 507', async () => {
    // a reserve larger than any disk here: free space is always under it
    cms = await startOn(dir, null, { MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) });
    const log = cms.log();
    expect(log).toMatch(/warn.*HMRPL siap .*\| disk \d+ MB free \(UNDER the \d+ MB reserve: uploads refused\)/);
    expect(log).toMatch(/error.*\[disk\] \d+ MB free for uploads .*: uploads are refused \(507\)/);
    const health = await fetch(`${cms.baseURL}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'error', database: 'ok', disk: { status: 'low' } });
    const admin = await adminAgent(cms.baseURL);
    const res = await admin.post('/api/admin/galeri', galleryForm([await pngBytes(3, 200)], ['tidak muat']));
    expect(res.status).toBe(507);
    expect(res.body).toEqual({ message: DISK_FULL });
    expect(uploadsOn(dir)).toEqual([]);
  });
});
