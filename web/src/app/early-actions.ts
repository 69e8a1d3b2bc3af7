/**
 * What a visitor does on a server-drawn page (ADR 113) before the app has taken it over (issue 32: the app starts
 * after the page has loaded, src/main.tsx), kept and handed to the app once React has hydrated the whole root:
 *
 * - **Typed values.** React keeps a value typed before hydration in the field, but its state stays empty (it replays
 *   no change). Each field whose value (or checked state, or selection) differs from the server's default is told to
 *   React as a change: the value goes through the field's own setter (React's value tracker) to the default, back
 *   through the prototype's native setter to what was typed, then the event React listens to.
 * - **A form sent** (its submit event, by a button or Enter) is stopped (a form the app sends would otherwise go out
 *   natively, its fields in the address) and sent again with `requestSubmit` after the fields are told.
 * - **A button pressed** (not a form's submit button: its form's submit is held instead) is pressed again. Links and
 *   native controls (a checkbox, `<details>`) keep their own behaviour.
 *
 * "Taken over": every form, field and button of the root, and its last element, carry React's props (see `look`).
 * Then `<html data-app="ready">` says so (journeys may wait for it). If the app cannot load, the hold is released: the
 * page behaves as without scripts. Prototype: relies on React's `__reactProps$` marks (not a public API).
 */

type Held =
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'click'; button: HTMLButtonElement };

const FIELDS = 'input, textarea, select';
const ACTIVE = 'form, input, textarea, select, button';
/** How long the app may take to hydrate what the visitor used before the hold gives up (the page stays as drawn). */
const GIVE_UP_MS = 30_000;

/** React's hydration marks each element it has taken over with its props (`__reactProps$<random>`). */
function isHydrated(element: Element): boolean {
  for (const key in element) if (key.startsWith('__reactProps$')) return true;
  return false;
}

function nativeSetter(element: Element, property: 'value' | 'checked'): ((value: unknown) => void) | undefined {
  let proto: object | null = Object.getPrototypeOf(element);
  while (proto) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, property);
    if (descriptor?.set) return descriptor.set;
    proto = Object.getPrototypeOf(proto);
  }
  return undefined;
}

/** Tells React about a value typed before hydration (see the file's header). */
function tellReact(field: Element): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return;
    const typed = field.checked;
    field.checked = !typed;
    nativeSetter(field, 'checked')?.call(field, typed);
    // React reads a checkbox's change from a click event; a plain Event named click does not toggle it again
    field.dispatchEvent(new Event('click', { bubbles: true }));
  } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    if (field instanceof HTMLInputElement && field.type === 'file') return;
    if (field.value === field.defaultValue) return;
    const typed = field.value;
    field.value = field.defaultValue;
    nativeSetter(field, 'value')?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  } else if (field instanceof HTMLSelectElement) {
    if ([...field.options].every((option) => option.selected === option.defaultSelected)) return;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * The root's last element in document order (its last child's last child...). React hydrates in document order, so
 * once this one is hydrated React's render has reached the end of the page (a render that stopped on a lazy chunk on
 * its way, e.g. the footer's, has not: its elements are not marked yet).
 */
function lastElement(root: Element): Element {
  let element = root;
  while (element.lastElementChild) element = element.lastElementChild;
  return element;
}

/** The next moment the browser is idle: React is not in the middle of a render (its scheduler keeps a task queued). */
const idle = (task: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(task) : setTimeout(task, 50);

export function holdEarlyActions(root: HTMLElement) {
  const held: Held[] = [];
  let watching = false;
  let released = false;

  // until the app has taken the whole root over, every form sent and button pressed in it waits (in order)
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.some((h) => h.kind === 'submit' && h.form === form))
      held.push({ kind: 'submit', form, submitter: event.submitter });
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    // a form's submit button: the click goes on, and the form's submit event is held
    if (button.type === 'submit' && button.form) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: 'click', button });
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);

  function release() {
    released = true;
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('click', onClick, true);
  }

  /** After the take-over: what was held goes again, one a task, in the order it was done; then the marker. */
  function replay() {
    const next = held.shift();
    if (!next) {
      document.documentElement.setAttribute('data-app', 'ready');
      return;
    }
    if (next.kind === 'click') {
      if (next.button.isConnected) next.button.click();
    } else if (next.form.isConnected) {
      const submitter = next.submitter?.isConnected ? next.submitter : null;
      try {
        next.form.requestSubmit(submitter);
      } catch {
        // a submitter that is no longer the form's submit button: the form alone
        next.form.requestSubmit();
      }
    }
    setTimeout(replay, 0);
  }

  /**
   * One look at an idle moment: the root is taken over once every form, field and button in it is hydrated at two
   * idle moments in a row (a render React had not committed yet cannot span an idle moment). Then each field tells
   * React what was typed in it (telling a field whose state already holds its value changes nothing), and, in a
   * later task (React has applied those changes), what was held goes again.
   */
  function look(since: number, seenWhole: boolean) {
    if (released) return;
    const whole = isHydrated(lastElement(root)) && [...root.querySelectorAll(ACTIVE)].every(isHydrated);
    if ((whole && seenWhole) || Date.now() - since > GIVE_UP_MS) {
      for (const field of root.querySelectorAll(FIELDS)) if (isHydrated(field)) tellReact(field);
      release();
      setTimeout(replay, 0);
      return;
    }
    setTimeout(() => idle(() => look(since, whole)), whole ? 20 : 50);
  }

  return {
    /** React has the root: watch it hydrate. */
    appStarted() {
      if (watching) return;
      watching = true;
      const since = Date.now();
      idle(() => look(since, false));
    },
    release,
  };
}
