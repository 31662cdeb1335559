import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { CAMPAIGN_MESSAGES as M } from '@givecrowd/shared/campaigns/campaign-messages';
import type { CreateCampaignRequest } from '@givecrowd/shared/campaigns/create-campaign-api';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { REGISTRATION_MESSAGES } from '@givecrowd/shared/organization/messages';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { insertOrganization, postCampaign } from '@test/campaign-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { recordUpload } from '@test/site-helpers.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '@/db/schema.ts';
import { CAMPAIGNS_PER_HOUR } from './routes.ts';

const MEDIA_BASE_URL = 'https://cdn.example.org/media';
const now = new Date('2030-03-10T09:00:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ mediaBaseUrl: MEDIA_BASE_URL }, { now: () => now });
});
afterAll(async () => app.close());

/** A signed-in owner of a submitted organization in `countryCode`, with a campaign image uploaded. */
async function ownerWithOrganization(countryCode = 'IN') {
  const user = await createTestUser(app);
  const organization = await insertOrganization(app, { ownerId: user.id, countryCode });
  const image = await recordUpload(app, { ownerId: user.id, purpose: 'campaign-assets' });
  const body: CreateCampaignRequest = {
    organization: organization.id,
    kind: 'campaign',
    title: 'Solar lamps for night school',
    category: 'Education',
    goal: '1,50,000',
    end_date: '2030-04-30',
    image,
    story: '<p>Forty evening classes need <strong>light</strong>.</p>',
  };
  return { user, organization, image, body };
}

