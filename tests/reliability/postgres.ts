/** The reliability suite's throwaway PostgreSQL database (scripts/pg-scratch.mjs, shared with `npm run bench`). */
export { createScratchDatabase, type ScratchDatabase } from '../../scripts/pg-scratch.mjs';
