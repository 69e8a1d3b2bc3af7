/**
 * A form's field messages (ADR 066): the browser's own checks (shown after a submit) and the server's 422, each one
 * cleared as soon as its field becomes valid, not at the next submit. A server message goes when its field changes (the
 * browser cannot judge every server rule); a check of the browser's is run again on each change and its message goes
 * (or follows the new value) once the field passes. Messages never appear while typing before a submit.
 */
import { useEffect, useState } from 'react';

type FieldErrors = Record<string, string | undefined>;

export function useFieldErrors(serverErrors: FieldErrors) {
  const [client, setClient] = useState<FieldErrors>({});
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  // a new answer of the server: all its messages show until their fields change
  useEffect(() => setChanged(new Set()), [serverErrors]);

  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(serverErrors)) if (message && !changed.has(key)) errors[key] = message;
  for (const [key, message] of Object.entries(client)) if (message) errors[key] = message;

  return {
    errors,
    /** After a submit: the browser's checks, all of them. */
    setClientErrors: setClient,
    /**
     * After `keys` changed: their server messages go. With `recheck` (the browser's checks run on the whole form's new
     * values), a message already shown stays only while its check still fails (with that check's text); without it,
     * the messages of `keys` go.
     */
    fieldChanged(keys: string | string[], recheck?: FieldErrors) {
      const list = typeof keys === 'string' ? [keys] : keys;
      setChanged((previous) => (list.every((key) => previous.has(key)) ? previous : new Set([...previous, ...list])));
      setClient((previous) => {
        const next: FieldErrors = {};
        for (const [key, message] of Object.entries(previous)) {
          if (!message) continue;
          if (recheck) {
            if (recheck[key]) next[key] = recheck[key];
          } else if (!list.includes(key)) next[key] = message;
        }
        return next;
      });
    },
  };
}
