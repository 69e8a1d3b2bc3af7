/** The site settings (pengaturan) on the public side: their read, shown in every page's footer. See ADR 055. */
import { api } from '../edge/reads';
import type { SiteType } from '../declare';

export const pengaturan: SiteType = {
  sources: ['api::pengaturan.pengaturan'],
  reads: [api('/api/pengaturan')],
};
