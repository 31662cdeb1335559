import { randomUUID } from 'node:crypto';
import { CAMPAIGN_MESSAGES as M } from '@givecrowd/shared/campaigns/campaign-messages';
import type { EditCampaignRequest } from '@givecrowd/shared/campaigns/campaign-owner-api';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { bearer, readOutbox } from '@test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import {
  indianGift,
  insertGivingCampaign,
  insertGivingOrganization,
  startGift,
} from '@test/giving-helpers.ts';
import { recordUpload } from '@test/site-helpers.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, donations, organizations } from '@/db/schema.ts';
import { UPDATES_PER_HOUR } from './routes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** An approved organization that takes gifts, its owner, and one of its campaigns, 30 days to go. */
async function ownedCampaign({ raisedMinor = 0 } = {}) {
  const owner = await createTestUser(app);
  const organization = await insertGivingOrganization(app, { ownerId: owner.id });
  const campaign = await insertGivingCampaign(app, {
    organizationId: organization.id,
    currency: 'INR',
  });
  if (raisedMinor > 0) {
    await app.db.update(campaigns).set({ raisedMinor }).where(eq(campaigns.id, campaign.id));
  }
  return { owner, organization, campaign };
}

const send = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token: string | null,
  payload?: object,
) =>
  app
    .inject({ method, url, payload, headers: token ? bearer(token) : {} })
    .then((response) => ({ statusCode: response.statusCode, body: response.json() }));

