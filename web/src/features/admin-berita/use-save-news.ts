import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '@/config/paths';
import { isNewsKey } from '@/features/admin-berita/api/admin-berita';
import type { BannerMessage } from '@/components/admin/banner';
import { useAbortOnUnmount, isAbort } from '@/components/admin/uploads/use-abort-on-unmount';
import { useTimeout } from '@/components/admin/uploads/use-timeout';
import type { ImageUploadOptions, UploadStage } from '@/components/admin/uploads/shrink-image';

/** The spec's pause between a saved news item's success banner and the list. */
const NEWS_REDIRECT_MS = 2000;

/**
 * Sending a news form: progress, the result banner, and after success the cache refresh and the redirect to
 * /admin/berita 2000 ms later (cancelled if the admin leaves first).
 */
export function useSaveNews(successText: string, failure: (error: unknown) => BannerMessage) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const schedule = useTimeout();
  const nextSignal = useAbortOnUnmount();
  const [submitting, setSubmitting] = useState(false);
  const [saved, setSaved] = useState(false);
  const [progress, setProgress] = useState(0);
  const [stage, setStage] = useState<UploadStage>('uploading');
  const [banner, setBanner] = useState<BannerMessage | null>(null);

  /** `detail`: a second line for the success banner (e.g. "saved as a draft"). */
  async function save(send: (options: ImageUploadOptions) => Promise<unknown>, detail?: string) {
    setSubmitting(true);
    setProgress(0);
    setBanner(null);
    try {
      await send({ onProgress: setProgress, onStage: setStage, signal: nextSignal() });
      setSaved(true);
      setBanner({ text: successText, tone: 'success', detail });
      void mutate(isNewsKey);
      schedule(() => navigate(paths.admin.news), NEWS_REDIRECT_MS);
    } catch (error) {
      if (isAbort(error)) return;
      console.error(error);
      setBanner(failure(error));
    } finally {
      setSubmitting(false);
    }
  }

  return { save, submitting, saved, progress, stage, banner, dismiss: () => setBanner(null) };
}
