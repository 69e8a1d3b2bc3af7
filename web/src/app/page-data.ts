/**
 * The first data of a page, written into the HTML by the CMS (cms/src/front/pages/render.ts): a
 * `<script type="application/json" id="page-data">` holding `{ swrKey: answer }`, the same bodies as /api.
 * Read once at start and handed to SWR as `fallback`, so the first render already shows the content;
 * SWR still revalidates each key on mount. The element stays in the page (nothing reads it twice).
 */
export const PAGE_DATA_ID = 'page-data';

let cached: Record<string, unknown> | undefined;

export function readPageData(doc: Document = document): Record<string, unknown> {
  if (cached) return cached;
  const element = doc.getElementById(PAGE_DATA_ID);
  let data: Record<string, unknown> = {};
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
    } catch {
      // a broken element only costs the head start: SWR loads everything as usual
    }
  }
  cached = data;
  return data;
}

/** Tests: forget what was read. */
export function resetPageData() {
  cached = undefined;
}
