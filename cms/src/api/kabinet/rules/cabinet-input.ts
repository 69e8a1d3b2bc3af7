/**
 * An add's or an edit's fields and files, checked whole before anything is stored (422 with every field's error):
 * the text fields by the rules the admin form runs too (lib/content/cabinet-rules.ts), then the files and the cabinet
 * whose structure a new one copies. See ADR 039.
 */
import { invalid } from '../../../lib/http/errors';
import { isSlug } from '../../../lib/http/request-params';
import type { IncomingFile } from '../../../lib/uploads/store';
import { CABINET_MESSAGES, checkCabinetText, type CabinetText } from '../../../lib/content/cabinet-rules';

/** The fields of an add or an edit, as sent (multipart). Absent: unchanged on an edit. */
export interface CabinetInput extends CabinetText {
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

const isTrue = (value: string | undefined) => value === '1' || value === 'true';

/** Checks an add (`creating`) or an edit; throws 422 with every field's error. */
export function validateCabinetInput(input: CabinetInput, files: CabinetFiles, creating: boolean) {
  const M = CABINET_MESSAGES;
  const { errors, data } = checkCabinetText(input, creating);
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
  return {
    data: designedCards === undefined ? data : { ...data, designed_cards: designedCards },
    copyFrom,
    removeStructure: !creating && isTrue(input.hapus_structure),
  };
}
