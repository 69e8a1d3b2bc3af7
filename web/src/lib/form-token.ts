/**
 * The public forms' token (the CMS's flood rule, ADR 047): it tells the CMS a form was really opened some time before
 * the send. The aspiration form and the activity registration form (ADR 100) read it from GET /api/aspirasi/formulir,
 * the achievement form (ADR 094) from its own GET /api/prestasi/formulir. Read once when a form opens; `renew()` after a
 * send (a token serves one). The honeypot, the other half: components/ui/honeypot-field.tsx.
 */
import useSWR from 'swr';
import type { AspirationFormInfo } from '@hmrpl/contract';

const FORM_TOKEN_KEY = '/api/aspirasi/formulir';

export function useFormToken<T extends { token: string } = AspirationFormInfo>(url: string = FORM_TOKEN_KEY) {
  const { data, mutate } = useSWR<T>(url, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return { token: data?.token, info: data, renew: () => void mutate() };
}
