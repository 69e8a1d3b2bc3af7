import { resetDb } from './db';
import { resetAspirationLimiter } from './handlers/aspirasi';
import { resetLoginFailures } from './handlers/auth';

/** Back to the fixtures: every test starts from the same data. */
export function resetMocks() {
  resetDb();
  resetLoginFailures();
  resetAspirationLimiter();
}
