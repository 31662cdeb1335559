import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { createTestConfig } from '@test/build-test-app.ts';
import { copyTemplateDatabase } from '@test/test-database.ts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { createDatabase } from '@/db/client.ts';
import type { App } from '@/lib/fastify-types.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';

const base = process.env.DATABASE_URL ?? '';
let proxy: TcpProxy;
let app: App;
let copy: Awaited<ReturnType<typeof copyTemplateDatabase>>;
let dataDir: string;

/** Ends this database's connections from the server side, as `pg_ctl stop -m fast` does. */
async function terminateConnections(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const get = (url: string) => app.inject({ method: 'GET', url });
/** A read that always reaches the database (reference data is answered from memory). */
const readOrganization = () => get('/api/organization/public/nobody-has-this-slug');

beforeAll(async () => {
  copy = await copyTemplateDatabase(base);
  const target = new URL(copy.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(copy.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-faults-'));
  const config = await createTestConfig({ DATA_DIR: dataDir });
  const database = await createDatabase({
    kind: 'postgres',
    url: viaProxy.toString(),
    poolSize: 4,
    timeouts: { connectMs: 1000, statementMs: 2000 },
  });
  app = await buildApp({ config, database });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await copy?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the database going away and coming back', () => {
  it('answers 503 with Retry-After while it is away, keeps the process, and serves again', async () => {
    expect((await readOrganization()).statusCode).toBe(404);

    await proxy.cut();
    const started = Date.now();
    const away = await readOrganization();
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('5');
    expect(away.json()).toEqual({ status: false, message: API_MESSAGES.serverUnavailable });
    expect(Date.now() - started).toBeLessThan(3000);

    const health = await get('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: false, db: 'down' });
    expect((await get('/api/health/live')).statusCode).toBe(200);

    await proxy.restore();
    await expect.poll(async () => (await readOrganization()).statusCode).toBe(404);
    expect((await get('/api/health')).json()).toMatchObject({ status: true, db: 'up' });
  });

  it('survives the server ending its idle pooled connections (a restart or failover)', async () => {
    await Promise.all([readOrganization(), readOrganization(), readOrganization()]);
    expect(await terminateConnections(copy.name)).toBeGreaterThan(0);
    // The pool's idle connections hear of it; without a listener the process would end here.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect.poll(async () => (await readOrganization()).statusCode).toBe(404);
  });
});
