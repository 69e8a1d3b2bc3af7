/**
 * Every handler of the contract (tests: server.ts; dev:mock: browser.ts), gathered from this folder: each `<name>.ts`
 * beside this file exports its handlers as `<name>Handlers` (`dokumen.ts`: `dokumenHandlers`), and a new file is all a
 * new type adds. A file that does not stops every test and `dev:mock` at once with its name (ADR 079).
 */
import { http, HttpResponse, RequestHandler } from 'msw';
import type { ErrorBody } from '@hmrpl/contract';
import { rolesHandler } from '../roles';

/** The handlers of each module of this folder, keyed by its path (`./<name>.ts`), in path order. */
export function gatherHandlers(modules: Record<string, Record<string, unknown>>): RequestHandler[] {
  return Object.keys(modules)
    .sort()
    .flatMap((file) => {
      const name = file.replace(/^.*\//, '').replace(/\.ts$/, '');
      const exportName = `${name.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase())}Handlers`;
      const handlers = modules[file][exportName];
      if (!Array.isArray(handlers) || handlers.length === 0 || !handlers.every((h) => h instanceof RequestHandler))
        throw new Error(`src/testing/msw/handlers/${name}.ts: export its handlers as \`${exportName}\` (ADR 079)`);
      return handlers;
    });
}

export const handlers = [
  // first: an admin without the route's role gets the CMS's 403 whatever the route (../roles.ts)
  rolesHandler,
  ...gatherHandlers(import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts'], { eager: true })),
  // like the CMS: an unknown /api path is a JSON 404
  http.all('/api/*', () => HttpResponse.json<ErrorBody>({ message: 'Halaman tidak ditemukan.' }, { status: 404 })),
];
