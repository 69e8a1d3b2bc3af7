/**
 * What a visitor does on a server-drawn page (ADR 113) before the app has taken over the part they used, kept and
 * handed to the app once it has (ADR 125: the app starts after the page has painted, or at once on a page with a form
 * the app sends, and takes the page over in parts, as each part's code arrives):
 *
 * - **A form sent** (by its button or Enter) before its form and fields are taken over is stopped (a form the app
 *   sends would otherwise go natively, its fields in the address) and sent again with `requestSubmit` once they are.
 *   What was typed in it is handed to React by the form itself as it is taken over (`@/lib/typed-before-takeover`).
 * - **A button pressed** before it is taken over is pressed again once it is (a second press while the first waits is
 *   dropped: it is the visitor seeing nothing happen). Links and native controls keep their own behaviour, and so
 *   does a GET form (the news search), which works natively.
 *
 * "Taken over": React marks each element it manages with its props (`__reactProps$<random>`, not a public API), and
 * an element is counted once it has been marked at two looks in a row (a render React has not committed yet does not
 * span a look). After GIVE_UP_MS the hold lets go: what React has marked by then is done, the rest is dropped (the
 * visitor presses again), and a form the app sends is still never sent natively, its fields in the address (React
 * sends it if it has it: should React's mark ever change, forms still work once the hold has let go). Once the whole
 * page is taken over, `<html data-app="ready">` says so.
 */

const FIELDS = 'input, textarea, select';
/** How long after the app has started anything waits to be taken over, and the hold watches the page. */
const GIVE_UP_MS = 10_000;
/** How often the hold looks. */
const LOOK_EVERY_MS = 40;

const marked = (element: Element) => {
  for (const key in element) if (key.startsWith('__reactProps$')) return true;
  return false;
};

/** The root's last element in document order: React takes the page over in document order, so it is the last. */
function lastElement(root: Element): Element {
  let element = root;
  while (element.lastElementChild) element = element.lastElementChild;
  return element;
}

export interface EarlyActions {
  /** The app has been handed the root (hydrateRoot called): what was held goes as its part is taken over. */
  appStarted(): void;
  /** The app could not start: nothing is held any more (the page stays as the server drew it). */
  release(): void;
}

export function holdEarlyActions(root: HTMLElement): EarlyActions {
  /** Elements marked at the last look: marked again now, they are taken over. */
  let seen = new WeakSet<Element>();
  const takenOver = (element: Element) => seen.has(element) && marked(element);
  const heldPresses: HTMLButtonElement[] = [];
  const heldSends = new Map<HTMLFormElement, HTMLElement | null>();
  let startedAt = 0;
  let looking = false;
  let released = false;

  const formTakenOver = (form: HTMLFormElement) =>
    takenOver(form) && [...form.querySelectorAll(FIELDS)].every((field) => takenOver(field));

  /** While a held press or send is done again: the hold lets it through. */
  let replaying = false;

  /**
   * A form the app sends never goes natively (its fields would go in the address): until React has it, its send is
   * held; once the hold has let go, the browser's own send is still refused, and React, if it has the form, sends it
   * (this needs no mark of React's).
   */
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (replaying || !(form instanceof HTMLFormElement) || !root.contains(form)) return;
    // a form that says GET works natively (the news search); one without a method is the app's to send
    if (form.getAttribute('method')?.toLowerCase() === 'get') return;
    if (released) {
      event.preventDefault();
      return;
    }
    if (formTakenOver(form)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!heldSends.has(form)) heldSends.set(form, event.submitter);
    if (startedAt) look();
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (replaying || !button || !root.contains(button) || takenOver(button)) return;
    // a form's submit button: the click goes on, and the form's send is held (or goes natively for a GET form)
    if (button.type === 'submit' && button.form) return;
    event.preventDefault();
    event.stopPropagation();
    if (!heldPresses.includes(button)) heldPresses.push(button);
    if (startedAt) look();
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);

  /** Lets go of presses (the submit guard stays: see onSubmit). */
  function release() {
    released = true;
    heldPresses.length = 0;
    heldSends.clear();
    document.removeEventListener('click', onClick, true);
  }

  function replay(task: () => void) {
    replaying = true;
    try {
      task();
    } finally {
      replaying = false;
    }
  }

  /** One look: what has been taken over gets what was held for it; the rest waits for the next look. */
  function lookOnce(): boolean {
    const late = Date.now() - startedAt > GIVE_UP_MS;
    while (heldPresses.length > 0 && (late || takenOver(heldPresses[0]!) || !heldPresses[0]!.isConnected)) {
      const button = heldPresses.shift()!;
      // late, a button React never took over is left alone (pressing it would do nothing)
      if (button.isConnected && marked(button)) replay(() => button.click());
    }
    for (const [form, submitter] of heldSends) {
      if (!late && !formTakenOver(form) && form.isConnected) continue;
      heldSends.delete(form);
      // late, a form React never took over is not sent (natively its fields would go in the address)
      if (!form.isConnected || !marked(form)) continue;
      // in a later task: React has applied the values the form handed it by then
      setTimeout(() =>
        replay(() => {
          try {
            form.requestSubmit(submitter?.isConnected ? submitter : null);
          } catch {
            // a submitter that is no longer the form's own: the form alone
            form.requestSubmit();
          }
        }),
      );
    }
    const last = lastElement(root);
    const whole = takenOver(last);
    // remember what is marked now, for the next look
    const next = new WeakSet<Element>();
    for (const element of root.querySelectorAll(`form, button, ${FIELDS}`)) if (marked(element)) next.add(element);
    if (marked(last)) next.add(last);
    seen = next;
    return heldPresses.length === 0 && heldSends.size === 0 && (late || whole);
  }

  function look() {
    if (looking || released) return;
    looking = true;
    const tick = () => {
      if (released) return;
      if (lookOnce()) {
        looking = false;
        release();
        document.documentElement.dataset.app = 'ready';
        return;
      }
      setTimeout(tick, LOOK_EVERY_MS);
    };
    tick();
  }

  return {
    appStarted() {
      startedAt = Date.now();
      look();
    },
    release,
  };
}
