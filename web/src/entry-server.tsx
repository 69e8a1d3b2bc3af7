/**
 * The server's side of the SPA (ADR 113): `vite build --ssr` makes it into dist/.ssr/entry-server.cjs, which the CMS
 * loads at start (cms/src/front/pages/ssr.ts) and asks for each public page's HTML, from the same first data the page
 * embeds (`{ swrKey: answer }`). It waits for every lazily loaded route (React's prerender), so the HTML holds the
 * whole page; the browser hydrates it (src/main.tsx) with the same tree (AppTree).
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppTree } from '@/app/app';
import { SiteOriginProvider } from '@/lib/site-origin';

/** The HTML inside `<div id="root">` for `url` (path and query) on the site at `origin`, drawn from `data`. */
export async function render(url: string, data: Record<string, unknown>, origin: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <SiteOriginProvider value={origin}>
      <AppTree fallback={data} router={(app) => <StaticRouter location={url}>{app}</StaticRouter>} />
    </SiteOriginProvider>,
    // a part that throws would go out as its loading state for the browser to draw: the CMS sends the shell instead,
    // and logs why. Every part inline, however large: React would move a large one out, to be swapped in by an inline
    // script that the CSP refuses and a visitor without scripts never runs.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return Buffer.concat(chunks).toString('utf8');
}
