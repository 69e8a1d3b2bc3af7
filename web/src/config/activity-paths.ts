/**
 * The activities' public addresses, beside the route table (paths.ts) rather than in it: that table ships with the
 * first render of every public page, and these are needed only by the activities' own chunks (and one admin screen).
 * The server knows the same addresses (cms/src/front/pages/routes.ts; its unit test compares the two).
 */
import { paths } from './paths';

export const activityPaths = {
  /** An activity's page. */
  detail: (slug: string) => `${paths.activities}/${encodeURIComponent(slug)}`,
  /** Files the server writes (not SPA routes): one activity's calendar, and the feed of every activity. */
  calendar: (slug: string) => `${paths.activities}/${encodeURIComponent(slug)}.ics`,
  feed: `${paths.activities}.ics`,
} as const;
