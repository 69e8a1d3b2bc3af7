/**
 * One save of a cabinet, structure or member form (through useUploadSubmit): the server's own message on success, the
 * failure text with the server's reason otherwise, and the 422's field errors until the next try.
 */
import type { UploadOptions } from '@/lib/http-client';
import { failureBanner } from '@/components/admin/uploads/failure';
import { useUploadSubmit } from '@/components/admin/uploads/use-upload-submit';

export function useCabinetSave(failureText: string) {
  const { submit, submitting, progress, banner, fieldErrors, dismiss, setBanner } = useUploadSubmit();

  async function run<T extends { message: string }>(
    send: (options: UploadOptions) => Promise<T>,
    done: (response: T) => void | Promise<void>,
  ) {
    await submit(send, {
      success: (response) => ({ text: response.message, tone: 'success' }),
      failure: (error) => failureBanner(failureText, error),
      then: done,
    });
  }

  return { submitting, progress, banner, fieldErrors, run, dismiss, setBanner };
}
