import { afterEach, describe, expect, it } from 'vitest';
import {
  PasswordBusyError,
  configurePasswordHashing,
  dummyHash,
  hashPassword,
  passwordBackendName,
  passwordFallbackAtStart,
  passwordHashingLoad,
  verifyPassword,
} from '../password';

afterEach(() => configurePasswordHashing({}));

describe('password hashing', () => {
  it('uses the native binding where it loads, and then says nothing at start', () => {
    // the fallback and its start-up line: bcrypt-backends.test.ts, tests/native-fallback.int.test.ts
    expect(passwordBackendName()).toBe('native');
    expect(passwordFallbackAtStart()).toBeNull();
  });

  it('verifies the $2a$ hashes bcryptjs wrote (users-permissions, the dashboard) and makes bcrypt hashes at cost 10', async () => {
    // made by bcryptjs (users-permissions, Strapi's dashboard) for "Rahasia-123"
    const bcryptjs2a = '$2a$10$CO1gPz/pk1zFo.nxf0EUm.X6Ptkk4v4OT7F1reX7ZMwF3FLY3ixRa';
    expect(await verifyPassword('Rahasia-123', bcryptjs2a)).toBe(true);
    expect(await verifyPassword('rahasia-123', bcryptjs2a)).toBe(false);
    const made = await hashPassword('Rahasia-123');
    expect(made).toMatch(/^\$2[ab]\$10\$.{53}$/);
    expect(await verifyPassword('Rahasia-123', made)).toBe(true);
    expect(await verifyPassword('x', 'bukan-hash')).toBe(false);
    expect(await dummyHash()).toMatch(/^\$2[ab]\$10\$/);
  });

  it('runs at most `concurrency` at once, queues `queue` more, and sheds the rest at once', async () => {
    configurePasswordHashing({ concurrency: 1, queue: 2 });
    const stored = await dummyHash();
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => verifyPassword('x', stored)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const shed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(shed).toHaveLength(3);
    for (const r of shed) {
      expect(r.reason).toBeInstanceOf(PasswordBusyError);
      expect(r.reason.retryAfterSeconds).toBe(1);
    }
    expect(passwordHashingLoad()).toMatchObject({ running: 0, waiting: 0, concurrency: 1, queue: 2 });
  });

  it('lets a priority caller (a valid device cookie) wait at the front and never sheds it', async () => {
    configurePasswordHashing({ concurrency: 1, queue: 0 });
    const stored = await dummyHash();
    const order: string[] = [];
    const run = (label: string, priority: boolean) =>
      verifyPassword('x', stored, { priority }).then(
        () => order.push(label),
        () => order.push(`${label} shed`),
      );
    await Promise.all([run('first', false), run('ordinary', false), run('device', true)]);
    expect(order).toEqual(['ordinary shed', 'first', 'device']);
  });
});
