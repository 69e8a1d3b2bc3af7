/** Admin call for the site settings (the read is the public one, shared with the site through SWR). */
import type { SaveSiteSettingsResponse, SiteSettingsRequest } from '@hmrpl/contract';
import { request } from '@/lib/http-client';

export function saveSettings(body: SiteSettingsRequest) {
  return request<SaveSiteSettingsResponse>('/api/admin/pengaturan', { method: 'POST', body });
}
