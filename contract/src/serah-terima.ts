/**
 * The yearly handover as a checklist (GET /api/admin/serah-terima): the steps of docs/handover.md in their order,
 * activation last, each ticked from the data of the cabinet being prepared. A step that is done by looking (the texts,
 * the settings, the accounts) is also ticked by saving its screen, or by POST /api/admin/serah-terima/tinjau.
 */
import type { IsoDateTime, MessageWith } from './common';
import type { CabinetSummary } from './kabinet';

/** The steps, in their order. */
export type HandoverSteps = ['kabinet', 'struktur', 'anggota', 'teks', 'pengaturan', 'admin', 'aktifkan'];
export type HandoverStep = HandoverSteps[number];
/** The steps done by checking a screen, which may need no change: they can be marked as reviewed. */
export type HandoverReviewStep = 'teks' | 'pengaturan' | 'admin';

export interface HandoverStepState {
  step: HandoverStep;
  done: boolean;
  /** When it was done, when the data knows (a save, the activation). */
  done_at: IsoDateTime | null;
  /** `anggota`: how many members the cabinet has. */
  count?: number;
}

export interface Handover {
  /**
   * The cabinet the checklist is about: the one being prepared (not active, later than the active one); when there is
   * none, the active cabinet if it came through this checklist (its handover is then complete); else null.
   */
  kabinet: CabinetSummary | null;
  /** The cabinet the site shows now. */
  active: CabinetSummary | null;
  steps: HandoverStepState[];
  /** Steps done, of `steps.length`. */
  done: number;
}

/** GET /api/admin/serah-terima. */
export interface HandoverResponse {
  data: Handover;
}

/** POST /api/admin/serah-terima/tinjau JSON: marks a step reviewed on the cabinet being prepared. */
export interface HandoverReviewRequest {
  langkah: HandoverReviewStep;
}

export type HandoverReviewResponse = MessageWith<Handover> & { message: 'Langkah ditandai sudah ditinjau.' };

export interface HandoverMessages {
  reviewed: 'Langkah ditandai sudah ditinjau.';
  stepInvalid: 'Langkah tidak dikenal.';
  noCabinet: 'Belum ada kabinet yang sedang disiapkan. Tambahkan kabinet baru terlebih dahulu.';
}
