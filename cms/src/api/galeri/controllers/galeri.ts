/** Thin HTTP layer of the gallery routes; the rules live in the galeri service. */
import type { Core } from '@strapi/strapi';
import type { DeleteGalleryResponse, UpdateGalleryResponse, UploadGalleryResponse } from '@hmrpl/contract';
import { clampedInt, hasParam, pageParam, idParam, stringList } from '../../../lib/http/request-params';
import { incomingFiles } from '../../../lib/uploads/store';
import { GALLERY_LIMITS, GALLERY_MESSAGES, type GalleryEdit } from '../services/galeri';
import { serviceOf } from '../../../lib/strapi/documents';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::galeri.galeri');

  return {
    /**
     * GET /api/galeri?page=n&limit=6. Without `page`: every image as one page (the admin list).
     * `limit` is clamped to 1..100 rather than refused (`limit=1000` reads as 100; junk reads as 6), so an
     * old or hand-written link still shows a page.
     */
    async list(ctx: Ctx) {
      if (!hasParam(ctx.query.page)) {
        ctx.body = await service().all();
        return;
      }
      const limit = clampedInt(ctx.query.limit, {
        min: 1,
        max: GALLERY_LIMITS.maxLimit,
        fallback: GALLERY_LIMITS.defaultLimit,
      });
      ctx.body = await service().page(pageParam(ctx.query.page), limit);
    },

    /** POST /api/admin/galeri (multipart `images[]`, optional `captions[]`, `image_alts[]`, `kegiatan_id`) */
    async upload(ctx: Ctx) {
      const files = incomingFiles(ctx, 'images[]', 'images');
      const fields = ctx.request.body as Record<string, unknown> | undefined;
      const data = await service().upload(
        files,
        stringList(fields, 'captions'),
        stringList(fields, 'image_alts'),
        fields?.kegiatan_id,
      );
      const body: UploadGalleryResponse = { message: GALLERY_MESSAGES.uploaded(data.length), data };
      ctx.status = 201;
      ctx.body = body;
    },

    /** The item as the admin sees it now: the answer of a refused stale edit (the 409's `data`; ADR 087). No route. */
    async findById(ctx: Ctx) {
      ctx.body = { data: await service().one(idParam(ctx.params.id)) };
    },

    /** POST /api/admin/galeri/:id (JSON `{ caption?, image_alt?, kegiatan_id? }`) */
    async update(ctx: Ctx) {
      const body = ctx.request.body;
      const edit = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as GalleryEdit) : {};
      const data = await service().update(idParam(ctx.params.id), {
        caption: edit.caption,
        image_alt: edit.image_alt,
        kegiatan_id: edit.kegiatan_id,
      });
      const answer: UpdateGalleryResponse = { message: GALLERY_MESSAGES.updated, data };
      ctx.body = answer;
    },

    /** DELETE /api/admin/galeri/:id */
    async remove(ctx: Ctx) {
      await service().remove(idParam(ctx.params.id));
      const body: DeleteGalleryResponse = { message: GALLERY_MESSAGES.deleted };
      ctx.body = body;
    },
  };
};
