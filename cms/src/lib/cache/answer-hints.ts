/**
 * What the edge (src/front/edge/edge.ts) and Strapi's stack tell each other about one request it handed on.
 *
 * - The edge marks the Node request with its id and, for a miss, the read being computed.
 * - `global::edge` (src/middlewares/edge.ts) puts the computed answer back here instead of letting Koa send it; the
 *   edge stores it and sends it exactly like a hit.
 * - Code that computes a public read may say, through the Koa context, when its answer stops being true (a scheduled
 *   item's time: `expireAnswerAt`) and which page is its last (`reportLastPage`, for pages whose body is HTML).
 */
import type { IncomingMessage } from 'node:http';
import type { Answer } from '../../front/edge/store';
import type { PublicRead } from '../../front/edge/reads';

export interface EdgeRequest {
  id: string;
  /** The read a miss computes (absent: the request only passed through the edge). */
  read?: PublicRead;
  /** Set by `global::edge` when the miss's answer may be stored and sent by the edge. */
  answer?: Answer;
  /** The last page the answer told (paged reads). */
  lastPage?: number;
  /** Never stored nor answered from the cache (a preview). */
  bypass?: boolean;
}

const EDGE = Symbol('hmrpl.edge');
type Marked = IncomingMessage & { [EDGE]?: EdgeRequest };

export function markEdgeRequest(req: IncomingMessage, request: EdgeRequest): void {
  (req as Marked)[EDGE] = request;
}

export function edgeRequestOf(req: IncomingMessage): EdgeRequest | undefined {
  return (req as Marked)[EDGE];
}

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
