/**
 * What a visitor does on a server-drawn page (ADR 113) before the app has taken it over (issue 32: the app starts
 * after the page has loaded, src/main.tsx), kept and handed to the app once React has hydrated the elements:
 *
 * - **Typed values.** React keeps a value typed before hydration in the field, but its state stays empty (it replays
 *   no change). Each hydrated field whose value (or checked state, or selection) differs from the server's default
 *   is told to React as a change: the value goes through the field's own setter (React's value tracker) to the
 *   default, back through the prototype's native setter to what was typed, then the event React listens to.
 * - **A form sent** (its submit event, by a button or Enter) is stopped (a form the app sends would otherwise go out
 *   natively, its fields in the address) and sent again with `requestSubmit` once the form is hydrated.
 * - **A button pressed** (not a form's submit button: its form's submit is held instead) is pressed again once
 *   hydrated. Links and native controls (a checkbox, `<details>`) keep their own behaviour.
 *
 * Once every form, field and button of the root is hydrated and nothing is held, `<html data-app="ready">` says so
 * (journeys may wait for it). If the app cannot load, the hold is released: the page behaves as without scripts.
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

const idle = (task: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 200 }) : setTimeout(task, 50);

export function holdEarlyActions(root: HTMLElement) {
  const held: Held[] = [];
  const told = new WeakSet<Element>();
  let watching = false;
  let released = false;

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form) || isHydrated(form)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.some((h) => h.kind === 'submit' && h.form === form))
      held.push({ kind: 'submit', form, submitter: event.submitter });
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button) || isHydrated(button)) return;
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

  /** One look, when the browser is idle (React is not in the middle of hydrating): tell, replay, or look again. */
  function look(since: number) {
    if (released) return;
    for (const field of root.querySelectorAll(FIELDS))
      if (!told.has(field) && isHydrated(field)) {
        told.add(field);
        tellReact(field);
      }
    // what was held goes again in the order it was done, each once its element (and its fields) are hydrated
    while (held.length > 0) {
      const first = held[0]!;
      const target = first.kind === 'submit' ? first.form : first.button;
      if (!target.isConnected) {
        held.shift();
        continue;
      }
      if (
        !isHydrated(target) ||
        (first.kind === 'submit' && [...first.form.querySelectorAll(FIELDS)].some((f) => !told.has(f)))
      )
        break;
      held.shift();
      // after React has applied the told changes (a separate task)
      setTimeout(() => {
        if (first.kind === 'click') first.button.click();
        else {
          const submitter = first.submitter?.isConnected ? first.submitter : null;
          try {
            first.form.requestSubmit(submitter);
          } catch {
            // a submitter that is no longer the form's submit button: the form alone
            first.form.requestSubmit();
          }
        }
      }, 0);
    }
    const done = held.length === 0 && [...root.querySelectorAll(ACTIVE)].every(isHydrated);
    if (done || Date.now() - since > GIVE_UP_MS) {
      release();
      // after the replays above
      setTimeout(() => document.documentElement.setAttribute('data-app', 'ready'), 0);
      return;
    }
    idle(() => look(since));
  }

  return {
    /** React has the root: watch it hydrate. */
    appStarted() {
      if (watching) return;
      watching = true;
      const since = Date.now();
      idle(() => look(since));
    },
    release,
  };
}
