/** The site settings (pengaturan) on the public side: their read, shown in every page's footer. See ADR 055. */
import { api } from '../edge/reads';
import { siteType } from '../declare';

export const pengaturan = siteType({
  sources: ['api::pengaturan.pengaturan'],
  reads: [api('/api/pengaturan')],
});
