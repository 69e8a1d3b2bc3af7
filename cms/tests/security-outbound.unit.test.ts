/**
 * The CMS's calls out (src/lib/process/outbound.ts, ADR 063): with an SMTP username the digest's password never
 * crosses the network in the clear. Strapi's own nodemailer provider, with the options config/plugins.ts gives it,
 * against a real SMTP server that asks for a sign-in and offers no STARTTLS (as a server behind someone who strips
 * the offer would look): it must refuse to sign in rather than send the password.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { env } from '@strapi/utils';
import nodemailerProvider from '@strapi/provider-email-nodemailer';
import { smtpOptions, smtpWarning } from '../src/lib/process/outbound';

const passwords: string[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      passwords.push(auth.password ?? '');
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const SETTINGS = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USERNAME', 'SMTP_PASSWORD', 'SMTP_REQUIRE_TLS', 'SMTP_SECURE'];
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  passwords.length = 0;
});

function configure(values: Record<string, string>) {
  for (const name of SETTINGS) delete process.env[name];
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), ...values });
  return smtpOptions(env);
}

/**
 * The options as config/plugins.ts hands them to the provider (its type is nodemailer's last `createTransport`
 * overload, which names none of SMTP's fields: as plain data, like Strapi's config, they pass).
 */
const send = (options: NonNullable<ReturnType<typeof smtpOptions>>, providerOptions: object = options) =>
  nodemailerProvider
    .init(providerOptions, { defaultFrom: 'HMRPL <no-reply@hmrpl.test>', defaultReplyTo: 'no-reply@hmrpl.test' })
    .send({ to: 'pengurus@hmrpl.test', subject: 'Ringkasan aspirasi', text: 'uji' });

describe('SMTP with a username', () => {
  it('requires TLS: a server that offers no STARTTLS never receives the password', async () => {
    const options = configure({ SMTP_USERNAME: 'hmrpl@hmrpl.test', SMTP_PASSWORD: 'sandi-aplikasi-rahasia' });
    expect(options).toMatchObject({ requireTLS: true, secure: false });
    // an empty value (a copied example file) is not "off"
    expect(configure({ SMTP_USERNAME: 'u', SMTP_PASSWORD: 'p', SMTP_REQUIRE_TLS: '' })).toMatchObject({
      requireTLS: true,
    });
    await expect(send(options!)).rejects.toThrow(/STARTTLS|TLS/i);
    expect(passwords).toEqual([]);
    expect(smtpWarning(options)).toBeNull();
  });

  it('sends it in the clear only with SMTP_REQUIRE_TLS=false, and every start says so', async () => {
    const options = configure({
      SMTP_USERNAME: 'hmrpl@hmrpl.test',
      SMTP_PASSWORD: 'sandi-aplikasi-rahasia',
      SMTP_REQUIRE_TLS: 'false',
    });
    await send(options!);
    expect(passwords).toEqual(['sandi-aplikasi-rahasia']);
    expect(smtpWarning(options)).toMatch(/SMTP_REQUIRE_TLS=false: the SMTP password is sent without TLS/);
  });

  it('port 465 is TLS from the start; without a username STARTTLS is used when offered', () => {
    expect(configure({ SMTP_PORT: '465', SMTP_USERNAME: 'u', SMTP_PASSWORD: 'p' })).toMatchObject({ secure: true });
    expect(smtpWarning(configure({ SMTP_PORT: '465', SMTP_USERNAME: 'u', SMTP_REQUIRE_TLS: 'false' }))).toBeNull();
    expect(configure({})).toMatchObject({ requireTLS: false, secure: false });
    expect(configure({})).not.toHaveProperty('auth');
  });
});
