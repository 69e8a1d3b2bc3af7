/** Escaping for what the server writes into HTML and XML (tested in __tests__/escape.test.ts). */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or a double-quoted attribute value in HTML, and text or an attribute in XML. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * JSON inside a `<script>` element: `<`, `>`, `&` and U+2028/2029 as \u escapes, so no `</script>`, `<!--`
 * or line separator can end or change the element; JSON.parse gives back the same value.
 */
export function escapeJsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Characters XML 1.0 forbids (control characters other than tab, newline, carriage return). */
export const stripXmlInvalid = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
