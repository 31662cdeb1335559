import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import { HOST_NOT_PUBLISHED_MESSAGE } from '@givecrowd/shared/organization/domain-api';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { bearer, createClock, post } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { getDraft } from '@test/organization-helpers.ts';
import {
  buildReviewApp,
  createReviewer,
  getAs,
  insertOrganizationAt,
  moveStatus,
  submittedOrganization,
} from '@test/review-helpers.ts';
import { recordUpload } from '@test/site-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PREVIEW_TTL_SECONDS } from '@/modules/preview/index.ts';

const clock = createClock();
let app: TestApp;
let reviewer: { token: string };
let owner: { id: string; token: string };
let slug: string;
let campaignSlug: string;
/** The organization's site address and its preview token, from the draft answer. */
let host: string;
let token: string;

beforeAll(async () => {
  app = await buildReviewApp(clock);
  reviewer = await createReviewer(app);
  const submitted = await submittedOrganization(app);
  ({ owner, slug } = submitted);
  const image = await recordUpload(app, { ownerId: owner.id, purpose: 'campaign-assets' });
  const created = await post(
    app,
    '/api/campaigns',
    {
      organization: slug,
      kind: 'campaign',
      title: 'Lamps for the reading room',
      category: 'Education',
      goal: '40000',
      end_date: '2030-03-30',
      image,
      story: '<p>Light for forty readers.</p>',
    },
    bearer(owner.token),
  );
  expect(created.statusCode).toBe(201);
  expect(created.body.data.preview).toBe(true);
  campaignSlug = created.body.data.slug;
  const previewUrl = new URL(
    (await getDraft(app, owner.token, slug)).body.data.organization.site_preview_url,
  );
  host = previewUrl.host;
  token = previewUrl.searchParams.get('preview') ?? '';
});
afterAll(async () => app.close());

const sitePath = (query = '') => `/api/organization/site/${host}${query}`;

/** Where the organization shows on the public lists: search, discover and the featured campaigns. */
async function listedPublicly(): Promise<boolean[]> {
  const search = await getAs(app, null, '/api/organization/searchbar?query=reading%20room');
  const discover = await getAs(app, null, '/api/discover?tab=organizations&category=Education');
  const featured = await getAs(app, null, '/api/campaigns/featured?limit=24');
  return [
    search.body.data.data.some((item: { slug: string }) => item.slug === campaignSlug),
    discover.body.data.organizations.some((item: { slug: string }) => item.slug === slug),
    featured.body.data.some((item: { slug: string }) => item.slug === campaignSlug),
  ];
}

describe('before approval', () => {
  it('shows anonymous readers and other users nothing: 404 everywhere, listed nowhere', async () => {
    const stranger = await createTestUser(app);
    for (const viewer of [null, stranger.token]) {
      expect((await getAs(app, viewer, `/api/organization/public/${slug}`)).body).toEqual({
        status: false,
        message: DRAFT_MESSAGES.notFound,
      });
      expect((await getAs(app, viewer, `/api/campaigns/${campaignSlug}`)).body).toEqual({
        status: false,
        message: CAMPAIGN_MESSAGES.notFound,
      });
      expect((await getAs(app, viewer, sitePath())).body).toEqual({
        status: false,
        message: HOST_NOT_PUBLISHED_MESSAGE,
      });
    }
    expect(await listedPublicly()).toEqual([false, false, false]);
  });

  it('shows the owner and reviewers a preview, never kept in a cache', async () => {
    for (const viewer of [owner.token, reviewer.token]) {
      for (const path of [
        `/api/organization/public/${slug}`,
        `/api/campaigns/${campaignSlug}`,
        sitePath(),
      ]) {
        const answer = await getAs(app, viewer, path);
        expect(answer.statusCode, path).toBe(200);
        expect(answer.body.data.preview, path).toBe(true);
        expect(answer.headers['cache-control'], path).toBe('private, no-store');
      }
    }
  });

  it('shows a draft to its owner only, not to reviewers', async () => {
    const draft = await insertOrganizationAt(app, { status: 'draft', ownerId: owner.id });
    const path = `/api/organization/public/${draft.slug}`;
    expect((await getAs(app, owner.token, path)).body.data.preview).toBe(true);
    expect((await getAs(app, reviewer.token, path)).statusCode).toBe(404);
  });
});

describe("the host's preview token", () => {
  it("opens the site on its host with preview: true for 24 hours, the draft answer's link", async () => {
    expect(host).toMatch(/\.givecrowd\.test$/);
    const previewed = await getAs(app, null, sitePath(`?preview=${encodeURIComponent(token)}`));
    expect(previewed.statusCode).toBe(200);
    expect(previewed.body.data).toMatchObject({ slug, preview: true });
    expect(previewed.headers['cache-control']).toBe('private, no-store');
  });

  it('opens nothing with a token altered, of another organization, or not a token at all', async () => {
    const other = await insertOrganizationAt(app, { status: 'submitted', ownerId: owner.id });
    const otherToken = (await getDraft(app, owner.token, other.slug)).body.data.organization
      .site_preview_url;
    expect(otherToken).toBeNull();
    const [id = '', expires = '', signature = ''] = token.split('.');
    const altered = [
      `${id}.${Number(expires) + 3600}.${signature}`,
      `${id}.${expires}.${signature.slice(0, -2)}xx`,
      `${other.id}.${expires}.${signature}`,
      'not-a-token',
    ];
    for (const bad of altered) {
      const answer = await getAs(app, null, sitePath(`?preview=${encodeURIComponent(bad)}`));
      expect(answer.body, bad).toEqual({ status: false, message: HOST_NOT_PUBLISHED_MESSAGE });
    }
  });

  it('stops working once expired', async () => {
    clock.advance(SITE_PREVIEW_TTL_SECONDS * 1000 + 1000);
    const expired = await getAs(app, null, sitePath(`?preview=${encodeURIComponent(token)}`));
    expect(expired.body).toEqual({ status: false, message: HOST_NOT_PUBLISHED_MESSAGE });
    const fresh = new URL(
      (await getDraft(app, owner.token, slug)).body.data.organization.site_preview_url,
    ).searchParams.get('preview');
    const renewed = await getAs(app, null, sitePath(`?preview=${encodeURIComponent(fresh ?? '')}`));
    expect(renewed.body.data.preview).toBe(true);
  });
});

describe('approval', () => {
  it('makes the site, the page, the campaign and the lists public', async () => {
    for (const [from, to] of [
      ['submitted', 'in_review'],
      ['in_review', 'approved'],
    ] as const) {
      const moved = await moveStatus(app, reviewer.token, slug, { from, to, note: `${to}.` });
      expect(moved.statusCode).toBe(200);
    }
    for (const path of [
      `/api/organization/public/${slug}`,
      `/api/campaigns/${campaignSlug}`,
      sitePath(),
    ]) {
      const answer = await getAs(app, null, path);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.body.data.preview, path).toBe(false);
      expect(answer.headers['cache-control'], path).toBe('public, no-cache');
      expect((await getAs(app, owner.token, path)).body.data.preview, path).toBe(false);
    }
    expect(await listedPublicly()).toEqual([true, true, true]);
  });
});
