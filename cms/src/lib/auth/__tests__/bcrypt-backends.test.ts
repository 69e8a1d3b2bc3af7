import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type BcryptBackend, bcryptjsInWorkers, loadNativeBcrypt } from '../bcrypt-backends';

// users-permissions' own bcryptjs: what reads the hashes both backends make
const bcryptjs = createRequire(__filename)('bcryptjs') as {
  compareSync(password: string, hash: string): boolean;
  hashSync(password: string, rounds: number): string;
};

const nativeOrError = loadNativeBcrypt();
if (nativeOrError instanceof Error) throw nativeOrError; // this machine has the binding: both backends are compared
const native: BcryptBackend = nativeOrError;
const fallback = bcryptjsInWorkers();

describe.each([native, fallback])('bcrypt backend $name', (backend) => {
  it('makes cost-10 hashes users-permissions reads, and reads its $2a$ hashes', async () => {
    const made = await backend.hash('Rahasia-123');
    expect(made).toMatch(/^\$2[ab]\$10\$.{53}$/);
    expect(bcryptjs.compareSync('Rahasia-123', made)).toBe(true);
    expect(bcryptjs.compareSync('rahasia-123', made)).toBe(false);
    const written = bcryptjs.hashSync('Rahasia-123', 10);
    expect(await backend.verify('Rahasia-123', written)).toBe(true);
    expect(await backend.verify('Rahasia-124', written)).toBe(false);
  });

  it('answers no, without throwing, for a stored value that is not a bcrypt hash', async () => {
    for (const stored of ['bukan-hash', '', `$2a$10$${'!'.repeat(53)}`, '$2a$10$short'])
      expect(await backend.verify('x', stored)).toBe(false);
  });
});

describe('the bcryptjs fallback', () => {
  it('reads what the native backend wrote and the reverse', async () => {
    expect(await fallback.verify('kata-sandi', await native.hash('kata-sandi'))).toBe(true);
    expect(await native.verify('kata-sandi', await fallback.hash('kata-sandi'))).toBe(true);
  });

  it('runs off the event loop: timers keep firing while four comparisons run in workers', async () => {
    fallback.warm();
    const stored = await fallback.hash('x');
    let worstGapMs = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      worstGapMs = Math.max(worstGapMs, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await Promise.all(Array.from({ length: 4 }, () => fallback.verify('x', stored)));
    const tookMs = performance.now() - started;
    // one more turn of the timer, so a stall at the very end is counted too
    await new Promise((resolve) => setTimeout(resolve, 20));
    clearInterval(ticker);
    // four cost-10 comparisons take well over 100 ms of CPU; on the event loop they would stall the timer that long
    expect(tookMs).toBeGreaterThan(100);
    expect(worstGapMs).toBeLessThan(tookMs / 2);
  });
});
