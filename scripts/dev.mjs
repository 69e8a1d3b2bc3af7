// `npm run dev`: Strapi in develop mode (auto-reload, content-type builder) on 127.0.0.1:1337 and Vite on
// 127.0.0.1:5173 with a proxy for /api, /sanctum and /storage. Open http://localhost:5173. Ctrl+C stops both.
// Both listen on this machine only, whatever HOST cms/.env holds: develop mode (its content-type builder, its verbose
// errors) is not for the network.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ensureInstalled } from './install.mjs';
import { ensureCmsEnv } from './lib/cms-env.mjs';
import { cmsDir, commandFor, webDir } from './lib/repo.mjs';

const DEV_HOST = '127.0.0.1';

/**
 * The two processes `npm run dev` starts: [command, args, options].
 * @returns {[string, string[], import('node:child_process').SpawnOptions][]}
 */
export function devCommands(env = process.env) {
  return [
    [
      'npx',
      ['strapi', 'develop', '--no-watch-admin', '--no-install-deps'],
      { cwd: cmsDir, stdio: 'inherit', env: { ...env, HOST: DEV_HOST } },
    ],
    ['npx', ['vite', '--host', DEV_HOST], { cwd: webDir, stdio: 'inherit', env }],
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await ensureInstalled();
  ensureCmsEnv();
  const children = devCommands().map(([command, args, options]) => {
    const [file, fileArgs, shell] = commandFor(command, args);
    return spawn(file, fileArgs, { ...shell, ...options });
  });
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  children.forEach((child) =>
    child.on('exit', (code) => {
      stop();
      process.exitCode = code ?? 0;
    }),
  );
}
