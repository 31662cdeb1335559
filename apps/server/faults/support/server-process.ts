import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 45_000;

export type ServerProcess = {
  child: ChildProcess;
  /** The exit code (null after a signal). */
  exited: Promise<number | null>;
};

/**
 * The real server (`src/main.ts` under tsx, from source) as a child process on PostgreSQL,
 * answered once its readiness (`GET /api/health`) says 200. A process that ends before that
 * fails the start at once with its exit code; its stderr shows in the test's output.
 */
export async function startServerProcess({
  databaseUrl,
  dataDir,
  port,
  env = {},
}: {
  databaseUrl: string;
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      REDIS_URL: '',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      CODE_SENDS_PER_IP_PER_HOUR: '10000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const died = exited.then((code) => {
    throw new Error(`the server on port ${port} exited with ${code} before it was ready`);
  });
  try {
    await Promise.race([waitUntilReady(`http://127.0.0.1:${port}`), died]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, exited };
}

/** Stops the server as an orchestrator does (SIGTERM, or `signal`) and waits for it to exit. */
export async function stopServerProcess(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  server.child.kill(signal);
  await server.exited;
}

async function waitUntilReady(origin: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const status = await fetch(`${origin}/api/health`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${origin} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}
