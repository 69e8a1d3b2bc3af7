/**
 * The cabinet report, part by part, in the order it is written: one module each. A part added later (achievements,
 * awards by month, registrations and attendance) is a module beside these and a line here (ADR 092).
 */
import type { ReportPart } from './part';
import { programsPart } from './programs';
import { activitiesPart } from './activities';
import { newsPart } from './news';
import { aspirationsPart } from './aspirations';

export const REPORT_PARTS: readonly ReportPart[] = [programsPart, activitiesPart, newsPart, aspirationsPart];
