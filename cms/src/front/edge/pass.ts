/**
 * How the edge (edge.ts) hands a request to Strapi's Koa. The edge runs Koa itself, with the steps of Koa's own
 * request listener (a context, the middleware chain, Koa's answer), so what it tells the stack about the request
 * travels in the context it made (`ctx.state`, Koa's channel for it) and comes back with the call:
 *
 *   const pass = { id, read };
 *   await handOn(req, res, pass);   // pass.answer: what `global::edge` kept for the edge, if it may be stored
 *
 * - `read`: a miss of that public read. `global::edge` (src/middlewares/edge.ts) puts a storable answer in
 *   `pass.answer` instead of letting Koa send it; the edge stores it and sends it exactly like a hit.
 * - `bypass`: a preview the edge let through (answered `no-store`).
 * - `id`: the request id the edge already logged under (the request log and X-Request-Id use it).
 * Nothing is written on the Node request. Upgrading Koa or Strapi: see docs/architecture.md, "Upgrading Strapi".
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import compose from 'koa-compose';
import type { Answer } from './store';
import type { PublicRead } from './reads';

export interface EdgePass {
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

const STATE_KEY = 'hmrpl.edge';

/** What the edge told the stack about this request, if it handed it on. */
export function edgePassOf(ctx: { state: Record<string, unknown> }): EdgePass | undefined {
  return ctx.state[STATE_KEY] as EdgePass | undefined;
}

type Chain = (ctx: Koa.Context) => Promise<unknown>;
/** Koa's own last step (`Application#handleRequest`: the answer or the error page), not in its public types. */
interface KoaRequestHandler {
  handleRequest(ctx: Koa.Context, chain: Chain): Promise<unknown>;
}

/**
 * A function that runs one request through Koa's middleware (composed at the first request, as Strapi's own listener
 * does, once every middleware is mounted) and resolves once Koa has done; the pass it was given then holds what
 * `global::edge` handed back.
 */
export function koaRunner(app: Koa) {
  let chain: Chain | null = null;
  const koa = app as Koa & KoaRequestHandler;
  return function handOn(req: IncomingMessage, res: ServerResponse, pass?: EdgePass): Promise<unknown> {
    if (!chain) {
      chain = compose(app.middleware) as Chain;
      if (!app.listenerCount('error')) app.on('error', app.onerror);
    }
    const ctx = app.createContext(req, res);
    if (pass) ctx.state[STATE_KEY] = pass;
    return koa.handleRequest(ctx, chain);
  };
}
