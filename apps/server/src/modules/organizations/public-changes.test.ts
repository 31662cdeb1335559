import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { insertOrganization } from '@test/campaign-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateDraftAtVersion, writeStatusChange } from './repository.ts';

/*
 * Which writes of the organizations table say that public content changed
 * (docs/decisions/010-many-nodes.md#caches): those visitors can see.
 */

let app: TestApp;
let heard = 0;

beforeAll(async () => {
  app = await buildTestApp();
  app.publicContent.onChange(() => {
    heard += 1;
  });
});
afterAll(async () => app.close());

/** Whether the writes of `write` were announced (on PostgreSQL the notification takes a moment). */
async function announces(write: () => Promise<unknown>): Promise<boolean> {
  const before = heard;
  await write();
  await new Promise((resolve) => setTimeout(resolve, process.env.DATABASE_URL ? 300 : 20));
  return heard > before;
}

async function savePage(status: OrganizationStatus) {
  const row = await insertOrganization(app, { status });
  return updateDraftAtVersion(app.db, {
    id: row.id,
    version: row.version,
    changes: { name: 'Renamed', data: row.data, progressPage: row.progressPage },
  });
}

async function moveStatus(from: OrganizationStatus, to: OrganizationStatus) {
  const row = await insertOrganization(app, { status: from });
  await app.db.transaction((tx) =>
    writeStatusChange(tx, {
      change: {
        organizationId: row.id,
        actorId: null,
        actorRole: 'reviewer',
        fromStatus: from,
        toStatus: to,
        note: 'A move in a test.',
        createdAt: new Date(),
      },
      grantStatus: undefined,
      submittedAt: undefined,
    }),
  );
}

describe('the organizations that announce a change', () => {
  it('announces a page save of a public organization, not of one still in the wizard or review', async () => {
    expect(await announces(() => savePage('approved'))).toBe(true);
    expect(await announces(() => savePage('draft'))).toBe(false);
    expect(await announces(() => savePage('in_review'))).toBe(false);
  });

  it('announces a move into or out of public, not one between private statuses', async () => {
    expect(await announces(() => moveStatus('in_review', 'approved'))).toBe(true);
    expect(await announces(() => moveStatus('submitted', 'in_review'))).toBe(false);
  });
});
