/**
 * The secrets list is in one place (../secrets.js): the example env files, docker-compose.yml, the README and the
 * code take it from there or agree with it, and no second copy of the list is written anywhere in the code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCKER_ENV_FILES, SECRETS, SECRET_NAMES, secretsFor, type Service } from '../secrets';
import { REPO_ROOT as root, codeFiles } from '../../../../tests/helpers/source-files';

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** The names an env file sets (`NAME=` lines; commented-out lines do not count). */
const namesIn = (file: string) => new Set([...read(file).matchAll(/^([A-Z_][A-Z0-9_]*)=/gm)].map((m) => m[1]));
const secretsIn = (file: string) => SECRET_NAMES.filter((name) => namesIn(file).has(name)).sort();

/** Each compose service's `env_file`, and the names set in its `environment:` block. */
function composeServices(): Record<string, { envFile: string | null; environment: string[] }> {
  const services: Record<string, { envFile: string | null; environment: string[] }> = {};
  let current: string | null = null;
  let inEnvironment = false;
  let inServices = false;
  for (const line of read('docker-compose.yml').split('\n')) {
    if (/^\S/.test(line)) inServices = line.startsWith('services:');
    if (!inServices) continue;
    const service = /^ {2}([a-z][a-z0-9-]*):\s*$/.exec(line);
    if (service) {
      current = service[1];
      services[current] = { envFile: null, environment: [] };
      continue;
    }
    if (!current) continue;
    const key = /^ {4}([a-z_]+):(.*)$/.exec(line);
    if (key) {
      inEnvironment = key[1] === 'environment';
      if (key[1] === 'env_file') services[current].envFile = key[2].trim();
      continue;
    }
    const variable = /^ {6}([A-Z_][A-Z0-9_]*):/.exec(line);
    if (inEnvironment && variable) services[current].environment.push(variable[1]);
  }
  return services;
}

describe('the secrets list', () => {
  it('gives each compose service its own env file, holding exactly the secrets that service needs', () => {
    const services = composeServices();
    expect(Object.keys(services).sort()).toEqual(Object.keys(DOCKER_ENV_FILES).sort());
    for (const [service, file] of Object.entries(DOCKER_ENV_FILES)) {
      expect(services[service].envFile, service).toBe(file);
      expect(secretsIn(`${file}.example`), file).toEqual([...secretsFor(service as Service)].sort());
      // and no secret reaches a service through its `environment:` block
      expect(
        services[service].environment.filter((name) => name in SECRETS),
        service,
      ).toEqual([]);
    }
  });

  it('is what cms/.env.example and the README name', () => {
    // the CMS's own, and those `npm start` generates into cms/.env (the backup's signing key too: same machine)
    const local = SECRET_NAMES.filter(
      (name) => (SECRETS[name].services as readonly Service[]).includes('cms') || SECRETS[name].localEnv,
    );
    expect(secretsIn('cms/.env.example')).toEqual([...local].sort());
    const readme = read('README.md');
    for (const name of SECRET_NAMES) expect(readme, name).toContain(`\`${name}\``);
  });

  it('is written out nowhere else in the code (a file naming three of the signing secrets is a second copy; tests may name what they assert)', () => {
    const signing = SECRET_NAMES.filter((name) => SECRETS[name].kind === 'signing');
    // cms/config reads each secret where Strapi needs it (that is use, not a list)
    const copies = codeFiles(['cms/src', 'cms/tests', 'scripts', 'tests', 'web/src', 'web/e2e'])
      .filter(({ file }) => file !== 'cms/src/lib/process/secrets.js')
      .filter(({ text }) => signing.filter((secret) => new RegExp(`\\b${secret}\\b`).test(text)).length >= 3)
      .map(({ file }) => file);
    expect(copies).toEqual([]);
  });
});
