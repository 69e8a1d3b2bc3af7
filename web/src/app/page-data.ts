/**
 * The first data of a page, written into the HTML by the CMS (cms/src/front/pages/render.ts): a
 * `<script type="application/json" id="page-data">` holding `{ swrKey: answer }`, the same bodies as /api.
 * Read once at start and handed to SWR as `fallback`, so the first render already shows the content.
 * While the visitor is still on the address the page was loaded at, SWR does not ask /api again for what the page
 * carries (`carriedOnLanding`, ADR 124): the page is never older than the API's answer (the edge drops both on any
 * change, and a browser revalidates the page on every load); once the visitor has moved, SWR revalidates as usual.
 * The element stays in the page (nothing reads it twice).
 */
import { unstable_serialize, type Key, type Middleware } from 'swr';

export const PAGE_DATA_ID = 'page-data';

let cached: Record<string, unknown> | undefined;
/** The address (path and query) the page data belongs to, until the visitor moves; then undefined for good. */
let landing: string | undefined;

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
  landing = doc.defaultView ? doc.defaultView.location.pathname + doc.defaultView.location.search : undefined;
  return data;
}

/** Whether the visitor is still on the address the page was loaded at (false for good once they have moved). */
function stillOnLanding(): boolean {
  if (landing === undefined || typeof window === 'undefined') return false;
  if (window.location.pathname + window.location.search !== landing) landing = undefined;
  return landing !== undefined;
}

/**
 * SWR middleware: a key the page carries is not revalidated on mount while the visitor is still on the page it
 * came with (one fetch per resource on load: none for what the first answer holds). A list read page by page
 * (useSWRInfinite, whose key is a function of the page's index and the previous page) is carried under `$inf$` and
 * its first page's address.
 */
export const carriedOnLanding: Middleware = (useSWRNext) => (key, fetcher, config) => {
  let carried = false;
  if (cached && stillOnLanding()) {
    const serialized =
      typeof key === 'function' && key.length === 2
        ? `$inf$${unstable_serialize((key as (index: number, previous: null) => Key)(0, null))}`
        : unstable_serialize(key);
    carried = serialized in cached;
  }
  return useSWRNext(key, fetcher, carried ? { ...config, revalidateOnMount: false } : config);
};

/** Tests: forget what was read. */
export function resetPageData() {
  cached = undefined;
  landing = undefined;
}
