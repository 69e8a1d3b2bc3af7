import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Activity } from '@hmrpl/contract';
import { screenDelayMs } from '@/config/screen-delays';
import type { ApiError } from '@/lib/http-client';
import { failureBanner } from '@/components/admin/uploads/failure';
import { useTimeout } from '@/components/admin/uploads/use-timeout';
import { useUploadSubmit, type SubmitOptions } from '@/components/admin/uploads/use-upload-submit';
import { conflictBanner, type EditConflict } from '@/components/admin/edit-conflict';
import { isActivityKey } from './api/admin-kegiatan';
import type { ActivityErrors } from './components/activity-form';

/**
 * Sending an activity form (through useUploadSubmit): the cache refresh, and after success `then(activity)` 2 seconds
 * later (`activityNext`, config/screen-delays.ts, as the news form's; cancelled if the admin leaves first). An edit
 * passes its `edit` (the version it loaded and its 409: ADR 101).
 */
export function useSaveActivity(
  successText: string,
  failureText: string,
  then?: (activity: Activity) => void,
  edit?: EditConflict<Activity>,
) {
  const { mutate } = useSWRConfig();
  const schedule = useTimeout();
  const { submit, submitting, progress, banner, fieldErrors, dismiss } = useUploadSubmit();
  const [saved, setSaved] = useState(false);

  async function save(send: (options: SubmitOptions) => Promise<{ data: Activity }>) {
    await submit(send, {
      success: () => ({ text: successText, tone: 'success' }),
      failure: (error) =>
        edit?.refused(error) ? conflictBanner(error as ApiError) : failureBanner(failureText, error),
      then: ({ data }) => {
        edit?.saved(data);
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
