/** The sign-in screens' one way to word a failure. */
import { ApiError } from '@/lib/http-client';

const NO_ANSWER = 'Tidak bisa terhubung ke server.';
const SERVER_ERROR = 'Terjadi kesalahan pada server';

/** The server's message, 'Terjadi kesalahan pada server' without one, 'Tidak bisa terhubung ke server.' without an answer. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return NO_ANSWER;
    return error.hasServerMessage ? error.message : SERVER_ERROR;
  }
  // fetch() itself failed (e.g. while getting the CSRF cookie): nothing answered
  return error instanceof TypeError ? NO_ANSWER : SERVER_ERROR;
}
