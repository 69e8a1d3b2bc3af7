// `npm run docker:env`: the three env files of docker-compose.yml (docker.env for the CMS, docker-db.env for
// PostgreSQL, docker-backup.env for the backup), each made from its `.example` with fresh random secrets and readable
// by its owner only. Each file holds only its service's secrets (cms/src/lib/process/secrets.js says which); the app
// role's password is the same in the three. An existing file is never overwritten. First-account passwords are left
// empty: the CMS generates them into a private file at its first start.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOCKER_ENV_FILES, SECRETS, freshSecrets, secretsFor } from '../cms/src/lib/process/secrets.js';
import { root } from './lib/repo.mjs';

const shared = freshSecrets(['DATABASE_PASSWORD']);
for (const [service, name] of Object.entries(DOCKER_ENV_FILES)) {
  const file = path.join(root, name);
  if (existsSync(file)) {
    console.log(`[docker:env] ${name} exists: left as it is`);
    continue;
  }
  const names = secretsFor(/** @type {import('../cms/src/lib/process/secrets.js').Service} */ (service));
  const values = { ...freshSecrets(names), ...shared };
  const generated = names.filter((key) => SECRETS[key].kind !== 'first-password');
  const text = readFileSync(path.join(root, `${name}.example`), 'utf8').replace(
    /^([A-Z_][A-Z0-9_]*)=.*$/gm,
    (line, key) => {
      if (!names.includes(key)) return line;
      return generated.includes(key) ? `${key}=${values[key]}` : `${key}=`;
    },
  );
  writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
  console.log(`[docker:env] ${name}: made with new ${generated.join(', ')} (readable by you only)`);
}
console.log(
  "[docker:env] now set PUBLIC_URL and the admins' e-mails in docker.env, and BACKUP_AGE_RECIPIENT in docker-backup.env",
);
