import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { REGISTRATION_MESSAGES as M } from '@givecrowd/shared/organization/messages';
import { bearer, buildAuthApp, createClock, latestCode, post } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import {
  getDraft,
  savePage1,
  signedInWithVerifiedForm,
  storedDraftRow,
  validIndiaNgo,
  validUsCompany,
  verifyAdminPhone,
} from '@test/organization-helpers.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@/db/schema.ts';

const clock = createClock(new Date('2030-03-10T09:00:00Z'));
const MEDIA_BASE_URL = 'https://cdn.example.org/media';
let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp({ mediaBaseUrl: MEDIA_BASE_URL }, clock);
});
afterAll(async () => app.close());

describe('POST /api/organization/create/page/1', () => {
  it('creates a draft with a slug from the name, normalized as the server reads it', async () => {
    const { user, form } = await signedInWithVerifiedForm(app, {
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
    const row = await storedDraftRow(app, slug);
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
    const first = await signedInWithVerifiedForm(app);
    const second = await signedInWithVerifiedForm(app);
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

  it('refuses wrong JSON types with 400 naming the field, never 500', async () => {
    const user = await createTestUser(app);
    const saved = await savePage1(app, user.token, {
      country_code: 42,
      organization_categories: 'Education',
      first_page_terms: 'yes',
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.body.message).toContain(API_MESSAGES.notText);
    expect(saved.body.message).toContain('country_code');
  });

  it('requires the admin phone to be verified by this user, for this phone and email', async () => {
    const user = await createTestUser(app);
    const unverified = await savePage1(app, user.token, validIndiaNgo);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.body.message).toBe('Admin phone number verification required.');

    // Verified by another user, or for another email, does not count.
    const { form } = await signedInWithVerifiedForm(app);
    expect((await savePage1(app, user.token, form)).body.message).toBe(
      M.adminPhoneVerificationRequired,
    );
    const mine = await signedInWithVerifiedForm(app);
    const otherEmail = await savePage1(app, mine.user.token, {
      ...mine.form,
      organization_admin_email: 'someone.else@example.org',
    });
    expect(otherEmail.body.message).toBe(M.adminPhoneVerificationRequired);
    // The browser's flag is not read.
    const flagged = await savePage1(app, user.token, { ...validIndiaNgo, IsAdminVerified: true });
    expect(flagged.body.message).toBe(M.adminPhoneVerificationRequired);
  });

  it("reads the typed admin phone by the organization's country, in any common form", async () => {
    const user = await createTestUser(app);
    await verifyAdminPhone(app, user.token, {
      phone: '+14155550199',
      email: validUsCompany.organization_admin_email,
    });
    for (const typed of [
      '415-555-0199',
      '(415) 555-0199',
      '415.555.0199',
      '1 415 555 0199',
      '+1-415-555-0199',
      '+14155550199',
    ]) {
      const saved = await savePage1(app, user.token, {
        ...validUsCompany,
        organization_admin_phone: typed,
      });
      expect(saved.statusCode, typed).toBe(200);
      expect(saved.body.data.organization.organization_admin_phone, typed).toBe('+14155550199');
    }
  });

  it('stores both phones in E.164 and answers them so', async () => {
    const { user, form } = await signedInWithVerifiedForm(app, {
      organization_phone: '+91 98765 43210',
    });
    const saved = await savePage1(app, user.token, {
      ...form,
      organization_admin_phone: ` ${form.organization_admin_phone.replace('-', ' ')} `,
    });
    expect(saved.statusCode).toBe(200);
    const { slug, organization } = saved.body.data;
    const adminPhone = `+91${form.organization_admin_phone.replace('-', '')}`;
    expect(organization).toMatchObject({
      organization_phone: '+919876543210',
      organization_admin_phone: adminPhone,
    });
    expect((await storedDraftRow(app, slug))?.data).toMatchObject({
      organization_phone: '+919876543210',
      organization_admin_phone: adminPhone,
    });
    const draft = await getDraft(app, user.token, slug);
    expect(draft.body.data.organization.organization_phone).toBe('+919876543210');
  });

  it('counts a phone verified in a formatted form as verified for the page-1 save', async () => {
    const user = await createTestUser(app);
    const email = validIndiaNgo.organization_admin_email;
    const sent = await post(
      app,
      '/api/organization/send-otp',
      { phone: '+91 98765 43299', email },
      bearer(user.token),
    );
    expect(sent.statusCode).toBe(200);
    const verified = await post(
      app,
      '/api/auth/partner-otp-verify',
      {
        phone: '+91 (98765) 43299',
        email,
        otp: await latestCode(app, '+919876543299'),
      },
      bearer(user.token),
    );
    expect(verified.body.status).toBe('success');
    for (const typed of ['98765 43299', '098765-43299', '+91 98765 43299']) {
      const saved = await savePage1(app, user.token, {
        ...validIndiaNgo,
        organization_admin_phone: typed,
      });
      expect(saved.statusCode, typed).toBe(200);
    }
  });

  it.each([
    ['12345', 'organization_phone', M.phoneInvalid],
    ['12ab', 'organization_phone', M.phoneInvalid],
    ['98765 4321', 'organization_phone', M.phoneInvalid],
  ])(
    'refuses the organization phone %j of an India NGO, naming %s',
    async (phone, field, message) => {
      const { user, form } = await signedInWithVerifiedForm(app, { organization_phone: phone });
      const saved = await savePage1(app, user.token, form);
      expect(saved).toMatchObject({ statusCode: 400, body: { message } });
      expect(saved.body.errors).toEqual([{ field, message }]);
    },
  );

  it('takes real names for the signatory, and refuses digits and symbols', async () => {
    for (const name of ["Meera D'Souza", "John O'Miller", 'Jean-Luc', 'अनिता शर्मा', 'Dr. A. Rao']) {
      const { user, form } = await signedInWithVerifiedForm(app, {
        organization_admin_name: name,
      });
      const saved = await savePage1(app, user.token, form);
      expect(saved.statusCode, name).toBe(200);
      expect(saved.body.data.organization.organization_admin_name).toBe(name);
    }
    const { user, form } = await signedInWithVerifiedForm(app);
    for (const [name, message] of [
      ['Asha 2', M.adminNameFormat],
      ['Asha @ Rao', M.adminNameSymbols],
    ]) {
      const saved = await savePage1(app, user.token, { ...form, organization_admin_name: name });
      expect(saved.body, name).toMatchObject({
        message,
        errors: [{ field: 'organization_admin_name', message }],
      });
    }
  });

  it('stores nothing of a switched-off block', async () => {
    const { user, form } = await signedInWithVerifiedForm(app, {
      organization_fcra_number: '123456789',
      organization_fcra_registration_date: '2020-01-01',
      organization_program: 'ndep_tech_grant_bharat',
      agreement_link: 'https://example.org/agreement.pdf',
      grant_consent: true,
    });
    const ngo = await savePage1(app, user.token, form);
    expect(ngo.statusCode).toBe(200);
    expect((await storedDraftRow(app, ngo.body.data.slug))?.data).toMatchObject({
      organization_fcra_check: false,
      organization_fcra_number: '',
      organization_fcra_registration_date: '',
      is_grant_program: false,
      organization_program: '',
      agreement_link: '',
      grant_consent: false,
    });

    const company = await savePage1(app, user.token, {
      ...form,
      organization_type: 'company',
      organization_registered_type: 'private_limited',
      organization_is_tax_exemption: true,
      organization_80g_check: true,
      organization_80g_number: 'AAATH1234FF20214',
      organization_registered_at: '2020-01-01',
      organization_exemption_percentage: '50%',
    });
    expect(company.statusCode).toBe(200);
    expect(company.body.data.organization).toMatchObject({
      organization_is_tax_exemption: false,
      organization_80g_check: false,
      organization_80g_number: '',
      organization_registered_at: '',
      organization_exemption_percentage: '',
    });
  });

  it('refuses a receipt prefix that is not 1 to 20 letters or digits, the form’s rule, on save', async () => {
    const { user, form } = await signedInWithVerifiedForm(app);
    const exempt = {
      ...form,
      organization_is_tax_exemption: true,
      organization_80g_check: true,
      organization_80g_number: 'AAATH1234FF20214',
      organization_exemption_percentage: '50%',
      organization_registered_at: '2030-03-10',
    };
    for (const prefix of ['GC-DRA', 'A'.repeat(21), ' GCDRA']) {
      const refused = await savePage1(app, user.token, {
        ...exempt,
        organization_donation_receipt_number: prefix,
      });
      expect(refused.statusCode, prefix).toBe(400);
      expect(refused.body).toMatchObject({
        status: false,
        message: M.receiptPrefixFormat,
        errors: [{ field: 'organization_donation_receipt_number', message: M.receiptPrefixFormat }],
      });
    }
    for (const prefix of ['HOPE2024', 'A'.repeat(20)]) {
      const saved = await savePage1(app, user.token, {
        ...exempt,
        organization_donation_receipt_number: prefix,
      });
      expect(saved.statusCode, prefix).toBe(200);
      expect(saved.body.data.organization.organization_donation_receipt_number).toBe(prefix);
    }
  });

  it('stores only http(s) agreement links', async () => {
    const { user, form } = await signedInWithVerifiedForm(app, {
      is_grant_program: true,
      organization_program: 'ndep_tech_grant_bharat',
      is_agreement_signed: true,
      agreement_link: 'javascript:alert(document.cookie)',
    });
    const refused = await savePage1(app, user.token, form);
    expect(refused.body).toMatchObject({
      message: M.agreementLinkInvalid,
      errors: [{ field: 'agreement_link', message: M.agreementLinkInvalid }],
    });
    const link = 'https://example.org/signed-agreement.pdf';
    const saved = await savePage1(app, user.token, { ...form, agreement_link: link });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.organization.agreement_link).toBe(link);
  });

  it('rejects a country or category that does not exist', async () => {
    const { user, form } = await signedInWithVerifiedForm(app);
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
    const { user, form } = await signedInWithVerifiedForm(app);
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

describe('image references', () => {
  /** Records an upload of a signature image for `ownerId`, as the upload call does. */
  async function recordSignatureUpload(ownerId: string): Promise<string> {
    const key = `organization-signatures/${randomUUID()}.png`;
    await app.db.insert(uploads).values({
      ownerId,
      purpose: 'organization-signatures',
      key,
      kind: 'original',
      contentType: 'image/png',
      size: 100,
      width: 10,
      height: 10,
    });
    return key;
  }

  const withSignature = (form: object, signature: string) => ({
    ...form,
    organization_is_tax_exemption: true,
    organization_80g_check: true,
    organization_80g_number: 'AAATH1234FF20214',
    organization_exemption_percentage: '50%',
    organization_registered_at: '2030-03-10',
    organization_digital_signature: signature,
  });

  it('stores and answers the key of a signature sent as one of our media URLs', async () => {
    const { user, form } = await signedInWithVerifiedForm(app);
    const key = await recordSignatureUpload(user.id);
    for (const reference of [`${MEDIA_BASE_URL}/${key}`, `/media/${key}`, key]) {
      const saved = await savePage1(app, user.token, withSignature(form, reference));
      expect(saved.statusCode, reference).toBe(200);
      const { slug, organization } = saved.body.data;
      expect(organization.organization_digital_signature).toBe(key);
      const draft = await getDraft(app, user.token, slug);
      expect(draft.body.data.organization.organization_digital_signature).toBe(key);
      expect((await storedDraftRow(app, slug))?.data).toMatchObject({
        organization_digital_signature: key,
      });
    }
  });

  it("refuses another user's upload named by its media URL, and images from elsewhere", async () => {
    const { user, form } = await signedInWithVerifiedForm(app);
    const other = await createTestUser(app);
    const theirs = await recordSignatureUpload(other.id);
    for (const reference of [
      `${MEDIA_BASE_URL}/${theirs}`,
      `https://elsewhere.example.org/media/${await recordSignatureUpload(user.id)}`,
    ]) {
      const saved = await savePage1(app, user.token, withSignature(form, reference));
      expect(saved, reference).toMatchObject({
        statusCode: 400,
        body: {
          message: DRAFT_MESSAGES.signatureNotYours,
          errors: [
            { field: 'organization_digital_signature', message: DRAFT_MESSAGES.signatureNotYours },
          ],
        },
      });
    }
  });
});
