import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  draftResponseSchema,
  saveDraftPageResponseSchema,
} from '@givecrowd/shared/organization/draft-api';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { freePort } from '@test/free-port.ts';
import { createDraftOwner, type HttpCall, httpCaller } from '@test/http-draft-owner.ts';
import { copyTemplateDatabase } from '@test/test-database.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './support/server-process.ts';

/**
 * The real server as a child process (tsx, from source) on PostgreSQL: killed with SIGKILL in
 * the middle of saves, and stopped with SIGTERM during one (docs/product/faults.md#fault-suite).
 */
const base = process.env.DATABASE_URL ?? '';
let copy: Awaited<ReturnType<typeof copyTemplateDatabase>>;
let dataDir: string;
let port: number;
let origin: string;
let call: HttpCall;

const startServer = () => startServerProcess({ databaseUrl: copy.url, dataDir, port });

/** The draft as its owner reads it. */
async function readDraft(owner: { token: string; slug: string }) {
  const { body } = await call(
    'GET',
    `/api/organization/create/${owner.slug}`,
    undefined,
    owner.token,
  );
  return draftResponseSchema.parse(body).data.organization;
}

/** A new account with a verified signatory phone and a saved draft: its token, slug and version. */
const draftOwner = () =>
  createDraftOwner(call, {
    email: `restart-${Date.now()}@example.org`,
    password: 'a good password',
    phone: '+919876543210',
    adminEmail: validIndiaNgo.organization_admin_email,
  });

const saveAddress = (owner: { token: string; slug: string }, version: number, n: number) =>
  call(
    'POST',
    '/api/organization/create/page/1',
    { ...validIndiaNgo, organization_address_line_1: `${n} MG Road`, slug: owner.slug, version },
    owner.token,
  );

beforeAll(async () => {
  copy = await copyTemplateDatabase(base);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-restarts-'));
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  call = httpCaller(origin);
});

afterAll(async () => {
  await copy?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('restarts', () => {
  it('keeps every acknowledged save through kill -9 cycles', async () => {
    let server = await startServer();
    const owner = await draftOwner();
    let { version } = owner;
    let acknowledged = 0;
    for (let cycle = 0; cycle < 3; cycle += 1) {
      let killed = false;
      const saving = (async () => {
        while (!killed) {
          const next = acknowledged + 1;
          const answer = await saveAddress(owner, version, next).catch(() => undefined);
          if (answer?.status !== 200) return;
          acknowledged = next;
          version = saveDraftPageResponseSchema.parse(answer.body).data.organization.version;
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 400 + cycle * 150));
      killed = true;
      server.child.kill('SIGKILL');
      await server.exited;
      await saving;

      server = await startServer();
      const draft = await readDraft(owner);
      const stored = Number.parseInt(draft.organization_address_line_1, 10);
      // The save in flight at the kill may or may not have landed; every acknowledged one did.
      expect(stored === acknowledged || stored === acknowledged + 1).toBe(true);
      acknowledged = stored;
      version = draft.version;
    }
    expect(acknowledged).toBeGreaterThan(3);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('finishes a save in flight on SIGTERM, then exits cleanly', async () => {
    const server = await startServer();
    const owner = await draftOwner();
    const pending = saveAddress(owner, owner.version, 77);
    await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGTERM');
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(await server.exited).toBe(0);

    const restarted = await startServer();
    expect((await readDraft(owner)).organization_address_line_1).toBe('77 MG Road');
    restarted.child.kill('SIGTERM');
    await restarted.exited;
  });
});
