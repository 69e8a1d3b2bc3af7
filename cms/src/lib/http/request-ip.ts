/**
 * The client's address, and the key rate limits count it under. TRUST_PROXY (`server.hmrpl.trustProxy`) says which
 * hops are ours: nobody, the last N, or a list of networks. Never use an address the client could have written (the
 * left part of `X-Forwarded-For`). Rate-limit keys: IPv4 as is, IPv6 by its /64, IPv4-mapped and NAT64 as the IPv4
 * inside. See ADR 018.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { Context } from 'koa';

export interface TrustProxy {
  /** How many proxies of ours stand in front of the CMS (0 = none). */
  hops: number;
  /** Our proxies by address, when given as a list instead of a count. */
  proxies: BlockList | null;
  /** The list as written (for logs and the start-up line). */
  description: string;
}

const NO_PROXY: TrustProxy = { hops: 0, proxies: null, description: 'off' };

/** A comma-separated list of addresses and CIDR ranges; throws naming `setting` on an entry that is neither. */
export function parseNetworks(raw: string, setting: string): BlockList {
  const networks = new BlockList();
  for (const item of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, prefix] = item.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`${setting}: "${item}" is not an IP address or a CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) networks.addAddress(address, type);
    else {
      const bits = Number(prefix);
      if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128))
        throw new Error(`${setting}: bad prefix in "${item}"`);
      networks.addSubnet(address, bits, type);
    }
  }
  return networks;
}

/** True when `address` is one of `networks` (IPv4-mapped IPv6 addresses count as their IPv4 address). */
export function inNetworks(networks: BlockList, address: string): boolean {
  const ip = cleanAddress(address);
  if (!ip) return false;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && networks.check(mapped[1], 'ipv4')) return true;
  return networks.check(ip, familyOf(ip));
}

/** Parses TRUST_PROXY; throws on a value that is none of the accepted forms (a typo must not open a hole). */
export function parseTrustProxy(raw: unknown): TrustProxy {
  const value = String(raw ?? '')
    .trim()
    .toLowerCase();
  if (value === '' || value === 'false' || value === '0' || value === 'no' || value === 'off') return NO_PROXY;
  if (value === 'true' || value === 'yes' || value === 'on') return { hops: 1, proxies: null, description: '1 hop' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new Error(`TRUST_PROXY=${value}: at most 32 hops`);
    return { hops, proxies: null, description: `${hops} hop${hops === 1 ? '' : 's'}` };
  }
  try {
    return { hops: 0, proxies: parseNetworks(value, 'TRUST_PROXY'), description: value };
  } catch (error) {
    throw new Error(`${(error as Error).message} (nor true/false or a hop count)`);
  }
}

/** Koa's own view (`ctx.ip`, `ctx.protocol`): trust forwarded headers only with a proxy, and only its hops. */
export function koaProxySettings(trust: TrustProxy): { koa: boolean; maxIpsCount: number } {
  return { koa: trust.hops > 0 || trust.proxies !== null, maxIpsCount: trust.hops };
}

/** `[::1]:80` -> `::1`, `1.2.3.4:80` -> `1.2.3.4`, `fe80::1%eth0` -> `fe80::1`; '' when it is no address. */
function cleanAddress(raw: string | undefined): string {
  let value = (raw ?? '').trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const zone = value.indexOf('%');
  if (zone > 0) value = value.slice(0, zone);
  return isIP(value) ? value : '';
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The client's address for this request under `trust`. Never an address the client could choose unless
 * the socket peer itself is the client.
 */
export function resolveClientIp(peer: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string {
  const socket = cleanAddress(peer) || 'unknown';
  if (trust.hops === 0 && !trust.proxies) return socket;
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    socket,
  ];
  if (trust.proxies) {
    // from the peer leftwards while the address is ours; this also holds when a client reaches the CMS directly,
    // bypassing the proxy (the peer is then not ours, so it is the client)
    for (let i = chain.length - 1; i >= 0; i -= 1) {
      const address = i === chain.length - 1 ? socket : cleanAddress(chain[i]);
      // something that is not an address where an address of ours should be: stop at the last good hop
      if (!address) return cleanAddress(chain[i + 1]) || socket;
      if (!inNetworks(trust.proxies, address)) return address;
    }
    return cleanAddress(chain[0]) || socket;
  }
  const index = Math.max(0, chain.length - 1 - trust.hops);
  // our proxy wrote this entry, so it is an address; if not, the deployment has fewer hops than configured
  return cleanAddress(chain[index]) || socket;
}

/** The (cached) client address of a request; global::request-log also stores it as `ctx.request.ip`. */
export function clientIp(ctx: Pick<Context, 'state' | 'req' | 'get'>, trust: TrustProxy = configuredTrust()): string {
  const state = ctx.state as { clientIp?: string };
  if (!state.clientIp)
    state.clientIp = resolveClientIp(ctx.req?.socket?.remoteAddress, ctx.get('X-Forwarded-For'), trust);
  return state.clientIp;
}

/**
 * True when the request says it was forwarded (X-Forwarded-For) by a peer that is none of our proxies: a proxy
 * TRUST_PROXY does not name, or a client writing the header itself. Its address is then the peer's own.
 */
export function forwardedByUnnamedProxy(
  ctx: Pick<Context, 'req' | 'get'>,
  trust: TrustProxy = configuredTrust(),
): boolean {
  if (!ctx.get('X-Forwarded-For')) return false;
  if (trust.hops > 0) return false;
  return !(trust.proxies && inNetworks(trust.proxies, cleanAddress(ctx.req?.socket?.remoteAddress)));
}

const FORWARDED_SCHEME_AND_HOST = ['x-forwarded-proto', 'x-forwarded-host'] as const;

/**
 * Koa reads `X-Forwarded-Proto` and `X-Forwarded-Host` (their LEFT-most value) whenever `proxy` is on: what decides
 * `ctx.secure`, `ctx.host` and `ctx.origin`. Keep only what our nearest proxy wrote (the RIGHT-most value), and
 * nothing at all from a caller that is not one of our proxies (a direct connection to the port), so no client
 * chooses the scheme or host the CMS believes. Called first thing for every request (global::request-log).
 */
export function trustForwardedHeaders(headers: IncomingHttpHeaders, peer: string | undefined, trust: TrustProxy) {
  const fromOurProxy =
    trust.hops > 0 || (trust.proxies !== null && inNetworks(trust.proxies, cleanAddress(peer) || ''));
  for (const name of FORWARDED_SCHEME_AND_HOST) {
    const value = headers[name];
    if (value === undefined) continue;
    const last = (Array.isArray(value) ? value.join(',') : value).split(',').pop()?.trim() ?? '';
    if (fromOurProxy && last) headers[name] = last;
    else delete headers[name];
  }
}

let parsedTrust: { raw: unknown; trust: TrustProxy } | undefined;
/** `server.hmrpl.trustProxy` of the running Strapi (parsed once; config/server.ts has already validated it). */
function configuredTrust(): TrustProxy {
  const strapi = (globalThis as { strapi?: { config?: { get(path: string, fallback?: unknown): unknown } } }).strapi;
  const raw = strapi?.config?.get('server.hmrpl.trustProxy', 'false') ?? 'false';
  if (parsedTrust?.raw !== raw) parsedTrust = { raw, trust: parseTrustProxy(raw) };
  return parsedTrust.trust;
}

/** Eight 16-bit groups of an IPv6 address, or null. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  // a dotted IPv4 tail (::ffff:1.2.3.4) becomes two hex groups (::ffff:102:304)
  const tailAt = text.lastIndexOf(':') + 1;
  const v4 = text.slice(tailAt).split('.');
  if (v4.length === 4) {
    const [a, b, c, d] = v4.map(Number);
    text = `${text.slice(0, tailAt)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const [head, rest] = text.split('::');
  if (rest === undefined) {
    const groups = parse(head);
    return groups.length === 8 ? groups : null;
  }
  const left = parse(head);
  const right = parse(rest);
  const groups = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 ? groups : null;
}

/** The key a client is counted under by the rate limits (see the header comment). */
export function rateLimitKey(address: string): string {
  if (isIP(address) === 4) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address.slice(0, 64) || 'unknown';
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zero = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  // ::ffff:a.b.c.d (IPv4-mapped) and 64:ff9b::a.b.c.d (NAT64): the IPv4 client inside
  if (zero(0, 5) && groups[5] === 0xffff) return v4(groups[6], groups[7]);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zero(2, 6)) return v4(groups[6], groups[7]);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
