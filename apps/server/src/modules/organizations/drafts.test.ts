import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { emptyRegistrationForm } from '@givecrowd/shared/organization/registration-form';
import { buildAuthApp, createClock } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import {
  getDraft,
  savePage1,
  signedInWithVerifiedForm,
  storedDraftRow,
} from '@test/organization-helpers.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '@/db/schema.ts';

const clock = createClock(new Date('2030-03-10T09:00:00Z'));
let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp({}, clock);
});
afterAll(async () => app.close());

/** The step-0 fields of a draft as a page-1 save answered it: what the server stored. */
function storedForm(organization: Record<string, unknown> | undefined) {
  return Object.fromEntries(
    Object.keys(emptyRegistrationForm).map((field) => [field, organization?.[field]]),
  );
}

describe('updating a draft', () => {
  it('updates the owner draft by slug, keeps the progress and bumps the version', async () => {
    const { user, form } = await signedInWithVerifiedForm(app);
    const created = await savePage1(app, user.token, form);
    const { slug } = created.body.data;
    await app.db
      .update(organizations)
      .set({ progressPage: 2, data: { ...form, organization_story: '<p>Kept</p>' } })
      .where(eq(organizations.slug, slug));

    const updated = await savePage1(app, user.token, {
      ...form,
      organization_city: 'Mumbai',
      slug,
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data).toMatchObject({
      slug,
      progress_page: 2,
      organization: { organization_city: 'Mumbai', version: 2 },
    });
    const row = await storedDraftRow(app, slug);
    expect(row?.data).toMatchObject({
      organization_city: 'Mumbai',
      organization_story: '<p>Kept</p>',
    });

    const stale = await savePage1(app, user.token, { ...form, slug, version: 1 });
    expect(stale).toMatchObject({
      statusCode: 409,
      body: { status: false, message: DRAFT_MESSAGES.staleVersion },
    });
  });

  it("answers 404 for someone else's draft and changes nothing", async () => {
    const owner = await signedInWithVerifiedForm(app);
    const { slug } = (await savePage1(app, owner.user.token, owner.form)).body.data;
    const intruder = await signedInWithVerifiedForm(app);
    const before = await storedDraftRow(app, slug);
    const saved = await savePage1(app, intruder.user.token, {
      ...intruder.form,
      organization_city: 'Elsewhere',
      slug,
    });
    const missing = await savePage1(app, intruder.user.token, {
      ...intruder.form,
      slug: 'no-such-draft',
    });
    expect(saved.statusCode).toBe(404);
    expect(saved.body).toEqual(missing.body);
    expect(await storedDraftRow(app, slug)).toEqual(before);
  });

  it('never corrupts a draft under two concurrent saves of one version', async () => {
    const { user, form } = await signedInWithVerifiedForm(app);
    const { slug } = (await savePage1(app, user.token, form)).body.data;
    const a = { ...form, organization_city: 'Chennai', organization_address_line_1: '1 A Street' };
    const b = { ...form, organization_city: 'Kolkata', organization_address_line_1: '2 B Street' };
    const answers = await Promise.all([
      savePage1(app, user.token, { ...a, slug, version: 1 }),
      savePage1(app, user.token, { ...b, slug, version: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    const row = await storedDraftRow(app, slug);
    expect(row?.version).toBe(2);
    // Stored whole, as the server normalized it for the winning save (phones in E.164 and so on).
    expect(row?.data).toEqual(storedForm(winner?.body.data.organization));
    const source = row?.data.organization_city === a.organization_city ? a : b;
    expect(row?.data).toMatchObject({
      organization_city: source.organization_city,
      organization_address_line_1: source.organization_address_line_1,
    });
  });

  it('applies concurrent saves without a version one after the other, each whole', async () => {
    const { user, form } = await signedInWithVerifiedForm(app);
    const { slug } = (await savePage1(app, user.token, form)).body.data;
    const payloads = ['Chennai', 'Kolkata', 'Jaipur', 'Indore'].map((city) => ({
      ...form,
      organization_city: city,
      organization_address_line_2: `Near ${city} station`,
    }));
    const answers = await Promise.all(
      payloads.map((payload) => savePage1(app, user.token, { ...payload, slug })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const versions = answers.map((answer) => answer.body.data.organization.version).sort();
    expect(versions).toEqual([2, 3, 4, 5]);
    const last = answers.find((answer) => answer.body.data.organization.version === 5);
    const row = await storedDraftRow(app, slug);
    expect(row?.version).toBe(5);
    expect(row?.data).toEqual(storedForm(last?.body.data.organization));
    const lastPayload = payloads.find(
      (payload) => payload.organization_city === row?.data.organization_city,
    );
    expect(row?.data.organization_address_line_2).toBe(lastPayload?.organization_address_line_2);
  });
});

describe('GET /api/organization/create/{slug}', () => {
  it('answers the owner, 404 to anyone else exactly as for a missing slug, 401 without a token', async () => {
    const { user, form } = await signedInWithVerifiedForm(app);
    const { slug } = (await savePage1(app, user.token, form)).body.data;

    const mine = await getDraft(app, user.token, slug);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toMatchObject({
      status: true,
      data: { organization: { slug, progress_page: 1, organization_name: form.organization_name } },
    });

    const other = await createTestUser(app);
    const theirs = await getDraft(app, other.token, slug);
    const missing = await getDraft(app, other.token, 'no-such-draft');
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect(theirs.body).toEqual({ status: false, message: DRAFT_MESSAGES.notFound });

    expect((await getDraft(app, null, slug)).statusCode).toBe(401);
  });
});

describe('GET /api/organization/receipt-number', () => {
  it('shows prefix-unique-year-0001 for the owner draft, or the next number before one exists', async () => {
    const { user, form } = await signedInWithVerifiedForm(app);
    const { slug } = (await savePage1(app, user.token, form)).body.data;
    const row = await storedDraftRow(app, slug);

    const own = await app.inject({
      method: 'GET',
      url: `/api/organization/receipt-number?prefix=GCDRA&slug=${slug}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(own.json()).toEqual({
      status: true,
      data: {
        prefix: 'GCDRA',
        unique: row?.number,
        year: 2030,
        next: `GCDRA-${row?.number}-2030-0001`,
      },
    });

    const preview = await app.inject({ method: 'GET', url: '/api/organization/receipt-number' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ prefix: 'GCDRA', year: 2030 });
    expect(preview.json().data.unique).toBeGreaterThan(row?.number ?? 0);

    const other = await createTestUser(app);
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/organization/receipt-number?slug=${slug}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirs.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/organization/receipt-number?slug=${slug}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const badPrefix = await app.inject({
      method: 'GET',
      url: '/api/organization/receipt-number?prefix=GC%20DRA',
    });
    expect(badPrefix.statusCode).toBe(400);
  });
});

describe('open drafts per user', () => {
  it('answers 429 with Retry-After past the quota, and counts only drafts still open', async () => {
    const limited = await buildAuthApp({ openDraftsPerUser: 2 }, clock);
    try {
      const { user, form } = await signedInWithVerifiedForm(limited);
      const first = await savePage1(limited, user.token, form);
      expect((await savePage1(limited, user.token, form)).statusCode).toBe(200);
      const third = await savePage1(limited, user.token, form);
      expect(third).toMatchObject({
        statusCode: 429,
        body: { status: false, message: DRAFT_MESSAGES.tooManyOpenDrafts(2) },
      });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // Saving an existing draft is never refused.
      const update = await savePage1(limited, user.token, { ...form, slug: first.body.data.slug });
      expect(update.statusCode).toBe(200);
      // A submitted organization no longer counts.
      await limited.db
        .update(organizations)
        .set({ status: 'submitted' })
        .where(eq(organizations.slug, first.body.data.slug));
      expect((await savePage1(limited, user.token, form)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('holds under parallel creations', async () => {
    const limited = await buildAuthApp({ openDraftsPerUser: 2 }, clock);
    try {
      const { user, form } = await signedInWithVerifiedForm(limited);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => savePage1(limited, user.token, form)),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 200, 429, 429, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
