/**
 * What code that computes a public answer may tell whoever keeps it (the edge, src/front/edge/edge.ts), through the
 * Koa context: when the answer stops being true (a scheduled item's time: `expireAnswerAt`) and which page is its
 * last (`reportLastPage`, for pages whose body is HTML). Written by controllers and pages, read by `global::edge`
 * (src/middlewares/edge.ts) when it hands a miss's answer back. See ADR 041.
 */
interface StateHolder {
  state: Record<string, unknown>;
}
const EXPIRES = 'hmrpl.edge.expiresAt';
const LAST_PAGE = 'hmrpl.edge.lastPage';

/** The answer being computed stops being true at `when` (e.g. a scheduled publication): the edge drops it then. */
export function expireAnswerAt(ctx: StateHolder, when: Date | number): void {
  const at = typeof when === 'number' ? when : when.getTime();
  const current = ctx.state[EXPIRES];
  if (typeof current !== 'number' || at < current) ctx.state[EXPIRES] = at;
}

/** The last page of the paged answer being computed (pages report it; JSON reads are read by their table entry). */
export function reportLastPage(ctx: StateHolder, lastPage: number): void {
  ctx.state[LAST_PAGE] = lastPage;
}

export const expiresAtOf = (ctx: StateHolder): number => {
  const at = ctx.state[EXPIRES];
  return typeof at === 'number' ? at : 0;
};

export const reportedLastPage = (ctx: StateHolder): number | undefined => {
  const last = ctx.state[LAST_PAGE];
  return typeof last === 'number' ? last : undefined;
};
