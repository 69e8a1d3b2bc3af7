import { useEffect } from 'react';

export const SITE_NAME = 'HMRPL Telkom University';

/** Sets the tab title of a page: '{title} | HMRPL Telkom University' (the site name alone for the home page). */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
