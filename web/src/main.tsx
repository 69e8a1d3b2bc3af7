/**
 * The first render's script, kept small (issue 32): the page's one stylesheet, the visitors' speed starter, and the
 * app (./app/start.tsx) started after a server-drawn page has loaded, so that a phone paints the page before it
 * downloads and runs the app. What the visitor does before the app has taken the page over is kept
 * (./app/early-actions.ts): typed values, a form sent, a button pressed.
 */
import '@/styles/global.css';
import { startSpeedReport } from '@/lib/speed-report-start';
import { holdEarlyActions } from '@/app/early-actions';

const root = document.getElementById('root')!;
const drawn = root.firstElementChild !== null;
const held = drawn ? holdEarlyActions(root) : null;
let started = false;

function start() {
  if (started) return;
  started = true;
  // the route's chunks the CMS named (render.ts): asked for beside the app, not after it
  for (const href of document.querySelector('meta[name="hmrpl-modules"]')?.getAttribute('content')?.split(' ') ?? []) {
    if (!href || document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import('@/app/start')
    .then(({ startApp }) => startApp(root))
    .then(() => held?.appStarted())
    .catch(() => held?.release());
}

if (!drawn) start();
else {
  const afterLoad = () => setTimeout(start, 0);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  // a visitor who reaches for the page before it has loaded: the app starts at once
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    window.addEventListener(type, start, { once: true, capture: true, passive: true });
}

// the visitors' speed, on public pages the CMS drew, after load (ADR 122)
void startSpeedReport();
