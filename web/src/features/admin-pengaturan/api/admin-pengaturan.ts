/** Admin call for the site settings (the read is the public one, shared with the site through SWR). */
import type { EditStamp, SaveSiteSettingsResponse, SiteSettingsRequest } from '@hmrpl/contract';
import { request } from '@/lib/http-client';

/** `updatedAt`: the version the form loaded; a save over a newer one is refused with 409 (ADR 087, 101). */
export function saveSettings(values: SiteSettingsRequest, updatedAt?: string) {
  const body: SiteSettingsRequest & EditStamp = updatedAt ? { ...values, updated_at: updatedAt } : values;
  return request<SaveSiteSettingsResponse>('/api/admin/pengaturan', { method: 'POST', body });
}
