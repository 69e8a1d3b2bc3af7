#!/usr/bin/env node
// `npm run check`: the container runs as the README says (ADR 064), read from the Dockerfile and docker-compose.yml
// themselves (there may be no Docker engine where the checks run):
//   - every base image (FROM, `image:`) at an exact version or a digest, never a moving tag (`20-bookworm-slim`, `16`);
//   - the image's code belongs to root: the runtime user (`USER node`) owns only its data folders, never /app or
//     /app/cms as a whole;
//   - the cms service: read_only, a tmpfs for /tmp, a volume for every folder it writes (the uploads, its temp files
//     (TMPDIR), cms/.tmp, the scheduled backups' archives (BACKUP_DIR)), cap_drop ALL, no-new-privileges.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Folders the CMS writes at run time, each of which must be a volume (or tmpfs) of the cms service. */
const CMS_WRITES = ['/data/public', '/data/tmp', '/app/cms/.tmp', '/app/backups'];
/** What `USER node` may own. */
const RUNTIME_OWNED = ['/data', '/data/public', '/data/public/uploads', '/data/tmp', '/app/backups', '/app/cms/.tmp'];

/**
 * `name:tag@sha256:...`, `name@sha256:...`, or a tag with a full version (`20.20.2-bookworm-slim`, `16.10-alpine`,
 * `2.10.0`): at least major.minor, digits first.
 * @param {string} image
 */
export function pinned(image) {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const at = image.lastIndexOf(':');
  if (at < 0 || image.lastIndexOf('/') > at) return false;
  return /^\d+\.\d+(?:\.\d+)?(?:[-.][0-9a-z.-]+)?$/.test(image.slice(at + 1));
}

/**
 * Every problem of the two files (empty: none).
 * @param {string} dockerfile
 * @param {string} composeText
 * @returns {string[]}
 */
export function containerProblems(dockerfile, composeText) {
  const problems = [];
  const lines = dockerfile.replace(/\\\n/g, ' ').split('\n');
  const stages = new Set();
  for (const line of lines) {
    const from = /^\s*FROM\s+(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (!from) continue;
    if (!stages.has(from[1]) && !pinned(from[1]))
      problems.push(`Dockerfile: FROM ${from[1]} is not an exact version or a digest`);
    if (from[2]) stages.add(from[2]);
  }
  if (!lines.some((line) => /^\s*USER\s+node\s*$/.test(line)))
    problems.push('Dockerfile: the CMS does not run as `USER node`');
  for (const line of lines) {
    const chown = /\bchown\s+(?:-\S+\s+)*\S+\s+(.+?)(?:&&|;|$)/.exec(line);
    if (!chown) continue;
    for (const target of chown[1].trim().split(/\s+/)) {
      if (!RUNTIME_OWNED.includes(target))
        problems.push(`Dockerfile: chown gives ${target} to the runtime user (the code must stay root's, read-only)`);
    }
  }

  /** @type {{ services?: Record<string, any> }} */
  const compose = parse(composeText);
  for (const [name, service] of Object.entries(compose.services ?? {})) {
    if (service.image && !pinned(service.image))
      problems.push(`docker-compose.yml: ${name} uses ${service.image}, not an exact version or a digest`);
  }
  const cms = compose.services?.cms;
  if (!cms) return [...problems, 'docker-compose.yml: no cms service'];
  if (cms.read_only !== true) problems.push('docker-compose.yml: cms is not read_only');
  const tmpfs = [cms.tmpfs ?? []].flat().map((entry) => String(entry).split(':')[0]);
  if (!tmpfs.includes('/tmp')) problems.push('docker-compose.yml: cms has no tmpfs for /tmp');
  const mounted = [
    ...(cms.volumes ?? []).map((/** @type {any} */ v) => String(typeof v === 'string' ? v.split(':')[1] : v.target)),
    ...tmpfs,
  ];
  for (const folder of CMS_WRITES)
    if (!mounted.includes(folder)) problems.push(`docker-compose.yml: cms writes ${folder} but no volume holds it`);
  if (![cms.cap_drop ?? []].flat().map(String).includes('ALL'))
    problems.push('docker-compose.yml: cms does not drop every capability (cap_drop: [ALL])');
  if (![cms.security_opt ?? []].flat().some((o) => /^no-new-privileges(?::true)?$/.test(String(o))))
    problems.push('docker-compose.yml: cms lacks security_opt no-new-privileges:true');
  if ([cms.cap_add ?? []].flat().length > 0) problems.push('docker-compose.yml: cms adds capabilities back');
  if (cms.privileged) problems.push('docker-compose.yml: cms is privileged');
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = containerProblems(
    readFileSync(path.join(root, 'Dockerfile'), 'utf8'),
    readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'),
  );
  if (problems.length > 0) {
    for (const problem of problems) console.error(`[container] ${problem}`);
    process.exit(1);
  }
  console.log('[container] base images pinned, code owned by root, cms read-only without capabilities');
}
