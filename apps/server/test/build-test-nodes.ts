import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@/app.ts';
import type { Config } from '@/config.ts';
import { createDatabase } from '@/db/client.ts';
import { buildTestApp, createTestConfig, type TestApp } from './build-test-app.ts';
import { copyTemplateDatabase } from './test-database.ts';

/**
 * The nodes of one deployment: with DATABASE_URL, `count` apps with one config on one fresh
 * PostgreSQL database, as API nodes behind a load balancer; on PGlite, which one process holds,
 * one app. Close them with `close`.
 */
export async function buildTestNodes(
  count: number,
  overrides: Partial<Config> = {},
): Promise<{ nodes: TestApp[]; close: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const app = await buildTestApp(overrides);
    return { nodes: [app], close: () => app.close() };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-nodes-'));
  const config = { ...(await createTestConfig({ DATA_DIR: dataDir })), ...overrides };
  const copy = await copyTemplateDatabase(base);
  const nodes: TestApp[] = [];
  for (let node = 0; node < count; node += 1) {
    const database = await createDatabase({ kind: 'postgres', url: copy.url, poolSize: 4 });
    const app = await buildApp({ config, database });
    await app.ready();
    nodes.push(Object.assign(app, { dataDir }));
  }
  return {
    nodes,
    close: async () => {
      for (const app of nodes) await app.close();
      await copy.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
