import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * `src/main.ts` as a person starts it, under tsx (docs/product/start-modes.md): what it refuses
 * and what a development start says.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
let dataDir: string;
let child: ChildProcess | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-main-'));
});
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  child = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '',
      AUTH_SECRET: '',
      BANK_ACCOUNT_KEY: '',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  const output = { stdout: '', stderr: '' };
  started.stdout?.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
  });
  started.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => started.once('exit', resolve));
  return { output, exited };
}

describe('npm start', () => {
  it('refuses production without its secrets in one line, writing nothing into DATA_DIR', async () => {
    const { output, exited } = start({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'true',
      SUPPORT_EMAIL: 'help@givecrowd.org',
    });
    expect(await exited).toBe(1);
    expect(output.stderr).toBe(
      'Refusing to start in production without AUTH_SECRET and BANK_ACCOUNT_KEY: production ' +
        'never generates AUTH_SECRET or BANK_ACCOUNT_KEY (set the same ones on every node) ' +
        '(README.md, Configuration).\n',
    );
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses a development server on an address other machines reach', async () => {
    const { output, exited } = start({ HOST: '0.0.0.0' });
    expect(await exited).toBe(1);
    expect(output.stderr).toMatch(
      /^Refusing to start: HOST=0\.0\.0\.0 lets other machines [^\n]*\n$/,
    );
  });

  it('says in one line that it is development mode, where the codes are and how to run production', async () => {
    const { output, exited } = start({});
    const deadline = Date.now() + 90_000;
    let notice: { level: number; msg: string } | undefined;
    while (!notice && Date.now() < deadline && child?.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      notice = output.stdout
        .split('\n')
        .filter((line) => line.includes('Development mode'))
        .map((line) => JSON.parse(line))[0];
    }
    expect(notice, output.stderr).toBeDefined();
    const port = /localhost:(\d+)\/dev\/outbox/.exec(notice?.msg ?? '')?.[1];
    expect(notice?.msg).toBe(
      `Development mode: every sign-in code is readable at http://localhost:${port}/dev/outbox ` +
        'from this machine. To run production, set NODE_ENV=production with AUTH_SECRET, ' +
        'BANK_ACCOUNT_KEY, SUPPORT_EMAIL and the payment keys (README.md, Configuration).',
    );
    const outbox = await fetch(`http://127.0.0.1:${port}/dev/outbox`);
    expect(outbox.status).toBe(200);
    child?.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
