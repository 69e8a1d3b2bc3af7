import { Notice } from './notice';

/** What a visitor without scripts reads above a form that only the SPA sends (the page itself reads without, ADR 113). */
export const NEEDS_JAVASCRIPT =
  'Formulir ini memerlukan JavaScript. Aktifkan JavaScript di peramban Anda untuk mengirimnya.';

/** Shown only when scripts are off: the page is drawn on the server, but this form is sent by the SPA. */
export function NeedsJavaScript() {
  return (
    <noscript>
      <Notice tone="info">{NEEDS_JAVASCRIPT}</Notice>
    </noscript>
  );
}
