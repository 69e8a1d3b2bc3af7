import { resetDb } from './db';
import { resetAspirationLimiter } from './handlers/aspirasi';
import { resetLoginFailures } from './handlers/auth';
import { resetPasswordChangeFailures } from './handlers/pengguna';

/** Back to the fixtures: every test starts from the same data. */
export function resetMocks() {
  resetDb();
  resetLoginFailures();
  resetPasswordChangeFailures();
  resetAspirationLimiter();
}