const endDateIn = (days: number) =>
  new Date(app.clock().getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The edit form as the campaign stands, with `change`. */
function editOf(campaign: { asset: string; endsAt: Date }, change: Partial<EditCampaignRequest>) {
  return {
    title: 'Books for the village school',
    category: 'Education',
    goal: '100000',
    end_date: new Date(campaign.endsAt.getTime() - 1).toISOString().slice(0, 10),
    image: campaign.asset,
    story: '<p>Two hundred books for the library.</p>',
    ...change,
  };
}

describe('PATCH /api/campaigns/{slug}', () => {
  it('saves the owner’s edit with the create form’s rules, live on the page', async () => {
    const { owner, campaign } = await ownedCampaign();
    const image = await recordUpload(app, { ownerId: owner.id, purpose: 'campaign-assets' });
    const end = endDateIn(60);
    const edited = await send(
      'PATCH',
      `/api/campaigns/${campaign.slug}`,
      owner.token,
      editOf(campaign, {
        title: 'Books and shelves for the school',
        goal: '2,50,000',
        end_date: end,
        image,
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toMatchObject({
      status: true,
      message: M.saved,
      data: {
        slug: campaign.slug,
        title: 'Books and shelves for the school',
        goal: 250_000,
        end_date: end,
        asset: image,
        summary: 'Two hundred books for the library.',
        closed: false,
      },
    });
    const page = await send('GET', `/api/campaigns/${campaign.slug}`, null);
    expect(page.body.data.title).toBe('Books and shelves for the school');

    const short = await send(
      'PATCH',
      `/api/campaigns/${campaign.slug}`,
      owner.token,
      editOf(campaign, { title: 'Short' }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.body.message).toBe(M.titleLength);
  });

  it('refuses a goal below what was raised, and changes nothing', async () => {
    const { owner, campaign } = await ownedCampaign({ raisedMinor: 5_000_050 });
    const below = await send(
      'PATCH',
      `/api/campaigns/${campaign.slug}`,
      owner.token,
      editOf(campaign, { goal: '50000' }),
    );
    expect(below.statusCode).toBe(400);
    expect(below.body).toMatchObject({
      status: false,
      message: M.goalBelowRaised,
      errors: [{ field: 'goal', message: M.goalBelowRaised }],
    });
    const [row] = await app.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.goalMinor).toBe(10_000_000);
    const atRaised = await send(
      'PATCH',
      `/api/campaigns/${campaign.slug}`,
      owner.token,
      editOf(campaign, { goal: '50001' }),
    );
    expect(atRaised.statusCode).toBe(200);
  });

  it('answers 404 for someone else’s campaign and 401 without a token, changing nothing', async () => {
    const { campaign } = await ownedCampaign();
    const stranger = await createTestUser(app);
    const edit = editOf(campaign, { title: 'Taken over by a stranger' });
    const theirs = await send('PATCH', `/api/campaigns/${campaign.slug}`, stranger.token, edit);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body.message).toBe(M.notFound);
    expect((await send('PATCH', `/api/campaigns/${campaign.slug}`, null, edit)).statusCode).toBe(
      401,
    );
    const [row] = await app.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.title).toBe('Books for the village school');
  });

  it('refuses an image that is not the owner’s campaign upload', async () => {
    const { owner, campaign } = await ownedCampaign();
    const edited = await send(
      'PATCH',
      `/api/campaigns/${campaign.slug}`,
      owner.token,
      editOf(campaign, { image: 'campaign-assets/someone-elses.png' }),
    );
    expect(edited.statusCode).toBe(400);
    expect(edited.body.message).toBe(M.imageNotYours);
  });
});

describe('closing and reopening', () => {
  it('closes a campaign, which then refuses gifts with 409, and reopens it', async () => {
    const { owner, campaign } = await ownedCampaign();
    expect((await startGift(app, indianGift(campaign.slug))).statusCode).toBe(201);

    const closed = await send('POST', `/api/campaigns/${campaign.slug}/close`, owner.token);
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toMatchObject({
      message: M.closedNow,
      data: { closed: true, accepts_donations: false },
    });
    const page = await send('GET', `/api/campaigns/${campaign.slug}`, null);
    expect(page.body.data).toMatchObject({ closed: true, accepts_donations: false });

    const gift = await startGift(app, indianGift(campaign.slug));
    expect(gift.statusCode).toBe(409);
    expect(gift.body.message).toBe(M.closed);

    const reopened = await send('POST', `/api/campaigns/${campaign.slug}/reopen`, owner.token);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.body).toMatchObject({
      message: M.reopened,
      data: { closed: false, accepts_donations: true },
    });
    expect((await startGift(app, indianGift(campaign.slug))).statusCode).toBe(201);
  });

  it('refuses to reopen once the end date has passed', async () => {
    const { owner, campaign } = await ownedCampaign();
    await send('POST', `/api/campaigns/${campaign.slug}/close`, owner.token);
    await app.db
      .update(campaigns)
      .set({ endsAt: new Date(app.clock().getTime() - DAY_MS) })
      .where(eq(campaigns.id, campaign.id));
    const reopened = await send('POST', `/api/campaigns/${campaign.slug}/reopen`, owner.token);
    expect(reopened.statusCode).toBe(409);
    expect(reopened.body.message).toBe(M.reopenAfterEnd);
    const [row] = await app.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.closedAt).not.toBeNull();
  });

  it('says an ended campaign has ended, not that it is closed', async () => {
    const { campaign } = await ownedCampaign();
    await app.db
      .update(campaigns)
      .set({ endsAt: new Date(app.clock().getTime() - DAY_MS) })
      .where(eq(campaigns.id, campaign.id));
    const gift = await startGift(app, indianGift(campaign.slug));
    expect(gift.statusCode).toBe(409);
    expect(gift.body.message).toBe(GIVING_MESSAGES.campaignEnded);
  });

  it('answers 404 to anyone but the owner', async () => {
    const { campaign } = await ownedCampaign();
    const stranger = await createTestUser(app);
    for (const action of ['close', 'reopen']) {
      const answer = await send(
        'POST',
        `/api/campaigns/${campaign.slug}/${action}`,
        stranger.token,
      );
      expect(answer.statusCode).toBe(404);
    }
    const [row] = await app.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.closedAt).toBeNull();
  });
});

/** A gift to the campaign as giving records it, confirmed unless `status` says otherwise. */
async function insertGift(
  campaign: { id: string; organizationId: string },
  {
    email,
    status = 'succeeded',
    erased = false,
  }: { email: string; status?: 'succeeded' | 'refunded'; erased?: boolean },
) {
  await app.db.insert(donations).values({
    organizationId: campaign.organizationId,
    campaignId: campaign.id,
    frequency: 'one_time',
    currency: 'INR',
    amount: 100_000,
    platformFee: 0,
    providerFee: 0,
    coverFees: false,
    charged: 100_000,
    status,
    provider: 'sandbox',
    donorName: 'Asha Rao',
    donorEmail: email,
    webOrigin: 'http://localhost:3000',
    confirmedAt: app.clock(),
    erasedAt: erased ? app.clock() : null,
  });
}

