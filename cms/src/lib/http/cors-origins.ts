/**
 * CORS_ORIGINS: the other origins that may call the API with cookies. Each must be one exact origin
 * (`https://host[:port]`); `*` or anything else stops the boot, since credentials cross origins here and a wildcard
 * (or a typo that became one) would hand every site the admin's cookies (ADR 034).
 */
export function parseCorsOrigins(list: unknown): string[] {
  const items = (Array.isArray(list) ? list : String(list ?? '').split(','))
    .map((item) => String(item).trim())
    .filter(Boolean);
  return items.map((item) => {
    let url: URL | null = null;
    try {
      url = new URL(item);
    } catch {
      url = null;
    }
    const web = url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
    if (!url || !web || url.origin !== item.replace(/\/$/, '') || item.includes('*')) {
      throw new Error(
        `CORS_ORIGINS: "${item}" is not an origin such as https://example.org (a wildcard is never allowed)`,
      );
    }
    return url.origin;
  });
}
