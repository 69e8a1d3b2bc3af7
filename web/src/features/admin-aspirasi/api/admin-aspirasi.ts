/** Admin read of the aspiration form's answers (newest first). */
import useSWR from 'swr';
import type { AspirationList } from '@hmrpl/contract';

const ASPIRATIONS_KEY = '/api/aspirasi';

export function useAspirations() {
  return useSWR<AspirationList>(ASPIRATIONS_KEY);
}