describe('POST /api/campaigns', () => {
  it('creates the campaign, public at once, in the organization’s currency', async () => {
    const { user, organization, image, body } = await ownerWithOrganization();
    const created = await postCampaign(app, user.token, body);
    expect(created.statusCode).toBe(201);
    expect(created.body).toEqual({
      status: true,
      data: {
        slug: 'solar-lamps-for-night-school',
        kind: 'campaign',
        title: 'Solar lamps for night school',
        summary: 'Forty evening classes need light.',
        story: '<p>Forty evening classes need <strong>light</strong>.</p>',
        asset: image,
        category: 'Education',
        currency: 'INR',
        goal: 150_000,
        raised: 0,
        donor_count: 0,
        percentage: 0,
        remaining_days: 52,
        end_date: '2030-04-30',
        organization: {
          _id: organization.id,
          slug: organization.slug,
          organization_name: 'Seva Education Trust',
          organization_logo: 'organization-logos/seva.png',
        },
        preview: false,
        closed: false,
        // The organization has no payment account yet: no Donate button.
        accepts_donations: false,
      },
    });
    const [row] = await app.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.slug, 'solar-lamps-for-night-school'));
    expect(row).toMatchObject({
      createdBy: user.id,
      endsAt: new Date('2030-05-01T00:00:00Z'),
      goalMinor: 15_000_000,
      raisedMinor: 0,
    });
    const page = await app.inject('/api/campaigns/solar-lamps-for-night-school');
    expect(page.json().data).toEqual(created.body.data);
    const mine = await app.inject({
      url: '/api/campaigns/mine',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(mine.json().data.map((campaign: { slug: string }) => campaign.slug)).toEqual([
      'solar-lamps-for-night-school',
    ]);
  });

  it('creates an event for its date, naming the organization by slug, in dollars outside India', async () => {
    const { user, organization, body } = await ownerWithOrganization('US');
    const created = await postCampaign(app, user.token, {
      ...body,
      organization: organization.slug,
      kind: 'event',
      title: 'Charity run along the river',
      goal: 25_000,
      end_date: '2030-03-11',
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({
      kind: 'event',
      currency: 'USD',
      goal: 25_000,
      end_date: '2030-03-11',
      remaining_days: 2,
    });
  });

  it('cleans the story with the shared allow-list and accepts the image’s media address', async () => {
    const { user, image, body } = await ownerWithOrganization();
    const created = await postCampaign(app, user.token, {
      ...body,
      title: 'Clean water for every class',
      image: `${MEDIA_BASE_URL}/${image}`,
      story:
        '<p onclick="alert(1)">Water <a href="javascript:alert(2)">filters</a></p><script>alert(3)</script><img src="x" onerror="alert(4)">',
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({
      asset: image,
      story: '<p>Water filters</p>',
      summary: 'Water filters',
    });
  });

  it('gives a second campaign of the same title its own slug, and never a reserved one', async () => {
    const { user, body } = await ownerWithOrganization();
    const title = 'Books for the village library';
    const first = await postCampaign(app, user.token, { ...body, title });
    const second = await postCampaign(app, user.token, { ...body, title });
    expect(first.body.data.slug).toBe('books-for-the-village-library');
    expect(second.body.data.slug).toMatch(/^books-for-the-village-library-[0-9a-f]{6}$/);
    const reserved = await postCampaign(app, user.token, { ...body, title: 'Featured!!!!!!' });
    expect(reserved.body.data.slug).toMatch(/^featured-[0-9a-f]{6}$/);
  });

  it('answers 429 with Retry-After past the hourly quota, and counts each person apart', async () => {
    const { user, body } = await ownerWithOrganization();
    for (let index = 0; index < CAMPAIGNS_PER_HOUR; index += 1) {
      expect((await postCampaign(app, user.token, body)).statusCode).toBe(201);
    }
    const refused = await postCampaign(app, user.token, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toEqual({ status: false, message: API_MESSAGES.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await ownerWithOrganization();
    expect((await postCampaign(app, other.user.token, other.body)).statusCode).toBe(201);
  });

  it('spends none of the quota on a refused request', async () => {
    const { user, body } = await ownerWithOrganization();
    const elsewhere = await ownerWithOrganization();
    for (let index = 0; index < CAMPAIGNS_PER_HOUR; index += 1) {
      const refused = await postCampaign(app, user.token, {
        ...body,
        ...(index % 2 === 0
          ? { end_date: '9999-12-31' }
          : { organization: elsewhere.organization.id }),
      });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(429);
    }
    for (let index = 0; index < CAMPAIGNS_PER_HOUR; index += 1) {
      expect((await postCampaign(app, user.token, body)).statusCode).toBe(201);
    }
    expect((await postCampaign(app, user.token, body)).statusCode).toBe(429);
  });

  it('answers 401 without a token', async () => {
    const { body } = await ownerWithOrganization();
    const response = await postCampaign(app, null, body);
    expect(response.statusCode).toBe(401);
  });

  it('answers the first failing rule and every failing field, and stores nothing', async () => {
    const { user } = await ownerWithOrganization();
    const response = await postCampaign(app, user.token, {});
    expect(response.statusCode).toBe(400);
    expect(response.body).toEqual({
      status: false,
      message: M.organizationRequired,
      errors: [
        { field: 'organization', message: M.organizationRequired },
        { field: 'title', message: M.titleRequired },
        { field: 'category', message: REGISTRATION_MESSAGES.categoryRequired },
        { field: 'goal', message: M.goalRequired },
        { field: 'end_date', message: M.endDateRequired },
        { field: 'image', message: M.imageRequired },
        { field: 'story', message: M.storyRequired },
      ],
    });
    const rows = await app.db.select().from(campaigns).where(eq(campaigns.createdBy, user.id));
    expect(rows).toEqual([]);
  });

  it.each([
    [{ title: 'Too short' }, M.titleLength],
    [{ goal: '0' }, M.goalInvalid],
    [{ goal: '2000000000' }, M.goalTooLarge],
    [{ end_date: '2030-03-10' }, M.endDateInvalid],
    [{ kind: 'event' as const, end_date: '2030-03-01' }, M.eventDateInvalid],
    [{ end_date: '9999-12-31' }, M.endDateTooLate],
    [{ kind: 'event' as const, end_date: '9999-12-31' }, M.eventDateTooLate],
    [{ end_date: '9999-12-31', today: '9999-12-30' }, M.endDateTooLate],
    [{ end_date: '0000-01-01' }, M.endDateInvalid],
    [{ end_date: '2030-02-30' }, M.endDateInvalid],
    [{ end_date: '275760-09-13' }, M.endDateInvalid],
    [{ story: '<p><script>alert(1)</script></p>' }, M.storyRequired],
  ])('refuses %j with its message', async (change, message) => {
    const { user, body } = await ownerWithOrganization();
    const response = await postCampaign(app, user.token, { ...body, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a value of the wrong type with 400 naming the field', async () => {
    const { user, body } = await ownerWithOrganization();
    const response = await postCampaign(app, user.token, {
      ...body,
      title: 42 as unknown as string,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ field: 'title' })]);
  });

  it('answers 404 for someone else’s organization, as for a missing one', async () => {
    const { body } = await ownerWithOrganization();
    const stranger = await createTestUser(app);
    const image = await recordUpload(app, { ownerId: stranger.id, purpose: 'campaign-assets' });
    for (const organization of [body.organization ?? '', 'no-such-organization']) {
      const response = await postCampaign(app, stranger.token, { ...body, organization, image });
      expect(response.statusCode).toBe(404);
      expect(response.body.message).toBe(DRAFT_MESSAGES.notFound);
    }
  });

  it.each([
    ['draft', M.organizationNotSubmitted],
    ['rejected', M.organizationRejected],
  ] as const)('answers 409 for an organization that is %s', async (status, message) => {
    const { user, image, body } = await ownerWithOrganization();
    const organization = await insertOrganization(app, { ownerId: user.id, status });
    const response = await postCampaign(app, user.token, {
      ...body,
      organization: organization.id,
      image,
    });
    expect(response.statusCode).toBe(409);
    expect(response.body).toEqual({
      status: false,
      message,
      errors: [{ field: 'organization', message }],
    });
  });

  it('checks the rules before the organization, and the organization before the references', async () => {
    const { user, body } = await ownerWithOrganization();
    const stranger = await createTestUser(app);
    const invalid = await postCampaign(app, stranger.token, { ...body, title: '' });
    expect(invalid.statusCode).toBe(400);
    const draft = await insertOrganization(app, { ownerId: user.id, status: 'draft' });
    const beforeCategory = await postCampaign(app, user.token, {
      ...body,
      organization: draft.id,
      category: 'Nothing Real',
    });
    expect(beforeCategory.statusCode).toBe(409);
  });

  it('refuses a category that does not exist', async () => {
    const { user, body } = await ownerWithOrganization();
    const response = await postCampaign(app, user.token, { ...body, category: 'Space Travel' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toEqual({
      status: false,
      message: REGISTRATION_MESSAGES.categoryRequired,
      errors: [{ field: 'category', message: DRAFT_MESSAGES.unknownCategory('Space Travel') }],
    });
  });

  it('refuses an image that is someone else’s, of another purpose, or from elsewhere', async () => {
    const { user, body } = await ownerWithOrganization();
    const other = await createTestUser(app);
    const images = [
      await recordUpload(app, { ownerId: other.id, purpose: 'campaign-assets' }),
      await recordUpload(app, { ownerId: user.id, purpose: 'organization-logos' }),
      'https://elsewhere.example.org/photo.png',
    ];
    for (const image of images) {
      const response = await postCampaign(app, user.token, { ...body, image });
      expect(response.statusCode).toBe(400);
      expect(response.body).toEqual({
        status: false,
        message: M.imageNotYours,
        errors: [{ field: 'image', message: M.imageNotYours }],
      });
    }
  });
});
