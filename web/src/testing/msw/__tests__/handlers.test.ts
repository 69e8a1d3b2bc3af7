/**
 * The MSW fixtures gathered from src/testing/msw/handlers (./handlers/index.ts): every file of the folder is taken,
 * and a file that does not export `<name>Handlers` is refused with its name instead of leaving its routes to the 404.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { ErrorBody } from '@hmrpl/contract';
import { describe, expect, it } from 'vitest';
import { gatherHandlers, handlers } from '../handlers';

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
});
