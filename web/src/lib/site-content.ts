/**
 * What changes with the cabinet, read from the CMS (no longer from the build): the active cabinet, one cabinet of the
 * archive, the list of cabinets, and the site settings (links, contact address). The CMS embeds these answers in
 * every public page's first data under the same keys (cms/src/front/pages/routes.ts), so the footer, the hero and the
 * about page draw them in the first render; SWR then keeps them fresh.
 */
import useSWR from 'swr';
import type { Cabinet, CabinetList, SiteSettings } from '@hmrpl/contract';

const ACTIVE_CABINET_KEY = '/api/kabinet/aktif';
const CABINET_LIST_KEY = '/api/kabinet';
export const SITE_SETTINGS_KEY = '/api/pengaturan';
/** GET /api/kabinet/{slug}, with a preview link's token when the page was opened through one (`?pratinjau=`). */
const cabinetKey = (slug: string, previewToken?: string | null) =>
  `/api/kabinet/${encodeURIComponent(slug)}${
    previewToken === undefined || previewToken === null ? '' : `?pratinjau=${encodeURIComponent(previewToken)}`
  }`;

export function useActiveCabinet() {
  return useSWR<Cabinet>(ACTIVE_CABINET_KEY);
}

export function useCabinet(slug: string | undefined, previewToken?: string | null) {
  return useSWR<Cabinet>(slug ? cabinetKey(slug, previewToken) : null);
}

export function useCabinetList() {
  return useSWR<CabinetList>(CABINET_LIST_KEY);
}

export function useSiteSettings() {
  return useSWR<SiteSettings>(SITE_SETTINGS_KEY);
}

/** `Kabinet {name} {period}`. */
export const cabinetTitle = (cabinet: Pick<Cabinet, 'name' | 'period'>) => `Kabinet ${cabinet.name} ${cabinet.period}`;

/** The year a cabinet ends in (`2024/2025` -> 2025): the chart's year (the footer's © is this year's: format-date). */
export const cabinetYear = (cabinet: Pick<Cabinet, 'period'>) => cabinet.period.slice(cabinet.period.indexOf('/') + 1);

/** An address from the settings, kept only when it is https (what the CMS accepts anyway). */
export function httpsOnly(value: string | null | undefined): string {
  if (!value) return '';
  try {
    return new URL(value).protocol === 'https:' ? value : '';
  } catch {
    return '';
  }
}
