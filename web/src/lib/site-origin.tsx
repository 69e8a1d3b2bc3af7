/**
 * The site's origin for the addresses a page writes out in full (calendar links). In the browser it is the page's own;
 * on the server (src/entry-server.tsx, ADR 113) the CMS hands over the origin it writes the page for, since there is
 * no window there.
 */
import { createContext, useContext } from 'react';

const SiteOrigin = createContext<string | null>(null);

export const SiteOriginProvider = SiteOrigin.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOrigin) ?? window.location.origin;
}
