/**
 * Documents (dokumen) on the public side: their read (`?kategori`, `?kabinet`, with the controller's own parsers) and
 * /dokumen (every document by kind, filtered in the page), with its sitemap entry. See ADR 055 and ADR 097.
 */
import type { Core } from '@strapi/strapi';
import { isoDate, serviceOf } from '../../lib/strapi/documents';
import { kabinetParam, kategoriParam } from '../../api/dokumen/services/dokumen';
import { plain, titled, type PageContent } from '../pages/site';
import { api } from '../edge/reads';
import { newestOf, siteType, type SitemapRun } from '../declare';
import { trashable } from '../../lib/trash/trash';

const DOCUMENTS_PATH = '/dokumen';
const DOCUMENTS_MODULE = 'src/features/dokumen/routes/documents.tsx';
/** The SWR key of the page's read (web/src/features/dokumen/routes/documents.tsx). */
const DOCUMENTS_KEY = '/api/dokumen';

/** `/dokumen`: every document, the page groups and filters them. */
async function documentsPage(strapi: Core.Strapi): Promise<PageContent> {
  const list = await serviceOf(strapi, 'api::dokumen.dokumen').list({});
  return plain({
    title: titled('Dokumen'),
    description: 'Dokumen resmi HMRPL Telkom University: AD/ART, SOP, dan LPJ kepengurusan, dapat diunduh sebagai PDF.',
    canonicalPath: DOCUMENTS_PATH,
    image: null,
    data: [[DOCUMENTS_KEY, JSON.stringify(list)]],
    routeModule: DOCUMENTS_MODULE,
  });
}

/** When a document last changed (the page's lastmod). */
const documentsChangedAt = (run: SitemapRun): Promise<string | undefined> =>
  run.once('dokumen', async () => {
    const [latest] = await run.strapi
      .documents('api::dokumen.dokumen')
      .findMany({ fields: ['updatedAt'], sort: [{ updatedAt: 'desc' }], limit: 1 });
    return latest ? isoDate(latest.updatedAt) : undefined;
  });

export const dokumen = siteType({
  sources: ['api::dokumen.dokumen', 'plugin::upload.file', 'api::kabinet.kabinet'],
  // its PDF stays on disk while it is in the trash and goes with the permanent delete
  trash: {
    dokumen: trashable({ uid: 'api::dokumen.dokumen', title: (row) => String(row.title ?? ''), slug: 'slug' }),
  },
  reads: [api('/api/dokumen', { kabinet: kabinetParam, kategori: kategoriParam })],
  pages: [
    {
      name: 'documents',
      path: DOCUMENTS_PATH,
      routeModule: DOCUMENTS_MODULE,
      content: ({ strapi }) => documentsPage(strapi),
      sitemap: async (run) => [{ path: DOCUMENTS_PATH, lastmod: newestOf(run, [await documentsChangedAt(run)]) }],
    },
  ],
});
