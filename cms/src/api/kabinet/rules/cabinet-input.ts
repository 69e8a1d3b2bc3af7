/**
 * An add's or an edit's text fields and files, checked whole before anything is stored (422 with every field's
 * error), and the slug a cabinet's name and period give. See ADR 039.
 */
import type { Mission } from '@hmrpl/contract';
import { invalid, type FieldErrors } from '../../../lib/http/errors';
import { isSlug } from '../../../lib/http/request-params';
import { slugify } from '../../../lib/content/slug';
import type { IncomingFile } from '../../../lib/uploads/store';
import { CABINET_LIMITS, CABINET_MESSAGES } from './cabinet-limits';

/** The longest `missions` JSON text read (ten points at their longest, with room for escapes). */
const MISSIONS_JSON_MAX = 20_000;

/** The text fields of an add or an edit, as sent (multipart). Absent: unchanged on an edit. */
export interface CabinetInput {
  name?: string;
  period?: string;
  tagline?: string;
  name_meaning?: string;
  vision?: string;
  missions?: string;
  structure_alt?: string;
  copy_from?: string;
  /** '1' or 'true' on an edit: remove the chart image. */
  hapus_structure?: string;
  /** 'true'/'false' (also '1'/'0'): the portraits are designed cards (the site shows no name under them). */
  designed_cards?: string;
}

export interface CabinetFiles {
  logo: IncomingFile[];
  structure: IncomingFile[];
}

/** The cleaned text fields of an add or an edit (only those sent). */
interface CabinetData {
  name?: string;
  period?: string;
  tagline?: string;
  name_meaning?: string;
  vision?: string;
  /** Stored as JSON: plain `{ title, text }` objects. */
  missions?: Array<{ [key: string]: string }>;
  structure_alt?: string;
  designed_cards?: boolean;
}

/** `YYYY/YYYY` with the second year the one after the first. */
function isPeriod(value: string): boolean {
  if (value.length !== 9 || value[4] !== '/') return false;
  const digits = (s: string) => s.length === 4 && [...s].every((c) => c >= '0' && c <= '9');
  const [from, to] = [value.slice(0, 4), value.slice(5)];
  return digits(from) && digits(to) && Number(to) === Number(from) + 1;
}

export const cabinetSlug = (name: string, period: string) => slugify(`${name} ${period}`);

const isTrue = (value: string | undefined) => value === '1' || value === 'true';

/** A required text field's cleaned value, or an error under `field`. */
function textField(
  errors: FieldErrors,
  field: string,
  value: string | undefined,
  {
    required,
    max,
    requiredMessage,
    tooLong,
  }: { required: boolean; max: number; requiredMessage: string; tooLong: string },
): string | undefined {
  if (value === undefined) {
    if (required) errors[field] = [requiredMessage];
    return undefined;
  }
  const clean = value.trim();
  if (!clean) errors[field] = [requiredMessage];
  else if (clean.length > max) errors[field] = [tooLong];
  return clean;
}

/** `missions` (a JSON text of `{ title, text }[]`) read and checked point by point. */
function parseMissions(errors: FieldErrors, value: string | undefined, required: boolean): Mission[] | undefined {
  const M = CABINET_MESSAGES;
  if (value === undefined) {
    if (required) errors.missions = [M.missionsRequired];
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = value.length <= MISSIONS_JSON_MAX ? JSON.parse(value) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed)) {
    errors.missions = [M.missionsInvalid];
    return undefined;
  }
  if (parsed.length === 0) errors.missions = [M.missionsRequired];
  else if (parsed.length > CABINET_LIMITS.missionsMax) errors.missions = [M.missionsTooMany];
  if (errors.missions) return undefined;
  const missions: Mission[] = [];
  parsed.forEach((item: unknown, index) => {
    const point = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    if (typeof point.title !== 'string' || typeof point.text !== 'string') {
      errors[`missions.${index}`] = [M.missionsInvalid];
      return;
    }
    const title = point.title.trim();
    const text = point.text.trim();
    if (!title) errors[`missions.${index}.title`] = [M.missionTitleRequired];
    else if (title.length > CABINET_LIMITS.missionTitleMax) errors[`missions.${index}.title`] = [M.missionTitleTooLong];
    if (!text) errors[`missions.${index}.text`] = [M.missionTextRequired];
    else if (text.length > CABINET_LIMITS.missionTextMax) errors[`missions.${index}.text`] = [M.missionTextTooLong];
    missions.push({ title, text });
  });
  return missions;
}

/** Checks an add (`creating`) or an edit; throws 422 with every field's error. */
export function validateCabinetInput(input: CabinetInput, files: CabinetFiles, creating: boolean) {
  const M = CABINET_MESSAGES;
  const L = CABINET_LIMITS;
  const errors: FieldErrors = {};
  const name = textField(errors, 'name', input.name, {
    required: creating,
    max: L.nameMax,
    requiredMessage: M.nameRequired,
    tooLong: M.nameTooLong,
  });
  let period: string | undefined;
  if (input.period !== undefined || creating) {
    period = (input.period ?? '').trim();
    if (!isPeriod(period)) errors.period = [M.periodInvalid];
  }
  const tagline = textField(errors, 'tagline', input.tagline, {
    required: creating,
    max: L.taglineMax,
    requiredMessage: M.taglineRequired,
    tooLong: M.taglineTooLong,
  });
  const nameMeaning = textField(errors, 'name_meaning', input.name_meaning, {
    required: creating,
    max: L.longTextMax,
    requiredMessage: M.nameMeaningRequired,
    tooLong: M.nameMeaningTooLong,
  });
  const vision = textField(errors, 'vision', input.vision, {
    required: creating,
    max: L.longTextMax,
    requiredMessage: M.visionRequired,
    tooLong: M.visionTooLong,
  });
  const missions = parseMissions(errors, input.missions, creating);
  let structureAlt: string | undefined;
  if (input.structure_alt !== undefined) {
    structureAlt = input.structure_alt.trim();
    if (structureAlt.length > L.longTextMax) errors.structure_alt = [M.structureAltTooLong];
  }
  if (creating && files.logo.length === 0) errors.logo = [M.logoRequired];
  else if (files.logo.length > 1) errors.logo = [M.oneLogoOnly];
  if (files.structure.length > 1) errors.structure = [M.oneStructureOnly];
  let designedCards: boolean | undefined;
  if (input.designed_cards !== undefined) {
    const value = input.designed_cards.trim().toLowerCase();
    if (value === 'true' || value === '1' || value === 'on') designedCards = true;
    else if (value === 'false' || value === '0' || value === '') designedCards = false;
    else errors.designed_cards = [M.designedCardsInvalid];
  }
  const copyFrom = input.copy_from?.trim() || undefined;
  if (copyFrom !== undefined && !isSlug(copyFrom)) errors.copy_from = [M.copyFromNotFound];
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const data: CabinetData = {};
  if (name !== undefined) data.name = name;
  if (period !== undefined) data.period = period;
  if (tagline !== undefined) data.tagline = tagline;
  if (nameMeaning !== undefined) data.name_meaning = nameMeaning;
  if (vision !== undefined) data.vision = vision;
  if (missions !== undefined) data.missions = missions.map(({ title, text }) => ({ title, text }));
  // stored as '' when cleared (the mapper answers null)
  if (structureAlt !== undefined) data.structure_alt = structureAlt;
  if (designedCards !== undefined) data.designed_cards = designedCards;
  return { data, copyFrom, removeStructure: !creating && isTrue(input.hapus_structure) };
}
