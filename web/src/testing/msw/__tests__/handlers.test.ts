/**
 * The MSW fixtures gathered from src/testing/msw/handlers (./handlers/index.ts): every file of the folder is taken,
 * and a file that does not export `<name>Handlers` is refused with its name instead of leaving its routes to the 404.
 * A handler file's own state (`fixtureState`) starts afresh before each test like `db`.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { ErrorBody } from '@hmrpl/contract';
import { describe, expect, it } from 'vitest';
import { gatherHandlers, handlers } from '../handlers';
import { db, fixtureState, resetDb } from '../db';

const DIR = path.resolve(__dirname, '../handlers');
const ok = http.get('/api/dokumen', () =>
  HttpResponse.json<ErrorBody>({ message: 'Halaman tidak ditemukan.' }, { status: 404 }),
);

describe('the MSW handlers', () => {
  it('are every handler of every file of the folder, then the JSON 404 of an unknown /api path', async () => {
    const files = readdirSync(DIR).filter((file) => file !== 'index.ts');
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      expect(file).toMatch(/^[a-z][a-z-]*\.ts$/);
      const name = file.replace(/\.ts$/, '').replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());
      const module = (await import(`../handlers/${file.replace(/\.ts$/, '')}.ts`)) as Record<string, RequestHandler[]>;
      expect(module[`${name}Handlers`]?.length, file).toBeGreaterThan(0);
      for (const handler of module[`${name}Handlers`])
        expect(handlers, `${file}: ${handler.info.header}`).toContain(handler);
    }
    expect(handlers.at(-1)?.info.header).toMatch(/ \/api\/\*$/);
  });

  it('refuses a file without its `<name>Handlers`, naming it', () => {
    expect(() => gatherHandlers({ './dokumen.ts': { handlers: [ok] } })).toThrow(
      'src/testing/msw/handlers/dokumen.ts: export its handlers as `dokumenHandlers`',
    );
    expect(() => gatherHandlers({ './tempat-sampah.ts': { tempatSampahHandlers: [] } })).toThrow(
      '`tempatSampahHandlers`',
    );
    expect(() => gatherHandlers({ './dokumen.ts': { dokumenHandlers: ['/api/dokumen'] } })).toThrow('dokumenHandlers');
    expect(gatherHandlers({ './b.ts': { bHandlers: [ok] }, './a.ts': { aHandlers: [ok, ok] } })).toHaveLength(3);
  });

  it('start each test from the fixtures: db and every handler file’s own state', () => {
    const documents = fixtureState(() => [{ id: 1 }]);
    documents.current.push({ id: 2 });
    db.nextId = 5000;
    resetDb();
    expect(documents.current).toEqual([{ id: 1 }]);
    expect(db.nextId).toBe(1000);
  });
});
