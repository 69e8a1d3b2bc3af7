/**
 * The files one upload writes, found again when it fails half-way (ADR 038). The upload plugin writes an image's
 * original, renditions and WebP twins concurrently and gives up at the first error, while the other writes may still
 * be running; a clean-up that ran at once could miss a file created a moment later. So the provider's writes are
 * tracked by the upload's random token (every stored name carries it, see upload-name.js), and the
 * clean-up waits for them to settle before it deletes every file with that token.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { uploadsDir } from './disk-space';
import { uploadTokenOf } from './upload-name';

const inFlight = new Map<string, Set<Promise<unknown>>>();

interface ProviderFile {
  hash?: string;
}
type Write = (file: ProviderFile, ...rest: unknown[]) => Promise<unknown>;
type Provider = Partial<Record<'upload' | 'uploadStream', Write>>;

function track(token: string, write: Promise<unknown>) {
  const set = inFlight.get(token) ?? new Set();
  set.add(write);
  inFlight.set(token, set);
  const done = () => {
    set.delete(write);
    if (set.size === 0 && inFlight.get(token) === set) inFlight.delete(token);
  };
  write.then(done, done);
}

/** Wraps the provider's write methods so that every write of one of our uploads is known until it settles. */
export function trackProviderWrites(provider: Provider): void {
  for (const method of ['upload', 'uploadStream'] as const) {
    const original = provider[method];
    if (typeof original !== 'function') continue;
    provider[method] = function trackedWrite(this: unknown, file: ProviderFile, ...rest: unknown[]) {
      const result = Promise.resolve(original.call(this, file, ...rest));
      const token = file?.hash ? uploadTokenOf(file.hash) : undefined;
      if (token) track(token, result);
      return result;
    };
  }
}

/** Waits for the upload's writes in flight, then deletes every file of it in the uploads folder; returns their names. */
export async function removeUploadFiles(strapi: Core.Strapi, token: string): Promise<string[]> {
  if (uploadTokenOf(token) !== token) return [];
  await Promise.allSettled([...(inFlight.get(token) ?? [])]);
  const dir = uploadsDir(strapi);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.includes(token));
  await Promise.all(names.map((name) => rm(path.join(dir, name), { force: true }).catch(() => undefined)));
  return names;
}
