/** Every handler of the contract, in one list (tests: server.ts; dev:mock: browser.ts). */
import { http, HttpResponse } from 'msw';
import type { ErrorBody } from '@hmrpl/contract';
import { aspirasiHandlers } from './aspirasi';
import { authHandlers } from './auth';
import { awardingHandlers } from './awarding';
import { beritaHandlers } from './berita';
import { galeriHandlers } from './galeri';
import { kegiatanHandlers } from './kegiatan';
import { rekrutmenHandlers } from './rekrutmen';
import { storageHandlers } from './storage';
import { kabinetHandlers } from './kabinet';
import { pengaturanHandlers } from './pengaturan';
import { penggunaHandlers } from './pengguna';
import { cadanganHandlers } from './cadangan';
import { twoFactorHandlers } from './two-factor';

export const handlers = [
  ...authHandlers,
  ...beritaHandlers,
  ...galeriHandlers,
  ...rekrutmenHandlers,
  ...awardingHandlers,
  ...aspirasiHandlers,
  ...storageHandlers,
  ...kabinetHandlers,
  ...pengaturanHandlers,
  ...penggunaHandlers,
  ...kegiatanHandlers,
  ...cadanganHandlers,
  ...twoFactorHandlers,
  // like the CMS: an unknown /api path is a JSON 404
  http.all('/api/*', () => HttpResponse.json<ErrorBody>({ message: 'Halaman tidak ditemukan.' }, { status: 404 })),
];
