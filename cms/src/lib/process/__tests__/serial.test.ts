import { describe, expect, it } from 'vitest';
import { createSerialQueue } from '../serial';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createSerialQueue', () => {
  it('runs tasks one after another in call order, even when they await', async () => {
    const run = createSerialQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name}:start`);
      await tick();
      log.push(`${name}:end`);
      return name;
    };
    expect(await Promise.all([run(task('a')), run(task('b')), run(task('c'))])).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end']);
  });

  it('goes on after a failed task', async () => {
    const run = createSerialQueue();
    const failed = run(async () => {
      throw new Error('gagal');
    });
    const next = run(async () => 'lanjut');
    await expect(failed).rejects.toThrow('gagal');
    expect(await next).toBe('lanjut');
  });
});
