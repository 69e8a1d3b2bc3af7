import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Activity } from '@hmrpl/contract';
import { screenDelayMs } from '@/config/screen-delays';
import { failureBanner } from '@/components/admin/uploads/failure';
import { useTimeout } from '@/components/admin/uploads/use-timeout';
import { useUploadSubmit, type SubmitOptions } from '@/components/admin/uploads/use-upload-submit';
import { isActivityKey } from './api/admin-kegiatan';
import type { ActivityErrors } from './components/activity-form';

/**
 * Sending an activity form (through useUploadSubmit): the cache refresh, and after success `then(activity)` 2 seconds
 * later (`activityNext`, config/screen-delays.ts, as the news form's; cancelled if the admin leaves first).
 */
export function useSaveActivity(successText: string, failureText: string, then?: (activity: Activity) => void) {
  const { mutate } = useSWRConfig();
  const schedule = useTimeout();
  const { submit, submitting, progress, banner, fieldErrors, dismiss } = useUploadSubmit();
  const [saved, setSaved] = useState(false);

  async function save(send: (options: SubmitOptions) => Promise<{ data: Activity }>) {
    await submit(send, {
      success: () => ({ text: successText, tone: 'success' }),
      failure: (error) => failureBanner(failureText, error),
      then: ({ data }) => {
        void mutate(isActivityKey);
        if (then) {
          setSaved(true);
          schedule(() => then(data), screenDelayMs('activityNext'));
        }
      },
    });
  }

  return { save, submitting, saved, progress, banner, fieldErrors: fieldErrors as ActivityErrors, dismiss };
}
