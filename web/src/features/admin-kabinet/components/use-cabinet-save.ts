/**
 * One save of a cabinet, structure or member form (through useUploadSubmit): the server's own message on success, the
 * failure text with the server's reason otherwise, and the 422's field errors until the next try. An edit passes its
 * `edit` (the version it loaded and its 409: ADR 101).
 */
import type { ApiError, UploadOptions } from '@/lib/http-client';
import { failureBanner } from '@/components/admin/uploads/failure';
import { useUploadSubmit } from '@/components/admin/uploads/use-upload-submit';
import { conflictBanner, type EditConflict } from '@/components/admin/edit-conflict';

export function useCabinetSave(failureText: string, edit?: EditConflict<{ updated_at?: string | null }>) {
  const { submit, submitting, progress, banner, fieldErrors, dismiss, setBanner } = useUploadSubmit();

  async function run<T extends { message: string }>(
    send: (options: UploadOptions) => Promise<T>,
    done: (response: T) => void | Promise<void>,
  ) {
    await submit(send, {
      success: (response) => ({ text: response.message, tone: 'success' }),
      failure: (error) =>
        edit?.refused(error) ? conflictBanner(error as ApiError) : failureBanner(failureText, error),
      then: async (response) => {
        edit?.saved((response as { data?: { updated_at?: string | null } }).data);
        await done(response);
      },
    });
  }

  return { submitting, progress, banner, fieldErrors, run, dismiss, setBanner };
}
