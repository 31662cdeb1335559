import { REGISTRATION_MESSAGES as M } from '@givecrowd/shared/organization/messages';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, uploads } from '../../src/db/schema.ts';
import { resolveToday } from '../../src/modules/organizations/resolve-today.ts';
import { DRAFT_MESSAGES } from '../../src/modules/organizations/service.ts';
import { buildAuthApp, createClock } from '../auth/helpers.ts';
import type { TestApp } from '../build-test-app.ts';
import { createTestUser } from '../create-test-user.ts';
import { getDraft, savePage1, validIndiaNgo, validUsCompany, verifyAdminPhone } from './helpers.ts';

const clock = createClock(new Date('2030-03-10T09:00:00Z'));
let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp({}, clock);
});
afterAll(async () => app.close());

let phoneSerial = 10_000;
/** A signed-in user whose India NGO form has a signatory phone they verified. */
async function signedInWithVerifiedForm(overrides: Partial<RegistrationForm> = {}) {
  const user = await createTestUser(app);
  phoneSerial += 1;
  const form: RegistrationForm = {
    ...validIndiaNgo,
    organization_admin_phone: `98765-${phoneSerial}`,
    ...overrides,
  };
  await verifyAdminPhone(app, user.token, {
    phone: `+9198765${phoneSerial}`,
    email: form.organization_admin_email,
  });
  return { user, form };
}

async function storedRow(slug: string) {
  const [row] = await app.db.select().from(organizations).where(eq(organizations.slug, slug));
  return row;
}

describe('POST /api/organization/create/page/1', () => {
  it('creates a draft with a slug from the name, normalized as the server reads it', async () => {
    const { user, form } = await signedInWithVerifiedForm({
      organization_pan_card_number: 'abcde1234f',
      organization_country: 'Anything the browser says',
      currency: 'USD',
      organization_categories: [{ name: 'Education' }, { name: ' Education ' }],
    });
    const saved = await savePage1(app, user.token, form);
    expect(saved.statusCode).toBe(200);
    const { slug, progress_page, organization } = saved.body.data;
    expect(slug).toMatch(/^helping-hands-foundation(-[0-9a-f]{6})?$/);
    expect(progress_page).toBe(1);
    expect(organization).toMatchObject({
      slug,
      status: 'draft',
      progress_page: 1,
      version: 1,
      organization_name: 'Helping Hands Foundation',
      organization_country: 'India',
      currency: 'INR',
      organization_pan_card_number: 'ABCDE1234F',
      organization_categories: [{ name: 'Education' }],
    });
    const row = await storedRow(slug);
    expect(row).toMatchObject({
      ownerId: user.id,
      name: 'Helping Hands Foundation',
      countryCode: 'IN',
      organizationType: 'ngo',
      progressPage: 1,
      version: 1,
    });
    expect(row?.data).toMatchObject({ organization_pan_card_number: 'ABCDE1234F' });
  });

  it('gives a second draft with the same name its own slug', async () => {
    const first = await signedInWithVerifiedForm();
    const second = await signedInWithVerifiedForm();
    const a = await savePage1(app, first.user.token, first.form);
    const b = await savePage1(app, second.user.token, second.form);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.body.data.slug).not.toBe(b.body.data.slug);
  });

  it.each([
    ['an empty body', {}, M.countryRequired, 'country_code'],
    [
      'a name of 9 characters',
      { ...validIndiaNgo, organization_name: 'Hope Care' },
      M.nameTooShort,
      'organization_name',
    ],
    [
      'a company without its registered type',
      { ...validIndiaNgo, organization_type: 'company' },
      M.companyRegisteredTypeRequired,
      'organization_registered_type',
    ],
    [
      'a bad PAN',
      { ...validIndiaNgo, organization_pan_card_number: 'ABCD1234F' },
      M.panInvalid,
      'organization_pan_card_number',
    ],
    [
      'a bad organization email',
      { ...validIndiaNgo, organization_email: 'contact@' },
      M.emailInvalid,
      'organization_email',
    ],
  ])('answers %s with 400 and the first failing rule', async (_case, body, message, field) => {
    const user = await createTestUser(app);
    const saved = await savePage1(app, user.token, body);
    expect(saved.statusCode).toBe(400);
    expect(saved.body).toMatchObject({ status: false, message });
    expect(saved.body.errors[0]).toEqual({ field, message });
  });

  it('reads wrong types as empty and never answers 500', async () => {
    const user = await createTestUser(app);
    const saved = await savePage1(app, user.token, {
      country_code: 42,
      organization_categories: 'Education',
      first_page_terms: 'yes',
    });
    expect(saved).toMatchObject({ statusCode: 400, body: { message: M.countryRequired } });
  });

  it('requires the admin phone to be verified by this user, for this phone and email', async () => {
    const user = await createTestUser(app);
    const unverified = await savePage1(app, user.token, validIndiaNgo);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.body.message).toBe('Admin phone number verification required.');

    // Verified by another user, or for another email, does not count.
    const { form } = await signedInWithVerifiedForm();
    expect((await savePage1(app, user.token, form)).body.message).toBe(
      M.adminPhoneVerificationRequired,
    );
    const mine = await signedInWithVerifiedForm();
    const otherEmail = await savePage1(app, mine.user.token, {
      ...mine.form,
      organization_admin_email: 'someone.else@example.org',
    });
    expect(otherEmail.body.message).toBe(M.adminPhoneVerificationRequired);
    // The browser's flag is not read.
    const flagged = await savePage1(app, user.token, { ...validIndiaNgo, IsAdminVerified: true });
    expect(flagged.body.message).toBe(M.adminPhoneVerificationRequired);
  });

  it('maps the typed phone to E.164 with the country calling code, international forms as typed', async () => {
    const user = await createTestUser(app);
    await verifyAdminPhone(app, user.token, {
      phone: '+14155550199',
      email: validUsCompany.organization_admin_email,
    });
    for (const typed of ['415-555-0199', '+1-415-555-0199', '04155550199']) {
      const saved = await savePage1(app, user.token, {
        ...validUsCompany,
        organization_admin_phone: typed,
      });
      expect(saved.statusCode, typed).toBe(200);
    }
  });

  it('rejects a country or category that does not exist', async () => {
    const { user, form } = await signedInWithVerifiedForm();
    const country = await savePage1(app, user.token, { ...form, country_code: 'ZZ' });
    expect(country).toMatchObject({ statusCode: 400, body: { message: M.countryRequired } });
    const category = await savePage1(app, user.token, {
      ...form,
      organization_categories: [{ name: 'Education' }, { name: 'Time Travel' }],
    });
    expect(category.statusCode).toBe(400);
    expect(category.body).toMatchObject({
      message: M.categoryRequired,
      errors: [
        {
          field: 'organization_categories',
          message: DRAFT_MESSAGES.unknownCategory('Time Travel'),
        },
      ],
    });
  });

  it("checks dates against today, and accepts only the signatory's own signature upload", async () => {
    const { user, form } = await signedInWithVerifiedForm();
    const exemption = {
      ...form,
      organization_is_tax_exemption: true,
      organization_80g_check: true,
      organization_80g_number: 'AAATH1234FF20214',
      organization_exemption_percentage: '50%',
    };
    const future = await savePage1(app, user.token, {
      ...exemption,
      organization_registered_at: '2030-03-12',
    });
    expect(future.body.message).toBe(M.registrationDateInFuture);

    const other = await createTestUser(app);
    const key = `organization_digital_signature/${other.id}.png`;
    await app.db.insert(uploads).values({
      ownerId: other.id,
      purpose: 'organization_digital_signature',
      key,
      kind: 'original',
      contentType: 'image/png',
      size: 100,
      width: 10,
      height: 10,
    });
    const withSignature = {
      ...exemption,
      organization_registered_at: '2030-03-10',
      organization_digital_signature: key,
    };
    const stolen = await savePage1(app, user.token, withSignature);
    expect(stolen).toMatchObject({
      statusCode: 400,
      body: { message: DRAFT_MESSAGES.signatureNotYours },
    });
    await app.db.update(uploads).set({ ownerId: user.id }).where(eq(uploads.key, key));
    expect((await savePage1(app, user.token, withSignature)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const saved = await savePage1(app, null, validIndiaNgo);
    expect(saved).toMatchObject({ statusCode: 401, body: { status: false } });
  });
});

