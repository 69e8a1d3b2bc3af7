/**
 * The container (ADR 064), read from the repository's own Dockerfile and docker-compose.yml (scripts/checks/container.mjs,
 * also run by `npm run check`): base images at exact versions, the code root's and read-only for the runtime user,
 * the cms service read-only with a tmpfs for /tmp, volumes for what it writes, no capabilities, no new privileges.
 * Each property is taken away once: the check names it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { containerProblems, pinned } from '../../scripts/checks/container.mjs';

const root = path.resolve(__dirname, '..', '..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');

/** The text with `from` replaced by `to` (which must be there). */
function changed(text: string, from: string | RegExp, to: string): string {
  const out = text.replace(from, to);
  if (out === text) throw new Error(`not in the file: ${from}`);
  return out;
}

describe('the container', () => {
  it('as the repository has it: no problem', () => {
    expect(containerProblems(dockerfile, compose)).toEqual([]);
  });

  it('refuses a base image on a moving tag', () => {
    for (const image of ['node:20-bookworm-slim', 'node:20', 'postgres:16-alpine', 'postgres', 'caddy:2', 'node:lts'])
      expect(pinned(image), image).toBe(false);
    for (const image of [
      'node:20.20.2-bookworm-slim',
      'postgres:16.10-alpine',
      'caddy:2.10.0',
      `node@sha256:${'a'.repeat(64)}`,
    ])
      expect(pinned(image), image).toBe(true);
    expect(
      containerProblems(changed(dockerfile, /FROM node:\S+ AS build/, 'FROM node:20-bookworm-slim AS build'), compose),
    ).toEqual(['Dockerfile: FROM node:20-bookworm-slim is not an exact version or a digest']);
    expect(containerProblems(dockerfile, changed(compose, /image: postgres:\S+/, 'image: postgres:16-alpine'))).toEqual(
      ['docker-compose.yml: db uses postgres:16-alpine, not an exact version or a digest'],
    );
  });

  it('refuses code the runtime user may change', () => {
    expect(
      containerProblems(changed(dockerfile, 'chown -R node:node /data', 'chown -R node:node /data /app/cms'), compose),
    ).toEqual(["Dockerfile: chown gives /app/cms to the runtime user (the code must stay root's, read-only)"]);
    expect(containerProblems(changed(dockerfile, /^USER node$/m, ''), compose)).toEqual([
      'Dockerfile: the CMS does not run as `USER node`',
    ]);
  });

  it('refuses a cms service that may write its code, keeps capabilities or may gain privileges', () => {
    const cases: Array<[string | RegExp, string, string]> = [
      ['    read_only: true\n', '', 'docker-compose.yml: cms is not read_only'],
      ['    tmpfs:\n      - /tmp\n', '', 'docker-compose.yml: cms has no tmpfs for /tmp'],
      [
        '    cap_drop: [ALL]\n    security_opt:\n      - no-new-privileges:true\n    depends_on:\n      db:\n        condition: service_healthy\n    # SIGTERM',
        '    security_opt:\n      - no-new-privileges:true\n    depends_on:\n      db:\n        condition: service_healthy\n    # SIGTERM',
        'docker-compose.yml: cms does not drop every capability (cap_drop: [ALL])',
      ],
      ['      - cms-state:/app/cms/.tmp\n', '', 'docker-compose.yml: cms writes /app/cms/.tmp but no volume holds it'],
      // the scheduled backups (the cms service's first volume of that name; the backup service's comes later)
      ['      - backups:/app/backups\n', '', 'docker-compose.yml: cms writes /app/backups but no volume holds it'],
    ];
    for (const [from, to, problem] of cases)
      expect(containerProblems(dockerfile, changed(compose, from, to)), problem).toEqual([problem]);
    const withoutNoNewPrivileges = compose.replace(
      /(\n {2}cms:[\s\S]*?)\n {4}security_opt:\n {6}- no-new-privileges:true/,
      '$1',
    );
    expect(containerProblems(dockerfile, withoutNoNewPrivileges)).toEqual([
      'docker-compose.yml: cms lacks security_opt no-new-privileges:true',
    ]);
  });
});
