import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { REVIEW_MESSAGES as M } from '@givecrowd/shared/review/review-messages';
import { bearer } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { createOwner } from '@test/payments-page-helpers.ts';
import {
  buildReviewApp,
  createReviewer,
  getAs,
  insertOrganizationAt,
  moveStatus,
  REVIEWER_EMAIL,
  submittedOrganization,
} from '@test/review-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let reviewer: { token: string };
let owner: { token: string };
let slug: string;

beforeAll(async () => {
  app = await buildReviewApp();
  reviewer = await createReviewer(app);
  const submitted = await submittedOrganization(app);
  owner = submitted.owner;
  slug = submitted.slug;
});
afterAll(async () => app.close());

describe('who reaches the review calls', () => {
  const calls = () =>
    [
      ['GET', '/api/admin/organizations?country=IN', undefined],
      ['GET', `/api/admin/organizations/${slug}`, undefined],
      [
        'POST',
        `/api/admin/organizations/${slug}/status`,
        { from: 'submitted', to: 'in_review', note: 'Mine now.' },
      ],
      ['POST', `/api/admin/organizations/${slug}/grant`, { decision: 'approved', note: 'Yes.' }],
      // A body the schema refuses still answers 404: nothing of the call is revealed.
      ['POST', `/api/admin/organizations/${slug}/status`, { nonsense: true }],
    ] as const;

  it('answers 404 like an unknown route without a token, with a bad one, for a user, for the owner', async () => {
    const intruder = await createTestUser(app);
    const tokens: (string | null)[] = [null, 'not-a-token', intruder.token, owner.token];
    for (const token of tokens) {
      for (const [method, url, payload] of calls()) {
        const response = await app.inject({
          method,
          url,
          headers: token ? bearer(token) : {},
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${method} ${url} as ${token}`).toBe(404);
        expect(response.json()).toEqual({
          status: false,
          message: API_MESSAGES.noRoute(method, url.split('?')[0] ?? url),
        });
      }
    }
    // Nothing moved.
    expect(
      (await getAs(app, reviewer.token, `/api/admin/organizations/${slug}`)).body.data,
    ).toMatchObject({ organization: { status: 'submitted' } });
  });

  it('tells a signed-in person who is no reviewer so, and answers 404 without a token', async () => {
    const someone = await createTestUser(app);
    for (const token of [someone.token, owner.token]) {
      const session = await getAs(app, token, '/api/admin/session');
      expect(session).toMatchObject({
        statusCode: 200,
        body: { status: true, data: { reviewer: false } },
      });
      expect(session.headers['cache-control']).toBe('private, no-store');
    }
    for (const headers of [{}, bearer('not-a-token')]) {
      const response = await app.inject({ url: '/api/admin/session', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: false,
        message: API_MESSAGES.noRoute('GET', '/api/admin/session'),
      });
    }
  });

  it('lets a reviewer in, whatever the case of the email ADMIN_EMAILS names', async () => {
    const session = await getAs(app, reviewer.token, '/api/admin/session');
    expect(session).toMatchObject({
      statusCode: 200,
      body: { status: true, data: { reviewer: true } },
    });
    expect(session.headers['cache-control']).toBe('private, no-store');
    const shouting = await createOwner(app, REVIEWER_EMAIL.toUpperCase());
    expect((await getAs(app, shouting.token, '/api/admin/session')).statusCode).toBe(200);
  });
});

describe('GET /api/admin/organizations (the queue)', () => {
  const queue = async (query = '') =>
    (await getAs(app, reviewer.token, `/api/admin/organizations${query}`)).body.data as {
      slug: string;
      status: string;
      waiting_days: number;
    }[];

  it('lists submitted, resubmitted and in-review organizations, oldest (re)submission first', async () => {
    const old = await insertOrganizationAt(app, {
      status: 'resubmitted',
      submittedAt: new Date('2029-12-01T09:00:00Z'),
    });
    const inReview = await insertOrganizationAt(app, {
      status: 'in_review',
      submittedAt: new Date('2029-12-25T09:00:00Z'),
    });
    for (const status of ['draft', 'needs_information', 'approved', 'rejected'] as const) {
      await insertOrganizationAt(app, { status });
    }
    const listed = await queue();
    expect(listed.map((item) => item.slug)).toEqual([old.slug, inReview.slug, slug]);
    expect(listed[0]).toMatchObject({
      status: 'resubmitted',
      organization_name: 'Helping Hands Foundation',
      country_code: 'IN',
      organization_type: 'ngo',
      is_grant_program: false,
      grant_status: 'none',
      submitted_at: '2029-12-01T09:00:00.000Z',
      waiting_days: 31,
    });
  });

  it('filters by country, type, program and days waiting', async () => {
    const usCompany = await insertOrganizationAt(app, {
      status: 'submitted',
      columns: { countryCode: 'US', organizationType: 'company' },
    });
    const grant = await insertOrganizationAt(app, {
      status: 'submitted',
      columns: {
        grantStatus: 'applied',
        data: { is_grant_program: true, organization_program: 'ndep_tech_grant_bharat' },
      },
    });
    expect((await queue('?country=us')).map((item) => item.slug)).toEqual([usCompany.slug]);
    expect((await queue('?type=company')).map((item) => item.slug)).toEqual([usCompany.slug]);
    expect((await queue('?program=grant')).map((item) => item.slug)).toEqual([grant.slug]);
    expect((await queue('?program=none')).map((item) => item.slug)).not.toContain(grant.slug);
    const waitedLong = await queue('?min_age_days=20');
    expect(waitedLong.every((item) => item.waiting_days >= 20)).toBe(true);
    expect(waitedLong.map((item) => item.slug)).not.toContain(slug);
    const bad = await getAs(app, reviewer.token, '/api/admin/organizations?min_age_days=-2');
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/admin/organizations/{slug}', () => {
  it('shows every field with the bank numbers masked, the payments, the history and the preview link', async () => {
    const detail = await getAs(app, reviewer.token, `/api/admin/organizations/${slug}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('private, no-store');
    const { data } = detail.body;
    expect(data.organization).toMatchObject({
      slug,
      status: 'submitted',
      account_number: '••••••••9012',
      re_account_number: '••••••••9012',
      account_ifsc: 'HDFC0001234',
      organization_pan_card_number: 'ABCDE1234F',
    });
    expect(data.organization.site_preview_url).toMatch(
      /^https:\/\/[a-z0-9-]+\.givecrowd\.test\/\?preview=/,
    );
    expect(JSON.stringify(data)).not.toContain('123456789012');
    expect(data.payment).toMatchObject({ onboarded: false, plan: { plan_name: 'Growth' } });
    expect(data.agreement).toBeNull();
    expect(data.files).toEqual([]);
    expect(data.history).toEqual([
      {
        from: 'draft',
        to: 'submitted',
        grant: null,
        note: M.submittedNote,
        fields: [],
        actor: 'owner',
        created_at: '2030-01-01T09:00:00.000Z',
      },
    ]);
    expect(data.requested_fields).toEqual([]);
    expect(data.expiries).toEqual([]);
  });

  it('gives the private files of the form through signed links', async () => {
    const signature = `organization_digital_signature/${randomUUID()}.png`;
    const row = await insertOrganizationAt(app, {
      status: 'in_review',
      columns: { data: { organization_digital_signature: signature, organization_name: 'X' } },
    });
    const { data } = (await getAs(app, reviewer.token, `/api/admin/organizations/${row.slug}`))
      .body;
    expect(data.files).toEqual([
      {
        field: 'organization_digital_signature',
        url: expect.stringContaining(`/upload-service/private/${signature}?expires=`),
      },
    ]);
  });

  it('answers 404 for a draft and an unknown organization', async () => {
    const draft = await insertOrganizationAt(app, { status: 'draft' });
    for (const url of [`/api/admin/organizations/${draft.slug}`, '/api/admin/organizations/nope']) {
      expect((await getAs(app, reviewer.token, url)).body).toEqual({
        status: false,
        message: M.organizationNotFound,
      });
    }
    const moved = await moveStatus(app, reviewer.token, draft.slug, {
      from: 'draft',
      to: 'submitted',
      note: 'No.',
    });
    expect(moved.statusCode).toBe(404);
  });
});

describe("GET /api/organization/{slug}/review (the owner's view)", () => {
  it('shows the owner the status, the timeline and no fields to fix', async () => {
    const state = await getAs(app, owner.token, `/api/organization/${slug}/review`);
    expect(state.statusCode).toBe(200);
    expect(state.headers['cache-control']).toBe('private, no-store');
    expect(state.body.data).toEqual({
      slug,
      status: 'submitted',
      grant_status: 'none',
      requested_fields: [],
      timeline: [expect.objectContaining({ to: 'submitted', note: M.submittedNote })],
      expiries: [],
    });
  });

  it("answers 404 for someone else's organization, a reviewer's included, and 401 without a token", async () => {
    for (const token of [(await createTestUser(app)).token, reviewer.token]) {
      expect((await getAs(app, token, `/api/organization/${slug}/review`)).statusCode).toBe(404);
    }
    expect((await getAs(app, null, `/api/organization/${slug}/review`)).statusCode).toBe(401);
  });
});
