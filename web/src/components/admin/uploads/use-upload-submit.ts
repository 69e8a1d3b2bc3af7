/**
 * One submit of an admin upload screen: idle -> (shrinking ->) uploading with progress -> a success or failure banner,
 * with the 422's field errors beside their fields. Every upload screen sends through it; a request still running is
 * aborted when the screen unmounts, and so is a pending result delay.
 */
import { useState } from 'react';
import { fieldErrorsOf } from '@/lib/http-client';
import type { BannerMessage } from '@/components/admin/banner';
import { isAbort, useAbortOnUnmount } from './use-abort-on-unmount';
import { useTimeout, waitWith } from './use-timeout';
import type { ImageUploadOptions, UploadStage } from './shrink-image';

/** What `send` gets: report progress and stage, and stop when the screen is gone. */
export type SubmitOptions = Required<Pick<ImageUploadOptions, 'onProgress' | 'onStage' | 'signal'>>;

interface SubmitSteps<T> {
  /** The success banner for the server's answer. */
  success: (response: T) => BannerMessage;
  /** The failure banner (usually `failureBanner(text, error)`). */
  failure: (error: unknown) => BannerMessage;
  /** After the success banner: refresh caches, clear the form, go on. A throw here shows the failure banner. */
  then?: (response: T) => void | Promise<void>;
  /** The spec's pause between the server's answer and the result (either way); the screen stays busy meanwhile. */
  resultDelayMs?: number;
}

export function useUploadSubmit() {
  const nextSignal = useAbortOnUnmount();
  const schedule = useTimeout();
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState(0);
  const [stage, setStage] = useState<UploadStage>('uploading');
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  /** Sends once (a second submit while one runs is ignored); resolves true after success. */
  async function submit<T>(send: (options: SubmitOptions) => Promise<T>, steps: SubmitSteps<T>): Promise<boolean> {
    if (submitting) return false;
    setSubmitting(true);
    setProgress(0);
    setBanner(null);
    setFieldErrors({});
    const pause = () => (steps.resultDelayMs ? waitWith(schedule, steps.resultDelayMs) : undefined);
    try {
      const response = await send({ onProgress: setProgress, onStage: setStage, signal: nextSignal() });
      await pause();
      setBanner(steps.success(response));
      await steps.then?.(response);
      return true;
    } catch (error) {
      if (isAbort(error)) return false;
      console.error(error);
      await pause();
      setFieldErrors(fieldErrorsOf(error));
      setBanner(steps.failure(error));
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return {
    submit,
    submitting,
    progress,
    stage,
    banner,
    fieldErrors,
    setBanner,
    dismiss: () => setBanner(null),
  };
}
