// `npm run dev`: Strapi in develop mode (auto-reload, content-type builder) on :1337 and Vite on :5173 with a proxy
// for /api, /sanctum and /storage. Open http://localhost:5173. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { ensureInstalled } from './install.mjs';
import { ensureCmsEnv } from './lib/cms-env.mjs';
import { cmsDir, webDir } from './lib/repo.mjs';

await ensureInstalled();
ensureCmsEnv();
const children = [
  spawn('npx', ['strapi', 'develop', '--no-watch-admin', '--no-install-deps'], {
    cwd: cmsDir,
    stdio: 'inherit',
    env: process.env,
  }),
  spawn('npx', ['vite'], { cwd: webDir, stdio: 'inherit', env: process.env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
