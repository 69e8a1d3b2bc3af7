/**
 * A value typed in a server-drawn form (ADR 113) before the app took it over (ADR 125) stays in the field, but React
 * never heard of it: the form's state is empty, the form would send nothing, and React's next drawing of the form
 * would empty the field. Right after React has taken the form over (a layout effect, before anything draws it again),
 * each field whose value (or checked state, or choice) differs from the server's default is told to React as a
 * change: through the field's own setter (React's value tracker) to the default, back through the native setter to
 * what was typed, then the event React listens to (what Testing Library's `fireEvent.change` does).
 */

function nativeSetter(element: Element, property: 'value' | 'checked'): ((value: unknown) => void) | undefined {
  let proto: object | null = Object.getPrototypeOf(element);
  while (proto) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, property);
    if (descriptor?.set) return descriptor.set;
    proto = Object.getPrototypeOf(proto);
  }
  return undefined;
}

/** Tells React one field's value typed before the take-over; a field at its default is left alone. */
function tellTypedValue(field: Element): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return;
    const typed = field.checked;
    field.checked = !typed;
    nativeSetter(field, 'checked')?.call(field, typed);
    // React reads a checkbox's change from a click event; a plain Event named click does not toggle it again
    field.dispatchEvent(new Event('click', { bubbles: true }));
  } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    // a chosen file cannot be told: the visitor chooses it again (the field says so when the form is checked)
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

/** Every field of the form. */
export function tellTypedValues(form: HTMLFormElement): void {
  for (const field of form.querySelectorAll('input, textarea, select')) tellTypedValue(field);
}
