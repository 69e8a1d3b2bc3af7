import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Activity } from '@hmrpl/contract';
import { ApiError } from '@/lib/http-client';
import type { BannerMessage } from '@/components/admin/banner';
import { failureBanner } from '@/components/admin/uploads/failure';
import { isAbort, useAbortOnUnmount } from '@/components/admin/uploads/use-abort-on-unmount';
import { useTimeout } from '@/components/admin/uploads/use-timeout';
import { isActivityKey } from './api/admin-kegiatan';
import type { ActivityErrors } from './components/activity-form';

/** The pause between a saved activity's success banner and what follows (as the news form's). */
const ACTIVITY_NEXT_MS = 2000;

/**
 * Sending an activity form: progress, the result banner, the server's field errors (422) beside their fields, the
 * cache refresh, and after success `then(activity)` 2 seconds later (cancelled if the admin leaves first).
 */
export function useSaveActivity(successText: string, failureText: string, then?: (activity: Activity) => void) {
  const { mutate } = useSWRConfig();
  const schedule = useTimeout();
  const nextSignal = useAbortOnUnmount();
  const [submitting, setSubmitting] = useState(false);
  const [saved, setSaved] = useState(false);
  const [progress, setProgress] = useState(0);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ActivityErrors>({});

  async function save(
    send: (options: { onProgress: (percent: number) => void; signal: AbortSignal }) => Promise<{ data: Activity }>,
  ) {
    setSubmitting(true);
    setProgress(0);
    setBanner(null);
    setFieldErrors({});
    try {
      const { data } = await send({ onProgress: setProgress, signal: nextSignal() });
      setBanner({ text: successText, tone: 'success' });
      void mutate(isActivityKey);
      if (then) {
        setSaved(true);
        schedule(() => then(data), ACTIVITY_NEXT_MS);
      }
    } catch (error) {
      if (isAbort(error)) return;
      console.error(error);
      if (error instanceof ApiError && error.status === 422) {
        const errors: ActivityErrors = {};
        for (const [name, messages] of Object.entries(error.errors))
          if (messages[0]) errors[name as keyof ActivityErrors] = messages[0];
        setFieldErrors(errors);
      }
      setBanner(failureBanner(failureText, error));
    } finally {
      setSubmitting(false);
    }
  }

  return { save, submitting, saved, progress, banner, fieldErrors, dismiss: () => setBanner(null) };
}
