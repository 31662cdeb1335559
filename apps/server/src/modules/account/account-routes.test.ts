import { bearer, buildAuthApp } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, organizations } from '@/db/schema.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp();
});
afterAll(async () => app.close());

describe("the signed-in user's own things", () => {
  it('lists only their organizations and drafts, and their campaigns', async () => {
    const owner = await createTestUser(app);
    const stranger = await createTestUser(app);
    const [draft] = await app.db
      .insert(organizations)
      .values([
        {
          slug: `draft-${owner.id}`,
          ownerId: owner.id,
          name: 'Clean Water Trust',
          progressPage: 2,
        },
        { slug: `other-${stranger.id}`, ownerId: stranger.id, name: 'Someone Else' },
      ])
      .returning();
    if (!draft) throw new Error('no draft');
    await app.db.insert(campaigns).values({
      slug: `wells-${owner.id}`,
      organizationId: draft.id,
      title: 'Wells for Villages',
      category: 'Water',
      currency: 'INR',
      goalMinor: 10_000_000,
      raisedMinor: 2_550,
      asset: 'demo/wells.jpg',
      endsAt: new Date('2031-01-01T00:00:00Z'),
    });

    const mine = await app.inject({
      method: 'GET',
      url: '/api/organizations/mine',
      headers: bearer(owner.token),
    });
    expect(mine.json()).toMatchObject({
      status: true,
      data: [
        {
          slug: draft.slug,
          organization_name: 'Clean Water Trust',
          status: 'draft',
          progress_page: 2,
        },
      ],
    });
    expect(mine.json().data).toHaveLength(1);

    const theirCampaigns = await app.inject({
      method: 'GET',
      url: '/api/campaigns/mine',
      headers: bearer(owner.token),
    });
    expect(theirCampaigns.json().data).toMatchObject([
      {
        title: 'Wells for Villages',
        organization_name: 'Clean Water Trust',
        organization_slug: expect.any(String),
        goal: 100_000,
        raised: 25.5,
      },
    ]);
    const none = await app.inject({
      method: 'GET',
      url: '/api/campaigns/mine',
      headers: bearer(stranger.token),
    });
    expect(none.json().data).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/organizations/mine' })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'GET', url: '/api/campaigns/mine' })).statusCode).toBe(401);
  });
});
