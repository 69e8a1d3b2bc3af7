/**
 * The first render's script, kept small (issue 32, ADR 125): the page's one stylesheet, the visitors' speed starter,
 * and the app (./app/start.tsx). A public page the CMS drew (ADR 113) is painted before the app is downloaded and run:
 * the app starts once the page has loaded, or at once when the visitor touches, types or moves focus. A page holding
 * a form the app sends (any but the news search's GET form) starts the app at once. What the visitor types, sends or
 * presses before the app has taken that part of the page over is handed to it once it has (./app/early-actions.ts).
 */
import '@/styles/global.css';
import { startSpeedReport } from '@/lib/speed-report-start';
import { holdEarlyActions } from '@/app/early-actions';

const root = document.getElementById('root')!;
const drawn = root.firstElementChild !== null;
const appForm = root.querySelector('form:not([method="get" i])') !== null;
const early = drawn ? holdEarlyActions(root) : null;
/** What a visitor does when reaching for the page. */
const REACHING = ['pointerdown', 'keydown', 'focusin'] as const;
let started = false;

/** The route's chunks the CMS named (cms/src/front/pages/render.ts), asked for beside the app rather than after it. */
function preloadRouteChunks() {
  const named = document.querySelector('meta[name="hmrpl-modules"]')?.getAttribute('content') ?? '';
  for (const href of named.split(' ')) {
    if (!href || document.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}

function start() {
  if (started) return;
  started = true;
  for (const type of REACHING) window.removeEventListener(type, start, true);
  preloadRouteChunks();
  import('@/app/start')
    .then(({ startApp }) => startApp(root))
    .then(() => {
      // journeys and the first-render budget (web/e2e) wait for this
      document.documentElement.dataset.app = 'started';
      early?.appStarted();
    })
    .catch(() => early?.release());
}

/**
 * After the load event, once the page's largest image (the one it asks for first) is decoded and a frame has been
 * painted with it: the app's download and run never hold that paint back. A tab loaded in the background paints no
 * frame; its app starts a little later all the same.
 */
function startAfterThePaint() {
  const hero = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const decoded = hero ? hero.decode().catch(() => undefined) : Promise.resolve();
  void decoded.then(() => requestAnimationFrame(() => setTimeout(start, 0)));
  setTimeout(start, BACKGROUND_START_MS);
}
const BACKGROUND_START_MS = 3000;

if (!drawn || appForm) start();
else {
  if (document.readyState === 'complete') startAfterThePaint();
  else window.addEventListener('load', startAfterThePaint, { once: true });
  for (const type of REACHING) window.addEventListener(type, start, { capture: true, passive: true });
}

// the visitors' speed, on public pages the CMS drew, after load (ADR 122)
void startSpeedReport();
