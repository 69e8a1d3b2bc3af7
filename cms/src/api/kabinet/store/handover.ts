/**
 * The handover checklist's data (ADR 067): the marks each save leaves on a cabinet (`handover`, a private JSON field:
 * when its structure and texts were saved, the settings and accounts reviewed, it was activated), the checklist they
 * make with the cabinet being prepared (lib/content/cabinet-handover.ts), and the explicit "reviewed" of a step that
 * needed no change. A mark is written under the cabinet's lock; failing to write one never fails the save it follows.
 */
import type { Core } from '@strapi/strapi';
import type { Handover, HandoverMessages, HandoverReviewStep } from '@hmrpl/contract';
import { invalid } from '../../../lib/http/errors';
import { numericId } from '../../../lib/strapi/documents';
import {
  handoverMarksOf,
  handoverOf,
  preparingCabinet,
  type HandoverCabinet,
  type HandoverMark,
} from '../../../lib/content/cabinet-handover';
import { toCabinetSummary } from '../mappers/to-kabinet-dto';
import { KABINET, type CabinetStore } from './cabinet-store';

export const HANDOVER_MESSAGES = {
  reviewed: 'Langkah ditandai sudah ditinjau.',
  stepInvalid: 'Langkah tidak dikenal.',
  noCabinet: 'Belum ada kabinet yang sedang disiapkan. Tambahkan kabinet baru terlebih dahulu.',
} as const satisfies HandoverMessages;

const REVIEW_STEPS: readonly HandoverReviewStep[] = ['teks', 'pengaturan', 'admin'];
const NEWEST_FIRST = [{ period: 'desc' as const }, { id: 'desc' as const }];

export function handoverStore(strapi: Core.Strapi, store: CabinetStore) {
  const { cabinets, lockCabinet } = store;

  /** Every cabinet with its marks (members are counted for the one the checklist is about only). */
  async function all(): Promise<HandoverCabinet[]> {
    const rows = await cabinets().findMany({ sort: NEWEST_FIRST, populate: { logo: true }, limit: 1000 });
    return rows.map((row) => ({ ...toCabinetSummary(row), marks: handoverMarksOf(row.handover), members: 0 }));
  }

  async function memberCount(cabinetId: number): Promise<number> {
    return strapi.db.query('api::anggota.anggota').count({ where: { departemen: { kabinet: { id: cabinetId } } } });
  }

  /** The cabinet being prepared now (the admin screens open on it), or null. */
  async function preparing(): Promise<HandoverCabinet | null> {
    return preparingCabinet(await all());
  }

  async function state(): Promise<Handover> {
    const list = await all();
    const checklist = handoverOf(list);
    if (!checklist.kabinet) return checklist;
    const subjectId = checklist.kabinet.id;
    const members = await memberCount(subjectId);
    return handoverOf(list.map((cabinet) => (cabinet.id === subjectId ? { ...cabinet, members } : cabinet)));
  }

  /** Records `step` on the cabinet (default: the one being prepared; none: nothing). Never throws: false if not saved. */
  async function mark(step: HandoverMark, cabinetId?: number): Promise<boolean> {
    try {
      const target = cabinetId ?? (await preparing())?.id;
      if (!target) return true;
      await strapi.db.transaction(async ({ trx }) => {
        await lockCabinet(trx, target);
        const row = (await strapi.db.query(KABINET).findOne({ where: { id: target }, select: ['id', 'handover'] })) as {
          id: number;
          handover?: unknown;
        } | null;
        if (!row) return;
        const marks = { ...handoverMarksOf(row.handover), [step]: new Date().toISOString() };
        // straight to the table (as Strapi stores JSON): a mark is bookkeeping, not an edit of the cabinet, so the
        // cabinet's version (`updatedAt`, ADR 101) stays and an open edit of it is not made stale by a settings save
        await trx(strapi.db.metadata.get(KABINET).tableName)
          .where({ id: numericId(row.id) })
          .update({ handover: JSON.stringify(marks) });
      });
      return true;
    } catch (error) {
      strapi.log.warn(`handover: the "${step}" mark was not saved: ${(error as Error).message}`);
      return false;
    }
  }

  /** POST /api/admin/serah-terima/tinjau: a step checked without a change. */
  async function review(body: unknown): Promise<Handover> {
    const langkah = (body as { langkah?: unknown } | null)?.langkah;
    if (typeof langkah !== 'string' || !(REVIEW_STEPS as readonly string[]).includes(langkah))
      throw invalid({ langkah: [HANDOVER_MESSAGES.stepInvalid] });
    const target = await preparing();
    if (!target) throw invalid({ langkah: [HANDOVER_MESSAGES.noCabinet] });
    if (!(await mark(langkah as HandoverReviewStep, target.id))) throw new Error('handover mark not saved');
    return state();
  }

  return { all, preparing, state, mark, review };
}
