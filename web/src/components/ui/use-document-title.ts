import { useLayoutEffect } from 'react';

const SITE_NAME = 'HMRPL Telkom University';

/**
 * Sets the tab title of a page: '{title} | HMRPL Telkom University' (the site name alone for the home page). A layout
 * effect, so the title changes in the same commit as the page (screen readers and history entries see the new one).
 */
export function useDocumentTitle(title?: string) {
  useLayoutEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
