import { useLayoutEffect, useRef } from 'react';
import { tellTypedValues } from '@/lib/typed-before-takeover';
import { Notice } from './notice';

/** What a visitor without scripts reads above a form that only the SPA sends (the page itself reads without, ADR 113). */
export const NEEDS_JAVASCRIPT =
  'Formulir ini memerlukan JavaScript. Aktifkan JavaScript di peramban Anda untuk mengirimnya.';

/**
 * In every form only the SPA sends. Shown only when scripts are off: the page is drawn on the server, but this form is
 * sent by the SPA. With scripts on, once React has taken the form over, what the visitor typed in it before is handed
 * to React (ADR 125, `@/lib/typed-before-takeover`), so that nothing typed is lost.
 */
export function NeedsJavaScript() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const form = ref.current?.closest('form');
    if (form) tellTypedValues(form);
  }, []);
  return (
    <noscript ref={ref}>
      <Notice tone="info">{NEEDS_JAVASCRIPT}</Notice>
    </noscript>
  );
}
