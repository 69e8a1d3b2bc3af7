/**
 * The visitors' speed report's start (ADR 122), in the first render's code and kept tiny: a public page the CMS drew
 * names its pattern in `<meta name="hmrpl-kecepatan">` (none on /admin and /login, none when WEB_VITALS=off, none in
 * the dev server and `dev:mock`). Only then, once the page has loaded and the browser is idle, the reporter
 * (./speed-report.ts, with the web-vitals package) is imported: a chunk of its own, never part of the first render.
 */
export const SPEED_META_NAME = 'hmrpl-kecepatan';

/** Runs `task` after the load event, when the browser is idle (at most 5 s later). */
function whenLoadedAndIdle(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Starts the report when the page asks for it and the visitor has not asked not to be tracked; the returned promise
 * settles once the reporter watches (tests pass `schedule: (task) => task()`).
 */
export function startSpeedReport(schedule: (task: () => void) => void = whenLoadedAndIdle): Promise<void> {
  const page = document.querySelector(`meta[name="${SPEED_META_NAME}"]`)?.getAttribute('content');
  if (!page || navigator.doNotTrack === '1') return Promise.resolve();
  return new Promise((resolve) =>
    schedule(() => {
      import('./speed-report')
        .then(({ watchSpeed }) => watchSpeed(page))
        // an old chunk after a deploy: no report this time, nothing else to do
        .catch(() => undefined)
        .finally(resolve);
    }),
  );
}
