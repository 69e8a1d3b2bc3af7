/**
 * One save of an admin form (upload with progress): the submitting flag, the progress, the banner (the server's
 * message, or the failure text with the server's reason) and the field errors of a 422, kept until the next try.
 */
import { useState } from 'react';
import { ApiError, type UploadOptions } from '@/lib/http-client';
import { failureBanner } from '@/components/admin/uploads/failure';
import { isAbort, useAbortOnUnmount } from '@/components/admin/uploads/use-abort-on-unmount';
import type { BannerMessage } from '@/components/admin/banner';

/** The first message of each field of a 422. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? '']));
}

export function useCabinetSave(failureText: string) {
  const nextSignal = useAbortOnUnmount();
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState(0);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function run<T extends { message: string }>(
    send: (options: UploadOptions) => Promise<T>,
    done: (response: T) => void | Promise<void>,
  ) {
    if (submitting) return;
    setSubmitting(true);
    setProgress(0);
    setBanner(null);
    setFieldErrors({});
    try {
      const response = await send({ onProgress: setProgress, signal: nextSignal() });
      setBanner({ text: response.message, tone: 'success' });
      await done(response);
    } catch (error) {
      if (isAbort(error)) return;
      console.error(failureText, error);
      setFieldErrors(fieldErrorsOf(error));
      setBanner(failureBanner(failureText, error));
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, progress, banner, fieldErrors, run, dismiss: () => setBanner(null), setBanner };
}
