/**
 * The public forms' token (GET /api/aspirasi/formulir; the CMS's flood rule, ADR 047): it tells the CMS a form was
 * really opened some time before the send. The aspiration form and the activity registration form (ADR 100) both send
 * it. Read once when a form opens; `renew()` after a send (a token serves one).
 */
import useSWR from 'swr';
import type { AspirationFormInfo } from '@hmrpl/contract';

const FORM_TOKEN_KEY = '/api/aspirasi/formulir';

export function useFormToken() {
  const { data, mutate } = useSWR<AspirationFormInfo>(FORM_TOKEN_KEY, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return { token: data?.token, info: data, renew: () => void mutate() };
}
