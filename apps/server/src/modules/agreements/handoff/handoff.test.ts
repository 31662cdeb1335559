import { AGREEMENT_MESSAGES as M } from '@givecrowd/shared/agreement/agreement-messages';
import { AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import { AUTH_MESSAGES } from '@givecrowd/shared/auth/messages';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { REGISTRATION_MESSAGES as R } from '@givecrowd/shared/organization/messages';
import {
  drawnSignature,
  fetchLink,
  readPdfText,
  signAgreement,
  uploadSignature,
  validFields,
} from '@test/agreement-helpers.ts';
import {
  bearer,
  buildAuthApp,
  createClock,
  latestCode,
  post,
  readOutbox,
  wrongCode,
} from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import {
  getDraft,
  savePage1,
  signedInWithVerifiedForm,
  storedDraftRow,
} from '@test/organization-helpers.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementSignatures, organizations } from '@/db/schema.ts';

const clock = createClock(new Date('2030-03-10T09:00:00Z'));
const MINUTE_MS = 60_000;
let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp({}, clock);
});
afterAll(async () => app.close());

/** A saved draft whose admin phone its owner verified; its admin email is unique. */
async function draft() {
  const adminEmail = `signatory-${Math.random().toString(36).slice(2, 10)}@example.org`;
  const { user, form } = await signedInWithVerifiedForm(app, {
    organization_admin_email: adminEmail,
  });
  const saved = await savePage1(app, user.token, form);
  if (saved.statusCode !== 200) throw new Error(JSON.stringify(saved.body));
  const slug: string = saved.body.data.slug;
  const phone: string = saved.body.data.organization.organization_admin_phone;
  return { user, form, slug, phone, adminEmail };
}

const sendHandoff = (token: string, slug: string) =>
  post(app, '/api/organization/partner-agreement/handoff', { slug }, bearer(token));

/** The token of the latest link emailed to the signatory. */
async function latestLinkToken(email: string): Promise<string> {
  const [message] = await readOutbox(app, email);
  const token = message?.link?.match(/\/agreement\/sign\/([A-Za-z0-9_-]+)$/)?.[1];
  if (!token) throw new Error(`no signing link sent to ${email}`);
  return token;
}

const openLink = async (token: string) => {
  const response = await app.inject({ url: `/api/agreement-handoff/${token}` });
  return { statusCode: response.statusCode, body: response.json() };
};
const sendCode = (token: string) => post(app, `/api/agreement-handoff/${token}/send-code`, {});
const signByLink = (token: string, body: object) =>
  post(app, `/api/agreement-handoff/${token}/sign`, body);

async function signatureDataUrl() {
  return `data:image/png;base64,${(await drawnSignature()).toString('base64')}`;
}

