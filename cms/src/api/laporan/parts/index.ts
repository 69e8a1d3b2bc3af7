/**
 * The cabinet report, part by part, in the order it is written (the contract's order): one module each. A new part is
 * a module beside these and a line here (ADR 092).
 */
import type { ReportPart } from './part';
import { programsPart } from './programs';
import { activitiesPart } from './activities';
import { registrationsPart } from './registrations';
import { newsPart } from './news';
import { aspirationsPart } from './aspirations';
import { achievementsPart } from './achievements';
import { awardsPart } from './awards';

export const REPORT_PARTS: readonly ReportPart[] = [
  programsPart,
  activitiesPart,
  registrationsPart,
  newsPart,
  aspirationsPart,
  achievementsPart,
  awardsPart,
];
