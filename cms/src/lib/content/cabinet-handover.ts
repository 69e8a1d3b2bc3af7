/**
 * The yearly handover's rules, shared by the CMS, the admin screens and the web's fixtures (ADR 067): which cabinet is
 * being prepared, the marks a cabinet keeps of its handover (when its structure, texts, the settings and the accounts
 * were last saved or reviewed, and when it was activated), and the checklist they make.
 */
import type { CabinetSummary, Handover, HandoverStep, HandoverSteps } from '@hmrpl/contract';

const HANDOVER_STEPS: HandoverSteps = ['kabinet', 'struktur', 'anggota', 'teks', 'pengaturan', 'admin', 'aktifkan'];

/** The steps a save (or a review) marks on the cabinet, with the time it happened. */
export type HandoverMark = 'struktur' | 'teks' | 'pengaturan' | 'admin' | 'aktifkan';
export type HandoverMarks = Partial<Record<HandoverMark, string>>;
const MARKS: readonly HandoverMark[] = ['struktur', 'teks', 'pengaturan', 'admin', 'aktifkan'];

/** The marks as stored (a JSON field anyone could edit in /cms): only known steps with a valid time are kept. */
export function handoverMarksOf(value: unknown): HandoverMarks {
  const out: HandoverMarks = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const mark of MARKS) {
    const at = (value as Record<string, unknown>)[mark];
    if (typeof at === 'string' && !Number.isNaN(Date.parse(at))) out[mark] = new Date(at).toISOString();
  }
  return out;
}

/**
 * The cabinet being prepared: not active, with a period later than the active one's (the earliest such, the next to be
 * handed over). None while no cabinet is active (there is nothing to hand over from).
 */
export function preparingCabinet<T extends { active: boolean; period: string }>(cabinets: readonly T[]): T | null {
  const active = cabinets.find((cabinet) => cabinet.active);
  if (!active) return null;
  const later = cabinets.filter((cabinet) => !cabinet.active && cabinet.period > active.period);
  return [...later].sort((a, b) => (a.period < b.period ? -1 : a.period > b.period ? 1 : 0))[0] ?? null;
}

/** A cabinet as the checklist reads it: its summary, its marks and how many members it has. */
export interface HandoverCabinet extends CabinetSummary {
  marks: HandoverMarks;
  members: number;
}

/**
 * The cabinet the checklist is about: the one being prepared; when there is none, the active one if it was activated
 * as a prepared cabinet (its handover is complete); else none.
 */
function handoverSubject<T extends HandoverCabinet>(cabinets: readonly T[]): T | null {
  const preparing = preparingCabinet(cabinets);
  if (preparing) return preparing;
  const active = cabinets.find((cabinet) => cabinet.active);
  return active?.marks.aktifkan ? active : null;
}

const summaryOf = ({ id, slug, name, period, logo_path, active }: CabinetSummary): CabinetSummary => ({
  id,
  slug,
  name,
  period,
  logo_path,
  active,
});

/** The checklist: each step in order, done or not from the data of the cabinet it is about. */
export function handoverOf(cabinets: readonly HandoverCabinet[]): Handover {
  const subject = handoverSubject(cabinets);
  const active = cabinets.find((cabinet) => cabinet.active) ?? null;
  const marks = subject?.marks ?? {};
  const state = (step: HandoverStep): { done: boolean; done_at: string | null; count?: number } => {
    if (!subject) return { done: false, done_at: null };
    switch (step) {
      case 'kabinet':
        return { done: true, done_at: null };
      case 'anggota':
        return { done: subject.members > 0, done_at: null, count: subject.members };
      case 'aktifkan':
        return { done: subject.active, done_at: subject.active ? (marks.aktifkan ?? null) : null };
      default:
        return { done: Boolean(marks[step]), done_at: marks[step] ?? null };
    }
  };
  const steps = HANDOVER_STEPS.map((step) => ({ step, ...state(step) }));
  return {
    kabinet: subject ? summaryOf(subject) : null,
    active: active ? summaryOf(active) : null,
    steps,
    done: steps.filter((step) => step.done).length,
  };
}