describe('signing on the signatory’s device', () => {
  it('emails a one-time link; the signatory reads, confirms a code, signs; the link dies', async () => {
    const { user, form, slug, phone, adminEmail } = await draft();
    const sent = await sendHandoff(user.token, slug);
    expect(sent).toMatchObject({ statusCode: 200, body: { status: true, message: M.handoffSent } });
    const [email] = await readOutbox(app, adminEmail);
    expect(email?.subject).toBe('Please sign the GiveCrowd partner agreement');
    expect(email?.link).toMatch(/^http:\/\/localhost:3000\/agreement\/sign\/[A-Za-z0-9_-]{43}$/);
    const token = await latestLinkToken(adminEmail);

    const opened = await openLink(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.body.data).toEqual({
      organization_name: 'Helping Hands Foundation',
      fields: {
        partner_name: form.organization_admin_name,
        partner_reg_number: form.organization_registeration_number,
        partner_pan_number: form.organization_pan_card_number,
        partner_email: adminEmail,
      },
      phone_hint: `+91 ••••• ••${phone.slice(-3)}`,
      version: AGREEMENT_VERSION,
      signed: false,
    });

    expect(await sendCode(token)).toMatchObject({
      statusCode: 200,
      body: { message: AUTH_MESSAGES.phoneCodeSent },
    });
    const code = await latestCode(app, phone);
    const body = {
      ...opened.body.data.fields,
      otp: code,
      signature_png: await signatureDataUrl(),
    };
    // The rules first, then the drawing, then the code: none of them uses the code up.
    expect(
      (await signByLink(token, { ...body, partner_pan_number: 'ABCD1234F' })).body,
    ).toMatchObject({
      message: R.panInvalid,
      errors: [{ field: 'partner_pan_number', message: R.panInvalid }],
    });
    expect(
      (await signByLink(token, { ...body, signature_png: 'data:image/png;base64,AAAA' })).body,
    ).toMatchObject({
      message: M.signatureImageInvalid,
    });
    const wrong = await signByLink(token, { ...body, otp: wrongCode(code) });
    expect(wrong).toMatchObject({ statusCode: 400, body: { message: AUTH_MESSAGES.codeWrong } });

    const signed = await signByLink(token, { ...body, otp: code.toLowerCase() });
    expect(signed.statusCode).toBe(200);
    expect(signed.body).toMatchObject({ status: true, version: AGREEMENT_VERSION });
    const [row] = await app.db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.documentId, signed.body.document_id));
    expect(row).toMatchObject({
      organizationId: (await storedDraftRow(app, slug))?.id,
      userId: user.id,
      signedVia: 'handoff',
      signerPhone: phone,
      signerName: form.organization_admin_name,
    });
    const text = await readPdfText((await fetchLink(app, signed.body.link)).bytes);
    expect(text).toContain(`after entering a code texted to +91 ••••• ••${phone.slice(-3)}`);
    const [mail] = await readOutbox(app, adminEmail);
    expect(mail).toMatchObject({ attachments: [{ content_type: 'application/pdf' }] });

    // The link is used up.
    expect(await openLink(token)).toMatchObject({
      statusCode: 404,
      body: { status: false, message: M.handoffLinkDead },
    });
    expect((await signByLink(token, body)).statusCode).toBe(404);
    expect((await sendCode(token)).statusCode).toBe(404);

    // The wizard, on its next load, shows the agreement signed; its next save keeps it.
    const reloaded = await getDraft(app, user.token, slug);
    expect(reloaded.body.data.organization).toMatchObject({
      grant_consent: true,
      agreement_link: signed.body.agreement_link,
    });
    const saved = await savePage1(app, user.token, {
      ...form,
      slug,
      is_grant_program: true,
      organization_program: 'ndep_tech_grant_bharat',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.organization.agreement_link).toBe(signed.body.agreement_link);
    // Signed: no more links for it.
    expect(await sendHandoff(user.token, slug)).toMatchObject({
      statusCode: 409,
      body: { message: M.alreadySigned },
    });
  });

  it('shows a link as signed when the owner signed meanwhile, and answers that document', async () => {
    const { user, slug, adminEmail, phone } = await draft();
    await sendHandoff(user.token, slug);
    const token = await latestLinkToken(adminEmail);
    const signature = await uploadSignature(app, user.token);
    const own = await signAgreement(app, user.token, {
      ...validFields,
      partner_signature: signature,
      slug,
    });
    const opened = await openLink(token);
    expect(opened.body.data.signed).toBe(true);
    await sendCode(token);
    const signed = await signByLink(token, {
      ...validFields,
      otp: await latestCode(app, phone),
      signature_png: await signatureDataUrl(),
    });
    expect(signed.body.document_id).toBe(own.body.document_id);
    expect((await openLink(token)).statusCode).toBe(404);
  });

  it('expires after 72 hours', async () => {
    const { user, slug, adminEmail } = await draft();
    await sendHandoff(user.token, slug);
    const token = await latestLinkToken(adminEmail);
    clock.advance(72 * 60 * MINUTE_MS - 1000);
    expect((await openLink(token)).statusCode).toBe(200);
    clock.advance(1000);
    expect(await openLink(token)).toMatchObject({
      statusCode: 404,
      body: { message: M.handoffLinkDead },
    });
  });

  it('sends at most 3 links an hour per draft, each replacing the one before', async () => {
    const { user, slug, adminEmail } = await draft();
    const tokens: string[] = [];
    for (let send = 0; send < 3; send += 1) {
      expect((await sendHandoff(user.token, slug)).statusCode).toBe(200);
      tokens.push(await latestLinkToken(adminEmail));
      clock.advance(MINUTE_MS);
    }
    const refused = await sendHandoff(user.token, slug);
    expect(refused).toMatchObject({ statusCode: 429, body: { message: M.handoffRateLimited } });
    expect(Number(refused.headers['retry-after'])).toBe(60 * 60 - 3 * 60);
    expect((await openLink(tokens[0] ?? '')).statusCode).toBe(404);
    expect((await openLink(tokens[1] ?? '')).statusCode).toBe(404);
    expect((await openLink(tokens[2] ?? '')).statusCode).toBe(200);
    clock.advance(60 * MINUTE_MS);
    expect((await sendHandoff(user.token, slug)).statusCode).toBe(200);
  });

  it("answers someone else's draft with 404, and a draft without a verified phone with 400", async () => {
    const { slug } = await draft();
    const other = await draft();
    expect(await sendHandoff(other.user.token, slug)).toMatchObject({
      statusCode: 404,
      body: { message: DRAFT_MESSAGES.notFound },
    });
    const row = await storedDraftRow(app, other.slug);
    await app.db
      .update(organizations)
      .set({ data: { ...row?.data, organization_admin_phone: '+919999900001' } })
      .where(eq(organizations.slug, other.slug));
    expect(await sendHandoff(other.user.token, other.slug)).toMatchObject({
      statusCode: 400,
      body: { message: R.adminPhoneVerificationRequired },
    });
  });

  it('spends the code after 5 wrong tries (429), and waits 60 s between codes', async () => {
    const { user, slug, adminEmail, phone } = await draft();
    await sendHandoff(user.token, slug);
    const token = await latestLinkToken(adminEmail);
    await sendCode(token);
    const again = await sendCode(token);
    expect(again).toMatchObject({
      statusCode: 429,
      body: { message: AUTH_MESSAGES.codeResendWait },
    });
    const code = await latestCode(app, phone);
    const body = { ...validFields, signature_png: await signatureDataUrl() };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signByLink(token, { ...body, otp: wrongCode(code) })).statusCode).toBe(400);
    }
    const spent = await signByLink(token, { ...body, otp: code });
    expect(spent).toMatchObject({
      statusCode: 429,
      body: { message: AUTH_MESSAGES.codeTriesSpent },
    });
    expect(spent.headers['retry-after']).toBeDefined();
    expect((await signByLink(token, { ...body, otp: '' })).body.message).toBe(
      AUTH_MESSAGES.codeRequired,
    );
  });

  it('answers 404 for a link that never was', async () => {
    expect(await openLink('x'.repeat(43))).toMatchObject({
      statusCode: 404,
      body: { message: M.handoffLinkDead },
    });
  });
});
