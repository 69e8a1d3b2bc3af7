/** Awarding (this month's winners) on the public side: its read, shown on the home page. See ADR 055. */
import { api } from '../edge/reads';
import { siteType } from '../declare';

export const awarding = siteType({
  sources: ['api::awarding.awarding', 'plugin::upload.file'],
  reads: [api('/api/awarding')],
});
