/** Thin HTTP layer of the news routes; the rules live in the berita service. */
import type { Core } from '@strapi/strapi';
import type {
  CreateNewsResponse,
  DeleteNewsResponse,
  NewsRevisionList,
  RestoreRevisionResponse,
  UpdateNewsResponse,
} from '@hmrpl/contract';
import { idParam, pageParam, stringField } from '../../../lib/http/request-params';
import { MESSAGES, notFound } from '../../../lib/http/errors';
import { incomingFiles } from '../../../lib/uploads/store';
import { PREVIEW_PARAM, previewParam, markPreview } from '../../../lib/cache/preview';
import { NEWS_MESSAGES, type Actor } from '../services/berita';
import { isNewsStatus } from '../newsroom/validate-news';
import { serviceOf } from '../../../lib/strapi/documents';
import type { SessionUser } from '../../../lib/auth/session-user';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::berita.berita');
  const input = (ctx: Ctx) => ({
    title: stringField(ctx.request.body, 'title'),
    content: stringField(ctx.request.body, 'content'),
    image_alt: stringField(ctx.request.body, 'image_alt'),
    status: stringField(ctx.request.body, 'status'),
    publish_at: stringField(ctx.request.body, 'publish_at'),
    slug: stringField(ctx.request.body, 'slug'),
  });
  /** `proker_id`: the program it belongs to, checked before anything is stored (422 when there is none). */
  const linkedProker = (ctx: Ctx) =>
    serviceOf(strapi, 'api::proker.proker').linkId(stringField(ctx.request.body, 'proker_id'));
  const actor = (ctx: Ctx): Actor | null => {
    const user = ctx.state.sessionUser as SessionUser | undefined;
    return user ? { id: user.id, name: user.name } : null;
  };

  return {
    /** GET /api/berita/terbaru */
    async latest(ctx: Ctx) {
      ctx.body = await service().latest();
    },

    /** GET /api/berita?page=n[&q=words] */
    async list(ctx: Ctx) {
      ctx.body = await service().listPage(pageParam(ctx.query.page), ctx.query.q);
    },

    /** GET /api/admin/berita?page=n[&status=draft|scheduled|published] */
    async adminList(ctx: Ctx) {
      const status = Array.isArray(ctx.query.status) ? ctx.query.status[0] : ctx.query.status;
      ctx.body = await service().adminListPage(pageParam(ctx.query.page), isNewsStatus(status) ? status : undefined);
    },

    /** GET /api/berita/:slug[?pratinjau=token]: an old slug answers 301 to the current one (query kept). */
    async findBySlug(ctx: Ctx) {
      const token = previewParam(ctx.query);
      if (token !== undefined) markPreview(ctx);
      const found = await service().lookupSlug(String(ctx.params.slug ?? ''), token);
      if (found.kind === 'missing') throw notFound(MESSAGES.newsNotFound);
      if (found.kind === 'moved') {
        // a preview link moves with its own token, made for the new slug (a token opens one slug only)
        const query = found.previewToken ? `?${PREVIEW_PARAM}=${encodeURIComponent(found.previewToken)}` : '';
        ctx.status = 301;
        ctx.redirect(`/api/berita/${encodeURIComponent(found.slug)}${query}`);
        // never stored by the edge or a browser: a slug may come back to its item later
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { message: `Berita dipindahkan ke /api/berita/${found.slug}.` };
        return;
      }
      ctx.body = found.item;
    },

    /** GET /api/admin/berita/:id */
    async findById(ctx: Ctx) {
      ctx.body = await service().detailById(idParam(ctx.params.id));
    },

    /** POST /api/admin/berita */
    async create(ctx: Ctx) {
      const prokerId = await linkedProker(ctx);
      const data = await service().create(input(ctx), incomingFiles(ctx, 'image'), actor(ctx), prokerId);
      const body: CreateNewsResponse = { message: NEWS_MESSAGES.created, data };
      ctx.status = 201;
      ctx.body = body;
    },

    /** POST /api/admin/berita/:id */
    async update(ctx: Ctx) {
      const prokerId = await linkedProker(ctx);
      const data = await service().update(
        idParam(ctx.params.id),
        input(ctx),
        incomingFiles(ctx, 'image'),
        actor(ctx),
        prokerId,
      );
      const body: UpdateNewsResponse = { message: NEWS_MESSAGES.updated, data };
      ctx.body = body;
    },

    /** DELETE /api/admin/berita/:id */
    async remove(ctx: Ctx) {
      await service().remove(idParam(ctx.params.id));
      const body: DeleteNewsResponse = { message: NEWS_MESSAGES.deleted };
      ctx.body = body;
    },

    /** POST /api/admin/berita/:id/pratinjau */
    async previewLink(ctx: Ctx) {
      ctx.body = await service().previewLink(idParam(ctx.params.id));
    },

    /** DELETE /api/admin/berita/:id/pratinjau */
    async revokePreviewLinks(ctx: Ctx) {
      ctx.body = await service().revokePreviewLinks(idParam(ctx.params.id));
    },

    /** GET /api/admin/berita/:id/revisi */
    async revisions(ctx: Ctx) {
      const body: NewsRevisionList = { data: await service().revisions(idParam(ctx.params.id)) };
      ctx.body = body;
    },

    /** GET /api/admin/berita/:id/revisi/:revisionId */
    async revision(ctx: Ctx) {
      ctx.body = await service().revision(idParam(ctx.params.id), idParam(ctx.params.revisionId));
    },

    /** POST /api/admin/berita/:id/revisi/:revisionId/pulihkan */
    async restoreRevision(ctx: Ctx) {
      const data = await service().restoreRevision(idParam(ctx.params.id), idParam(ctx.params.revisionId), actor(ctx));
      const body: RestoreRevisionResponse = { message: NEWS_MESSAGES.revisionRestored, data };
      ctx.body = body;
    },
  };
};
