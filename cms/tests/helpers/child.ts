/**
 * A second CMS process with settings of its own (TRUST_PROXY, CMS_ALLOWED_NETWORKS, ...), for what the shared app
 * cannot change while it runs: its own SQLite file and uploads folder, the test environment otherwise.
 *
 *   const child = await startChildCms({ TRUST_PROXY: '10.0.0.0/8' });
 *   const a = new Agent(child.url);
 *   await child.stop();
 *
 * `nodeArgs` go to its `node` (e.g. `--require` a preload); `log()` is what it has printed so far.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ChildCms {
  url: string;
  stop(): Promise<void>;
  /** What the process printed so far (its log). */
  log(): string;
}

export async function startChildCms(
  env: Record<string, string>,
  { nodeArgs = [] }: { nodeArgs?: string[] } = {},
): Promise<ChildCms> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hmrpl-child-'));
  mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const child = spawn(process.execPath, [...nodeArgs, path.join(__dirname, '..', 'fixtures', 'seed-boot.cjs')], {
    env: {
      ...process.env,
      SEED_DEMO: 'false',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(dir, 'data.db'),
      PUBLIC_DIR: path.join(dir, 'public'),
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const onData = () => {
        const match = /LISTENING (http:\/\/\S+)/.exec(output);
        if (match) resolve(match[1]);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`boot exited with ${code}:\n${output.slice(-3000)}`)));
    });
    return { url, stop, log: () => output };
  } catch (error) {
    await stop();
    throw error;
  }
}
