// `npm run images:webp`: gives every stored JPEG and PNG its WebP twins now (the CMS also does this once, in the
// background, a few seconds after it starts: cms/src/lib/uploads/webp-backfill.ts, docs/decisions/037). Reads the same
// environment as `npm start` (cms/.env, DATABASE_*, PUBLIC_DIR); safe while the site runs. Needs the built CMS.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');
const distDir = path.join(cmsDir, 'dist');
const backfillModule = path.join(distDir, 'src', 'lib', 'uploads', 'webp-backfill.js');
if (!existsSync(backfillModule)) {
  console.error('The CMS is not built: run `npm run build -w cms` first.');
  process.exit(1);
}

process.chdir(cmsDir);
const require = createRequire(path.join(cmsDir, 'package.json'));
const { createStrapi } = require('@strapi/strapi');
const { backfillWebpTwins } = require(backfillModule);

const strapi = createStrapi({ appDir: cmsDir, distDir });
strapi.log.level = 'warn';
await strapi.load();
try {
  const report = await backfillWebpTwins(strapi, { force: true });
  console.log(`WebP twins made: ${report.made}; images that failed: ${report.failed} (see the warnings above).`);
  process.exitCode = report.failed > 0 ? 1 : 0;
} finally {
  await strapi.destroy();
}
