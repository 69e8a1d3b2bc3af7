import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '@/config/paths';
import { screenDelayMs } from '@/config/screen-delays';
import { isNewsKey } from '@/features/admin-berita/api/admin-berita';
import type { BannerMessage } from '@/components/admin/banner';
import { useTimeout } from '@/components/admin/uploads/use-timeout';
import { useUploadSubmit, type SubmitOptions } from '@/components/admin/uploads/use-upload-submit';

/**
 * Sending a news form (through useUploadSubmit): after success the cache refresh and the redirect to /admin/berita
 * the spec's 2000 ms later (`newsRedirect`, config/screen-delays.ts; cancelled if the admin leaves first).
 */
export function useSaveNews(
  successText: string,
  failure: (error: unknown) => BannerMessage,
  /** After a success (the editor's local copy is cleared then). */
  onSaved?: () => void,
) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const schedule = useTimeout();
  const { submit, submitting, progress, stage, banner, dismiss } = useUploadSubmit();
  const [saved, setSaved] = useState(false);

  /** `detail`: a second line for the success banner (e.g. "saved as a draft"). */
  async function save(send: (options: SubmitOptions) => Promise<unknown>, detail?: string) {
    await submit(send, {
      success: () => ({ text: successText, tone: 'success', detail }),
      failure,
      then: () => {
        setSaved(true);
        onSaved?.();
        void mutate(isNewsKey);
        schedule(() => navigate(paths.admin.news), screenDelayMs('newsRedirect'));
      },
    });
  }

  return { save, submitting, saved, progress, stage, banner, dismiss };
}