describe('updating a draft', () => {
  it('updates the owner draft by slug, keeps the progress and bumps the version', async () => {
    const { user, form } = await signedInWithVerifiedForm();
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
    const row = await storedRow(slug);
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
    const owner = await signedInWithVerifiedForm();
    const { slug } = (await savePage1(app, owner.user.token, owner.form)).body.data;
    const intruder = await signedInWithVerifiedForm();
    const before = await storedRow(slug);
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
    expect(await storedRow(slug)).toEqual(before);
  });

  it('never corrupts a draft under two concurrent saves of one version', async () => {
    const { user, form } = await signedInWithVerifiedForm();
    const { slug } = (await savePage1(app, user.token, form)).body.data;
    const a = { ...form, organization_city: 'Chennai', organization_address_line_1: '1 A Street' };
    const b = { ...form, organization_city: 'Kolkata', organization_address_line_1: '2 B Street' };
    const answers = await Promise.all([
      savePage1(app, user.token, { ...a, slug, version: 1 }),
      savePage1(app, user.token, { ...b, slug, version: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]?.statusCode === 200 ? a : b;
    const row = await storedRow(slug);
    expect(row?.version).toBe(2);
    expect(row?.data).toEqual(winner);
  });

  it('applies concurrent saves without a version one after the other, each whole', async () => {
    const { user, form } = await signedInWithVerifiedForm();
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
    const row = await storedRow(slug);
    expect(row?.version).toBe(5);
    expect(row?.data).toEqual(
      payloads.find(
        (payload) => payload.organization_city === last?.body.data.organization.organization_city,
      ),
    );
  });
});

describe('GET /api/organization/create/{slug}', () => {
  it('answers the owner, 404 to anyone else exactly as for a missing slug, 401 without a token', async () => {
    const { user, form } = await signedInWithVerifiedForm();
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
    const { user, form } = await signedInWithVerifiedForm();
    const { slug } = (await savePage1(app, user.token, form)).body.data;
    const row = await storedRow(slug);

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

describe('resolveToday', () => {
  it.each([
    ['2030-03-10T20:00:00Z', undefined, '2030-03-10'],
    ['2030-03-10T20:00:00Z', '2030-03-11', '2030-03-11'],
    ['2030-03-10T20:00:00Z', '2030-03-10', '2030-03-10'],
    ['2030-03-10T20:00:00Z', '2030-03-09', '2030-03-10'],
    ['2030-03-10T20:00:00Z', '2030-03-12', '2030-03-10'],
    ['2030-03-10T05:00:00Z', '2030-03-09', '2030-03-09'],
    ['2030-03-10T05:00:00Z', '2030-03-11', '2030-03-10'],
    ['2030-03-10T05:00:00Z', 'garbage', '2030-03-10'],
  ])('at %s with the browser at %s answers %s', (now, claimed, expected) => {
    expect(resolveToday(new Date(now), claimed)).toBe(expected);
  });
});