describe('updates', () => {
  it('posts the owner’s update, newest first, and emails each donor once', async () => {
    const { owner, campaign } = await ownedCampaign();
    const tag = randomUUID().slice(0, 8);
    const twice = `twice-${tag}@example.in`;
    const once = `once-${tag}@example.in`;
    const refunded = `refunded-${tag}@example.in`;
    const erased = `erased-${tag}@example.in`;
    await insertGift(campaign, { email: twice });
    await insertGift(campaign, { email: twice });
    await insertGift(campaign, { email: once });
    await insertGift(campaign, { email: refunded, status: 'refunded' });
    await insertGift(campaign, { email: erased, erased: true });
    const image = await recordUpload(app, { ownerId: owner.id, purpose: 'campaign-assets' });

    const first = await send('POST', `/api/campaigns/${campaign.slug}/updates`, owner.token, {
      text: '  The first 100 books are on the shelves.  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.body).toMatchObject({
      message: M.updatePosted,
      data: {
        update: { text: 'The first 100 books are on the shelves.', image: null },
        emailed: 0,
      },
    });
    const second = await send('POST', `/api/campaigns/${campaign.slug}/updates`, owner.token, {
      text: 'The library opened today.\n\nThank you all.',
      image,
      email_donors: true,
    });
    expect(second.statusCode).toBe(201);
    expect(second.body.data).toMatchObject({ update: { image }, emailed: 2 });

    const listed = await send('GET', `/api/campaigns/${campaign.slug}/updates`, null);
    expect(listed.body.data.map((update: { text: string }) => update.text)).toEqual([
      'The library opened today.\n\nThank you all.',
      'The first 100 books are on the shelves.',
    ]);

    const [email, ...more] = await readOutbox(app, twice);
    expect(more).toEqual([]);
    expect(email?.subject).toBe('News from Books for the village school');
    expect(email?.text).toContain('The library opened today.');
    expect(email?.link).toBe(`http://localhost:3000/campaign/${campaign.slug}`);
    expect(await readOutbox(app, once)).toHaveLength(1);
    expect(await readOutbox(app, refunded)).toEqual([]);
    expect(await readOutbox(app, erased)).toEqual([]);
  });

  it('is the owner’s alone, with the text’s rule and the owner’s own picture', async () => {
    const { owner, campaign } = await ownedCampaign();
    const stranger = await createTestUser(app);
    const path = `/api/campaigns/${campaign.slug}/updates`;
    const theirs = await send('POST', path, stranger.token, { text: 'Not mine to say.' });
    expect(theirs.statusCode).toBe(404);
    const empty = await send('POST', path, owner.token, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe(M.updateRequired);
    const picture = await send('POST', path, owner.token, {
      text: 'With a picture.',
      image: 'campaign-assets/not-mine.png',
    });
    expect(picture.statusCode).toBe(400);
    expect(picture.body.message).toBe(M.imageNotYours);
    expect((await send('GET', path, null)).body.data).toEqual([]);
  });

  it('limits an owner to a few updates an hour', async () => {
    const { owner, campaign } = await ownedCampaign();
    const path = `/api/campaigns/${campaign.slug}/updates`;
    for (let index = 0; index < UPDATES_PER_HOUR; index += 1) {
      const posted = await send('POST', path, owner.token, { text: `News number ${index}` });
      expect(posted.statusCode).toBe(201);
    }
    const over = await send('POST', path, owner.token, { text: 'One too many.' });
    expect(over.statusCode).toBe(429);
  });
});

describe('GET /api/campaigns/{slug}/updates before approval', () => {
  it('shows a preview’s updates to its owner only', async () => {
    const { owner, organization, campaign } = await ownedCampaign();
    await send('POST', `/api/campaigns/${campaign.slug}/updates`, owner.token, {
      text: 'Before approval.',
    });
    await app.db
      .update(organizations)
      .set({ status: 'submitted' })
      .where(eq(organizations.id, organization.id));
    expect((await send('GET', `/api/campaigns/${campaign.slug}/updates`, null)).statusCode).toBe(
      404,
    );
    const own = await send('GET', `/api/campaigns/${campaign.slug}/updates`, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.body.data).toHaveLength(1);
  });
});
