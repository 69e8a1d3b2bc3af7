/**
 * Aspirations (aspirasi) on the public side: SE-Aspirasi's page, the form alone. Aspirations themselves are read by
 * the admins only. See ADR 022 and ADR 055.
 */
import { plain, titled, type PageContent } from '../pages/site';
import { newestOf, siteType } from '../declare';
import { trashable } from '../../lib/trash/trash';

const ASPIRATION_PATH = '/aspirasi';
const ASPIRATION_MODULE = 'src/app/routes/public/aspiration.tsx';

/** `/aspirasi`: the form only (no data of its own). */
function aspirationPage(): PageContent {
  return plain({
    title: titled('SE-Aspirasi'),
    description: 'SE-Aspirasi: sampaikan aspirasi, kritik, dan saran untuk HMRPL Telkom University.',
    canonicalPath: ASPIRATION_PATH,
    routeModule: ASPIRATION_MODULE,
  });
}

export const aspirasi = siteType({
  sources: [],
  unseen: { 'api::aspirasi.aspirasi': 'the students’ aspirations: the admins’ inbox only' },
  // the title names the category and the message's start, never the sender
  trash: {
    aspirasi: trashable({
      uid: 'api::aspirasi.aspirasi',
      title: (row) => `${String(row.kategori ?? 'Aspirasi')}: ${String(row.pesan ?? '').slice(0, 80)}`,
    }),
  },
  pages: [
    {
      name: 'aspiration',
      path: ASPIRATION_PATH,
      routeModule: ASPIRATION_MODULE,
      content: () => aspirationPage(),
      sitemap: async (run) => [{ path: ASPIRATION_PATH, lastmod: newestOf(run, []) }],
    },
  ],
});
