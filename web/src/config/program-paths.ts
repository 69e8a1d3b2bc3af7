/**
 * A program of work's page, beside the route table rather than in it (as the activities' addresses): that table ships
 * with the first render of every public page, and this is needed only by the programs' own chunks. The server knows
 * the same address (cms/src/front/pages/routes.ts; its unit test compares the two). ADR 091.
 */
import { paths } from './paths';

export const programPaths = {
  detail: (slug: string) => `${paths.programs}/${encodeURIComponent(slug)}`,
} as const;
