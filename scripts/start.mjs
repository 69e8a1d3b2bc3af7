// `npm start`: builds what is not built yet, then serves the whole product on http://localhost:1337 (PORT to change):
// the SPA, the /api contract, /storage and Strapi's dashboard at /cms, on SQLite by default.
import { ensureInstalled } from './install.mjs';
import { buildIfNeeded } from './lib/build.mjs';
import { cmsEnv, ensureCmsEnv } from './lib/cms-env.mjs';
import { cmsDir, run } from './lib/repo.mjs';
import { localPublicUrl } from './local-env.mjs';

const natives = await ensureInstalled();
ensureCmsEnv();
if (
  natives.some((finding) => finding.name === 'better-sqlite3') &&
  (cmsEnv().DATABASE_CLIENT ?? 'sqlite') === 'sqlite'
) {
  console.error('[hmrpl] the CMS cannot open its SQLite database on this machine: see the line above for what to do');
  process.exit(1);
}
try {
  await buildIfNeeded();
} catch (error) {
  console.error(`[hmrpl] the build failed (${/** @type {Error} */ (error).message}); see the output above.`);
  process.exit(1);
}
const port = process.env.PORT ?? '1337';
const publicUrl = localPublicUrl();
console.log(`[hmrpl] starting on http://localhost:${port} (site /, admin /admin, Strapi dashboard /cms)`);
if (publicUrl.startsWith('http://localhost:'))
  console.log(`[hmrpl] PUBLIC_URL is ${publicUrl}; set the real address in cms/.env before putting the site online`);
await run('npx', ['strapi', 'start'], {
  cwd: cmsDir,
  env: { NODE_ENV: process.env.NODE_ENV ?? 'production', PUBLIC_URL: publicUrl },
}).catch((error) => {
  console.error(`[hmrpl] ${error.message}`);
  process.exit(1);
});
