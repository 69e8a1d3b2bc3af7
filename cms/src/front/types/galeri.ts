/**
 * The gallery (galeri) on the public side: its paged read. Its first page shows on the home page and on /kegiatan,
 * whose declarations embed it. See ADR 055.
 */
import { clampedInt, hasParam, pageParam } from '../../lib/http/request-params';
import { GALLERY_LIMITS } from '../../api/galeri/services/galeri';
import { api, type QueryParser } from '../edge/reads';
import { siteType } from '../declare';
import { trashable } from '../../lib/trash/trash';

const galleryPage: QueryParser = (value) => (hasParam(value) ? pageParam(value) : undefined);
const galleryLimit: QueryParser = (value, query) =>
  hasParam(query.page)
    ? clampedInt(value, { min: 1, max: GALLERY_LIMITS.maxLimit, fallback: GALLERY_LIMITS.defaultLimit })
    : undefined;
const topLastPage = (body: unknown) => (body as { last_page?: number } | null)?.last_page;

export const galeri = siteType({
  // a photo shows the activity it belongs to
  sources: ['api::galeri.galeri', 'api::kegiatan.kegiatan', 'plugin::upload.file'],
  trash: {
    galeri: trashable({
      uid: 'api::galeri.galeri',
      title: (row) => String(row.caption || row.image_alt || 'Foto galeri'),
    }),
  },
  reads: [api('/api/galeri', { page: galleryPage, limit: galleryLimit }, { pages: 'page', lastPage: topLastPage })],
});
