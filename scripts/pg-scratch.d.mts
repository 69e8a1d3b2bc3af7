export interface ScratchDatabase {
  /** DATABASE_* for a CMS process. */
  env: Record<string, string>;
  /** Runs SQL in the database (as its owner). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}
export function createScratchDatabase(prefix?: string): Promise<ScratchDatabase | null>;
