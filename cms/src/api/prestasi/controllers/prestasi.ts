/** Thin HTTP layer of the achievement routes; the rules live in the prestasi service and lib/content/prestasi-rules. */
import { createReadStream } from 'node:fs';
import type { Core } from '@strapi/strapi';
import type {
  CreatePrestasiResponse,
  DeletePrestasiResponse,
  PrestasiCreated,
  PrestasiFormInfo,
  UpdatePrestasiResponse,
} from '@hmrpl/contract';
import { tooManyRequests } from '../../../lib/http/errors';
import { ACHIEVEMENT_UPLOAD, publicUploadLimiter } from '../../../lib/uploads/public-uploads';
import { clientIp, rateLimitKey } from '../../../lib/http/request-ip';
import { idParam, pageParam, stringField, stringList } from '../../../lib/http/request-params';
import { incomingFiles } from '../../../lib/uploads/store';
import { serviceOf } from '../../../lib/strapi/documents';
import { clockMs } from '../../../lib/process/clock';
import { PRESTASI_MESSAGES, levelParam, yearParam, type PrestasiInput } from '../../../lib/content/prestasi-rules';
import { filledHoneypot } from '../../aspirasi/services/aspirasi';
import { formTokenKey, issueFormToken } from '../../aspirasi/rules/form-token';
import type { PrestasiRequest } from '../services/prestasi';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const TEXT_FIELDS = ['title', 'rank', 'level', 'organizer', 'date', 'nim', 'email', 'summary'] as const;

/** A repeated field (`nama`, `nama[]`) as sent, or undefined when absent; a value that is not text reads as ''. */
function listField(body: unknown, name: string): string[] | undefined {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (record[name] === undefined && record[`${name}[]`] === undefined) return undefined;
  return stringList(body, name).map((value) => value ?? '');
}

/** What a request carries for the service: text fields (JSON or multipart), the review's fields, the files. */
function readRequest(ctx: Ctx): PrestasiRequest {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  const input: PrestasiInput = Object.fromEntries(TEXT_FIELDS.map((name) => [name, stringField(body, name)]));
  const nama = listField(body, 'nama');
  const angkatan = listField(body, 'angkatan');
  return {
    input: { ...input, ...(nama ? { nama } : {}), ...(angkatan ? { angkatan } : {}) },
    status: body?.status,
    alasan: body?.alasan,
    hapusFoto: body?.hapus_foto,
    bukti: incomingFiles(ctx, 'bukti'),
    foto: incomingFiles(ctx, 'foto'),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::prestasi.prestasi');
  // Every send counts, valid or not (the form checks its fields before sending). RATE_LIMIT_PRESTASI_PER_MINUTE. The
  // upload door looks at the same count before a body is read (src/middlewares/upload-cleanup.ts).
  const sends = () => publicUploadLimiter(strapi, ACHIEVEMENT_UPLOAD);

  return {
    /** POST /api/prestasi (public, multipart) */
    async submit(ctx: Ctx) {
      const address = rateLimitKey(clientIp(ctx));
      const verdict = await sends().consume(address);
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
      // a filled honeypot is answered exactly like a stored send (its files go with the request's temp files)
      if (!filledHoneypot(ctx.request.body))
        await service().submit(readRequest(ctx), { address, token: (ctx.request.body as { token?: unknown })?.token });
      const body: PrestasiCreated = { message: PRESTASI_MESSAGES.created };
      ctx.status = 201;
      ctx.body = body;
    },

    /** GET /api/prestasi/formulir (public, never cached): the form's token. */
    async form(ctx: Ctx) {
      const body: PrestasiFormInfo = { token: issueFormToken(formTokenKey(strapi), clockMs()) };
      ctx.body = body;
    },

    /** GET /api/prestasi?tahun&level&page */
    async list(ctx: Ctx) {
      ctx.body = await service().publicPage({
        year: yearParam(ctx.query.tahun),
        level: levelParam(ctx.query.level),
        page: pageParam(ctx.query.page),
      });
    },

    /** GET /api/prestasi/:slug */
    async findBySlug(ctx: Ctx) {
      ctx.body = await service().bySlug(String(ctx.params.slug ?? ''));
    },

    /** GET /api/admin/prestasi?status&page */
    async adminList(ctx: Ctx) {
      const status = Array.isArray(ctx.query.status) ? ctx.query.status[0] : ctx.query.status;
      ctx.body = await service().adminPage(status, pageParam(ctx.query.page));
    },

    /** GET /api/admin/prestasi/:id */
    async adminFindOne(ctx: Ctx) {
      ctx.body = await service().adminById(idParam(ctx.params.id));
    },

    /** GET /api/admin/prestasi/:id/bukti: the proof, for staff, shown in a sandbox and never sniffed or cached. */
    async proof(ctx: Ctx) {
      const file = await service().proof(idParam(ctx.params.id));
      ctx.set('Content-Type', file.mime);
      ctx.set('Content-Security-Policy', 'sandbox');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set(
        'Content-Disposition',
        `inline; filename="bukti-prestasi-${ctx.params.id}${file.mime === 'application/pdf' ? '.pdf' : ''}"`,
      );
      ctx.body = createReadStream(file.filepath);
    },

    /** POST /api/admin/prestasi (multipart or JSON) */
    async add(ctx: Ctx) {
      const body: CreatePrestasiResponse = {
        message: PRESTASI_MESSAGES.added,
        data: await service().add(readRequest(ctx)),
      };
      ctx.status = 201;
      ctx.body = body;
    },

    /** POST /api/admin/prestasi/:id (multipart or JSON) */
    async update(ctx: Ctx) {
      const data = await service().update(idParam(ctx.params.id), readRequest(ctx));
      const body: UpdatePrestasiResponse = { message: PRESTASI_MESSAGES.updated, data };
      ctx.body = body;
    },

    /** DELETE /api/admin/prestasi/:id */
    async remove(ctx: Ctx) {
      await service().remove(idParam(ctx.params.id));
      const body: DeletePrestasiResponse = { message: PRESTASI_MESSAGES.deleted };
      ctx.body = body;
    },
  };
};
