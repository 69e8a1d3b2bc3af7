import { describe, expect, it } from 'vitest';
import {
  inNetworks,
  parseNetworks,
  parseTrustProxy,
  rateLimitKey,
  resolveClientIp,
  trustForwardedHeaders,
} from '../request-ip';

describe('client address', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(resolveClientIp('203.0.113.9', '1.1.1.1', parseTrustProxy('false'))).toBe('203.0.113.9');
    expect(resolveClientIp('::ffff:127.0.0.1', '1.1.1.1', parseTrustProxy(''))).toBe('::ffff:127.0.0.1');
  });

  it('with a hop count takes the address our last proxy saw, never the client-written left part', () => {
    const one = parseTrustProxy('true');
    // the client forged "6.6.6.6"; our proxy appended the real peer 198.51.100.7
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 198.51.100.7', one)).toBe('198.51.100.7');
    expect(resolveClientIp('10.0.0.2', '198.51.100.7', one)).toBe('198.51.100.7');
    const two = parseTrustProxy('2');
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1', two)).toBe('198.51.100.7');
    // fewer entries than hops: the left-most we have (the deployment is not what the setting says)
    expect(resolveClientIp('10.0.0.2', '198.51.100.7', two)).toBe('198.51.100.7');
    // junk where our proxy writes an address: the socket peer
    expect(resolveClientIp('10.0.0.2', 'not-an-ip', one)).toBe('10.0.0.2');
    // ports and brackets some proxies add
    expect(resolveClientIp('10.0.0.2', '[2001:db8::7]:4431', one)).toBe('2001:db8::7');
    expect(resolveClientIp('10.0.0.2', '198.51.100.7:5555', one)).toBe('198.51.100.7');
  });

  it('with a list of proxies walks back from the peer over our own addresses only', () => {
    const list = parseTrustProxy('10.0.0.0/8, 192.168.1.5');
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 198.51.100.7, 192.168.1.5', list)).toBe('198.51.100.7');
    // reached directly, bypassing the proxy: the header is the client's own words
    expect(resolveClientIp('198.51.100.99', '10.0.0.3', list)).toBe('198.51.100.99');
    // a dual-stack socket reports an IPv4 proxy as IPv4-mapped IPv6: still ours
    expect(resolveClientIp('::ffff:10.0.0.2', '198.51.100.7', list)).toBe('198.51.100.7');
  });

  it('refuses a TRUST_PROXY it does not understand', () => {
    expect(() => parseTrustProxy('yes please')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
    expect(parseTrustProxy('3').hops).toBe(3);
  });

  it('keys IPv6 by /64 and IPv4-mapped or NAT64 addresses as IPv4', () => {
    expect(rateLimitKey('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('2001:db8:1:2::1')).toBe(rateLimitKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(rateLimitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(rateLimitKey('2001:db8:1:2::1'));
    expect(rateLimitKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('::ffff:c633:6407')).toBe('198.51.100.7');
    expect(rateLimitKey('64:ff9b::198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('networks (CMS_ALLOWED_NETWORKS, TRUST_PROXY lists)', () => {
  it('reads addresses and CIDR ranges of both families, and names the setting on a bad entry', () => {
    const networks = parseNetworks('10.20.0.0/16, 192.0.2.7, 2001:db8:20::/48', 'CMS_ALLOWED_NETWORKS');
    for (const address of ['10.20.3.4', '::ffff:10.20.3.4', '192.0.2.7', '2001:db8:20:5::1', '[2001:db8:20::9]:443'])
      expect(inNetworks(networks, address), address).toBe(true);
    for (const address of ['10.21.0.1', '192.0.2.8', '2001:db8:21::1', 'junk', ''])
      expect(inNetworks(networks, address), address).toBe(false);
    expect(() => parseNetworks('10.0.0.0/8, kantor', 'CMS_ALLOWED_NETWORKS')).toThrow(
      'CMS_ALLOWED_NETWORKS: "kantor" is not an IP address or a CIDR range',
    );
  });
});

describe('forwarded scheme and host', () => {
  const headers = () => ({
    'x-forwarded-proto': 'https, http',
    'x-forwarded-host': 'evil.test, hmrpl.uji',
    host: 'cms:1337',
  });

  it('keep only what our nearest proxy wrote (the right-most value)', () => {
    const fromProxy = headers();
    trustForwardedHeaders(fromProxy, '10.0.0.2', parseTrustProxy('10.0.0.0/8'));
    expect(fromProxy).toEqual({ 'x-forwarded-proto': 'http', 'x-forwarded-host': 'hmrpl.uji', host: 'cms:1337' });
    const hop = headers();
    trustForwardedHeaders(hop, '203.0.113.5', parseTrustProxy('1'));
    expect(hop['x-forwarded-host']).toBe('hmrpl.uji');
  });

  it('are dropped when the caller is not one of our proxies, or no proxy is trusted', () => {
    for (const [peer, trust] of [
      ['203.0.113.5', '10.0.0.0/8'],
      ['127.0.0.1', 'false'],
    ]) {
      const direct = headers();
      trustForwardedHeaders(direct, peer, parseTrustProxy(trust));
      expect(direct, `${peer} ${trust}`).toEqual({ host: 'cms:1337' });
    }
  });
});
