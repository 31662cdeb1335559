import { createHash } from 'node:crypto';
import { AGREEMENT_MESSAGES as M } from '@givecrowd/shared/agreement/agreement-messages';
import { AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import { GRANT_TERMS } from '@givecrowd/shared/agreement/agreement-text.fixtures';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { REGISTRATION_MESSAGES as R } from '@givecrowd/shared/organization/messages';
import {
  fetchLink,
  readPdfText,
  signAgreement,
  uploadSignature,
  validFields,
} from '@test/agreement-helpers.ts';
import { bearer, buildAuthApp, createClock, post, readOutbox } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { buildMultipart } from '@test/multipart.ts';
import {
  getDraft,
  savePage1,
  signedInWithVerifiedForm,
  storedDraftRow,
} from '@test/organization-helpers.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementSignatures, organizations } from '@/db/schema.ts';

const clock = createClock(new Date('2030-03-10T09:00:00Z'));
let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp({}, clock);
});
afterAll(async () => app.close());

const ndep = { is_grant_program: true, organization_program: 'ndep_tech_grant_bharat' } as const;

/** A signed-in user with a saved step-0 draft (no grant program yet) and a signature upload. */
async function draftOwner() {
  const { user, form } = await signedInWithVerifiedForm(app);
  const saved = await savePage1(app, user.token, form);
  if (saved.statusCode !== 200) throw new Error(JSON.stringify(saved.body));
  const signature = await uploadSignature(app, user.token);
  return { user, form, slug: saved.body.data.slug as string, signature };
}

const signaturesOf = (documentId: string) =>
  app.db.select().from(agreementSignatures).where(eq(agreementSignatures.documentId, documentId));

const verifyPdf = (bytes: Buffer, fileName = 'agreement.pdf') => {
  const { payload, headers } = buildMultipart([
    { name: 'file', fileName, contentType: 'application/pdf', bytes },
  ]);
  return app.inject({ method: 'POST', url: '/api/agreements/verify', payload, headers });
};

describe('POST /api/organization/partner-agreement', () => {
  it('signs for a draft: the PDF, its record, the email with the attachment, the draft', async () => {
    const { user, slug, signature } = await draftOwner();
    const before = await storedDraftRow(app, slug);
    const signed = await signAgreement(app, user.token, {
      ...validFields,
      partner_signature: signature,
      slug,
    });
    expect(signed.statusCode).toBe(200);
    const { document_id, link, agreement_link, version } = signed.body;
    expect(signed.body.status).toBe(true);
    expect(version).toBe(AGREEMENT_VERSION);
    expect(document_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(agreement_link).toBe(
      `http://localhost:3000/agreement/verify?document_id=${document_id}`,
    );
    expect(link).toMatch(/^\/upload-service\/private\/signed-agreements\/[0-9a-f-]{36}\.pdf\?/);

    const pdf = await fetchLink(app, link);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await readPdfText(pdf.bytes);
    expect(text).toContain("Signatory: Meera D'Souza");
    expect(text).toContain('Organization: Helping Hands Foundation');
    expect(text).toContain(`Document id: ${document_id}`);
    expect(text).toContain('Signed at (UTC): 2030-03-10 09:00:00 UTC');
    expect(text).toContain('Signed from IP address: 127.0.0.1');
    for (const term of GRANT_TERMS) expect(text.toLowerCase(), term).toContain(term.toLowerCase());

    const [row] = await signaturesOf(document_id);
    expect(row).toMatchObject({
      organizationId: before?.id,
      userId: user.id,
      version: AGREEMENT_VERSION,
      organizationName: 'Helping Hands Foundation',
      signerName: "Meera D'Souza",
      signerEmail: 'meera@helpinghands.org',
      signerPan: 'ABCDE1234F',
      signerRegNumber: 'MH/2019/0012345',
      signedVia: 'account',
      signatureKey: signature,
      ip: '127.0.0.1',
      userAgent: 'lightMyRequest',
      signedAt: clock.now(),
      sha256: createHash('sha256').update(pdf.bytes).digest('hex'),
    });

    const [email] = await readOutbox(app, 'meera@helpinghands.org');
    expect(email).toMatchObject({
      channel: 'email',
      subject: 'Your signed GiveCrowd partner agreement',
      link: agreement_link,
      attachments: [
        {
          filename: `GiveCrowd-partner-agreement-${document_id}.pdf`,
          content_type: 'application/pdf',
        },
      ],
    });
    const page = await app.inject({ url: '/dev/outbox?to=meera%40helpinghands.org' });
    expect(page.body).toContain(`Attachments: GiveCrowd-partner-agreement-${document_id}.pdf`);

    // The draft shows the consent given, without a new version for the wizard to trip on.
    const draft = await getDraft(app, user.token, slug);
    expect(draft.body.data.organization).toMatchObject({
      grant_consent: true,
      is_agreement_signed: false,
      agreement_link,
      version: before?.version,
    });
    // Its owner may ask for a fresh link to the PDF later; nobody else may.
    const own = await app.inject({
      url: `/upload-service/private-link?key=${encodeURIComponent(row?.pdfKey ?? '')}`,
      headers: bearer(user.token),
    });
    expect(own.statusCode).toBe(200);
    const stranger = await createTestUser(app);
    const theirs = await app.inject({
      url: `/upload-service/private-link?key=${encodeURIComponent(row?.pdfKey ?? '')}`,
      headers: bearer(stranger.token),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it.each([
    ['an empty body', {}, M.nameRequired, 'partner_name'],
    ['a bad PAN', { partner_pan_number: 'ABCD1234F' }, R.panInvalid, 'partner_pan_number'],
    ['a bad email', { partner_email: 'meera@' }, R.emailInvalid, 'partner_email'],
    ['no signature', { partner_signature: '' }, M.signatureRequired, 'partner_signature'],
    ['a name with digits', { partner_name: 'Meera 2' }, R.adminNameFormat, 'partner_name'],
  ])('answers %s with 400 and the shared message', async (_case, change, message, field) => {
    const { user, slug, signature } = await draftOwner();
    const body = Object.keys(change).length
      ? { ...validFields, partner_signature: signature, slug, ...change }
      : change;
    const refused = await signAgreement(app, user.token, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({ status: false, message });
    expect(refused.body.errors[0]).toEqual({ field, message });
    expect(
      await app.db
        .select()
        .from(agreementSignatures)
        .where(eq(agreementSignatures.userId, user.id)),
    ).toEqual([]);
  });

  it("takes only the caller's own signature upload, by key or by our media URL", async () => {
    const { user, signature } = await draftOwner();
    const other = await draftOwner();
    const logo = await uploadSignature(app, user.token, 'organization-logos');
    for (const reference of [
      other.signature,
      logo,
      `https://elsewhere.example.org/media/${signature}`,
    ]) {
      const refused = await signAgreement(app, user.token, {
        ...validFields,
        partner_signature: reference,
      });
      expect(refused, reference).toMatchObject({
        statusCode: 400,
        body: {
          message: DRAFT_MESSAGES.signatureNotYours,
          errors: [{ field: 'partner_signature', message: DRAFT_MESSAGES.signatureNotYours }],
        },
      });
    }
    const signed = await signAgreement(app, user.token, {
      ...validFields,
      partner_signature: `/media/${signature}`,
    });
    expect(signed.statusCode).toBe(200);
    const [row] = await signaturesOf(signed.body.document_id);
    expect(row).toMatchObject({ signatureKey: signature, organizationId: null });
  });

  it("answers someone else's draft with 404 and changes nothing", async () => {
    const owner = await draftOwner();
    const intruder = await draftOwner();
    const before = await storedDraftRow(app, owner.slug);
    const refused = await signAgreement(app, intruder.user.token, {
      ...validFields,
      partner_email: 'intruder@example.org',
      partner_signature: intruder.signature,
      slug: owner.slug,
    });
    expect(refused).toMatchObject({
      statusCode: 404,
      body: { status: false, message: DRAFT_MESSAGES.notFound },
    });
    expect(await storedDraftRow(app, owner.slug)).toEqual(before);
    const rows = await app.db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.organizationId, before?.id ?? ''));
    expect(rows).toEqual([]);
    expect(await readOutbox(app, 'intruder@example.org')).toEqual([]);
  });

  it('answers a second signing of the same version with the first document, never a second row', async () => {
    const { user, slug, signature } = await draftOwner();
    const body = {
      ...validFields,
      partner_email: 'twice@example.org',
      partner_signature: signature,
    };
    const first = await signAgreement(app, user.token, { ...body, slug });
    const second = await signAgreement(app, user.token, {
      ...body,
      slug,
      partner_name: 'Asha Rao',
    });
    expect(second.statusCode).toBe(200);
    expect(second.body.document_id).toBe(first.body.document_id);
    expect(second.body.agreement_link).toBe(first.body.agreement_link);
    const [one, two] = [
      await fetchLink(app, first.body.link),
      await fetchLink(app, second.body.link),
    ];
    expect(two.bytes.equals(one.bytes)).toBe(true);
    // Without a draft, the user's own signature is one per version too.
    const mine = await signAgreement(app, user.token, body);
    const again = await signAgreement(app, user.token, body);
    expect(again.body.document_id).toBe(mine.body.document_id);
    expect(mine.body.document_id).not.toBe(first.body.document_id);
    const rows = await app.db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(await readOutbox(app, 'twice@example.org')).toHaveLength(2);
  });

  it('names the organization given when signed without a draft; a draft names its saved one', async () => {
    const { user, slug, signature } = await draftOwner();
    const body = {
      ...validFields,
      partner_signature: signature,
      organization_name: '  Asha Seva Trust  ',
    };
    const tooLong = await signAgreement(app, user.token, {
      ...body,
      organization_name: 'A'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.errors).toEqual([expect.objectContaining({ field: 'organization_name' })]);
    const signed = await signAgreement(app, user.token, body);
    expect(signed.statusCode).toBe(200);
    const text = await readPdfText((await fetchLink(app, signed.body.link)).bytes);
    expect(text).toContain('Organization: Asha Seva Trust');
    expect(text).toContain('Asha Seva Trust (registration number');
    const [row] = await signaturesOf(signed.body.document_id);
    expect(row).toMatchObject({ organizationId: null, organizationName: 'Asha Seva Trust' });
    // With a slug the saved draft's name wins.
    const forDraft = await signAgreement(app, user.token, { ...body, slug });
    const draftText = await readPdfText((await fetchLink(app, forDraft.body.link)).bytes);
    expect(draftText).toContain('Organization: Helping Hands Foundation');
    expect(draftText).not.toContain('Asha Seva Trust');
  });

  it('prints a Hindi name, extractable as typed', async () => {
    const { user, slug, signature } = await draftOwner();
    const signed = await signAgreement(app, user.token, {
      ...validFields,
      partner_name: 'अनिता शर्मा',
      partner_signature: signature,
      slug,
    });
    expect(signed.statusCode).toBe(200);
    const text = await readPdfText((await fetchLink(app, signed.body.link)).bytes);
    expect(text).toContain('अनिता शर्मा');
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/organization/partner-agreement',
      payload: validFields,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/organization/partner-agreement', () => {
  const signedAgreement = (token: string, slug?: string) =>
    app.inject({
      url: `/api/organization/partner-agreement${slug ? `?slug=${encodeURIComponent(slug)}` : ''}`,
      headers: bearer(token),
    });

  it("gives the draft's owner a fresh link to the signed PDF; anyone else 404", async () => {
    const { user, slug, signature } = await draftOwner();
    const none = await signedAgreement(user.token, slug);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ status: false, message: M.noSignedAgreement });

    const signed = await signAgreement(app, user.token, {
      ...validFields,
      partner_signature: signature,
      slug,
    });
    const again = await signedAgreement(user.token, slug);
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('private, no-store');
    const answer = again.json();
    expect(answer).toEqual({
      status: true,
      link: expect.stringMatching(/^\/upload-service\/private\/signed-agreements\//),
      document_id: signed.body.document_id,
      version: AGREEMENT_VERSION,
      agreement_link: signed.body.agreement_link,
      signed_at: '2030-03-10T09:00:00.000Z',
    });
    const pdf = await fetchLink(app, answer.link);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.equals((await fetchLink(app, signed.body.link)).bytes)).toBe(true);
    // The draft's signature is not the owner's own without a draft.
    expect((await signedAgreement(user.token)).statusCode).toBe(404);

    const stranger = await createTestUser(app);
    expect((await signedAgreement(stranger.token, slug)).json()).toEqual({
      status: false,
      message: DRAFT_MESSAGES.notFound,
    });
    const theirs = await signedAgreement(stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(M.noSignedAgreement);
    const anonymous = await app.inject({ url: `/api/organization/partner-agreement?slug=${slug}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("gives a person their own signature made without a draft, and the draft's that names it", async () => {
    const { user, form } = await signedInWithVerifiedForm(app, ndep);
    expect((await signedAgreement(user.token)).statusCode).toBe(404);
    const signature = await uploadSignature(app, user.token);
    const signed = await signAgreement(app, user.token, {
      ...validFields,
      partner_signature: signature,
      organization_name: 'Helping Hands Foundation',
    });
    const own = await signedAgreement(user.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().document_id).toBe(signed.body.document_id);
    const pdf = await fetchLink(app, own.json().link);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const saved = await savePage1(app, user.token, {
      ...form,
      grant_consent: true,
      agreement_link: signed.body.agreement_link,
    });
    expect(saved.statusCode).toBe(200);
    const forDraft = await signedAgreement(user.token, saved.body.data.slug);
    expect(forDraft.statusCode).toBe(200);
    expect(forDraft.json().document_id).toBe(signed.body.document_id);
  });
});

describe('the consent of step 0', () => {
  it('is refused without a signature, whatever the checkbox says', async () => {
    const { user, form } = await signedInWithVerifiedForm(app, { ...ndep, grant_consent: true });
    const saved = await savePage1(app, user.token, form);
    expect(saved.statusCode).toBe(400);
    expect(saved.body.message).toBe(R.grantConsentRequired);
  });

  it('is given by a signature made before the draft, named by either link it answered', async () => {
    const { user, form } = await signedInWithVerifiedForm(app, ndep);
    const signature = await uploadSignature(app, user.token);
    const signed = await signAgreement(app, user.token, {
      ...validFields,
      partner_signature: signature,
    });
    for (const link of [signed.body.link, signed.body.agreement_link]) {
      const saved = await savePage1(app, user.token, {
        ...form,
        grant_consent: true,
        agreement_link: link,
      });
      expect(saved.statusCode, link).toBe(200);
      expect(saved.body.data.organization).toMatchObject({
        grant_consent: true,
        is_agreement_signed: false,
        agreement_link: signed.body.agreement_link,
      });
    }
    // It is the draft's agreement from then on: signing for the draft answers it, and there is
    // nothing left to send to the signatory.
    const [draft] = await app.db
      .select({ slug: organizations.slug })
      .from(organizations)
      .where(eq(organizations.ownerId, user.id));
    const slug = draft?.slug ?? '';
    const forDraft = await signAgreement(app, user.token, {
      ...validFields,
      partner_signature: signature,
      slug,
    });
    expect(forDraft.body.document_id).toBe(signed.body.document_id);
    expect(
      await post(app, '/api/organization/partner-agreement/handoff', { slug }, bearer(user.token)),
    ).toMatchObject({ statusCode: 409, body: { message: M.alreadySigned } });
    const rows = await app.db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.userId, user.id));
    expect(rows).toHaveLength(1);
    // Someone else cannot borrow it.
    const other = await signedInWithVerifiedForm(app, ndep);
    const borrowed = await savePage1(app, other.user.token, {
      ...other.form,
      grant_consent: true,
      agreement_link: signed.body.agreement_link,
    });
    expect(borrowed.body.message).toBe(R.grantConsentRequired);
  });

  it("is given by the draft's own signature on its next save", async () => {
    const { user, form, slug, signature } = await draftOwner();
    await signAgreement(app, user.token, { ...validFields, partner_signature: signature, slug });
    const saved = await savePage1(app, user.token, { ...form, ...ndep, slug });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.organization.grant_consent).toBe(true);
  });

  it("keeps 'Agreement already signed' with a link of one's own", async () => {
    const link = 'https://example.org/our-signed-agreement.pdf';
    const { user, form } = await signedInWithVerifiedForm(app, {
      ...ndep,
      is_agreement_signed: true,
      agreement_link: link,
    });
    const saved = await savePage1(app, user.token, form);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.organization).toMatchObject({
      is_agreement_signed: true,
      agreement_link: link,
      grant_consent: false,
    });
  });
});

describe('the signature record', () => {
  it('is append-only: the database refuses to change or remove a signature', async () => {
    const { user, slug, signature } = await draftOwner();
    const signed = await signAgreement(app, user.token, {
      ...validFields,
      partner_signature: signature,
      slug,
    });
    const id = signed.body.document_id;
    const [before] = await signaturesOf(id);
    const refusal = (operation: string) => ({
      cause: expect.objectContaining({
        message: `agreement_signatures is append-only: ${operation} is refused`,
      }),
    });
    await expect(
      app.db
        .update(agreementSignatures)
        .set({ signerName: 'Someone Else' })
        .where(eq(agreementSignatures.documentId, id)),
    ).rejects.toMatchObject(refusal('UPDATE'));
    await expect(
      app.db.delete(agreementSignatures).where(eq(agreementSignatures.documentId, id)),
    ).rejects.toMatchObject(refusal('DELETE'));
    await expect(app.db.execute(sql`truncate agreement_signatures cascade`)).rejects.toMatchObject(
      refusal('TRUNCATE'),
    );
    expect(await signaturesOf(id)).toEqual([before]);
  });
});

describe('verification', () => {
  it('matches the signed PDF exactly, and refuses a copy with one byte changed', async () => {
    const { user, slug, signature } = await draftOwner();
    const signed = await signAgreement(app, user.token, {
      ...validFields,
      partner_signature: signature,
      slug,
    });
    const { bytes } = await fetchLink(app, signed.body.link);
    const record = {
      document_id: signed.body.document_id,
      version: AGREEMENT_VERSION,
      organization_name: 'Helping Hands Foundation',
      signer_name: "Meera D'Souza",
      signed_at: '2030-03-10T09:00:00.000Z',
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
    const match = await verifyPdf(bytes);
    expect(match.statusCode).toBe(200);
    expect(match.json()).toEqual({ status: true, data: { match: true, record } });

    const changed = Buffer.from(bytes);
    const at = Math.floor(changed.length / 2);
    changed[at] = (changed[at] ?? 0) ^ 0x01;
    expect((await verifyPdf(changed)).json()).toEqual({
      status: true,
      data: { match: false, record: null },
    });

    const lookup = await app.inject({ url: `/api/agreements/${signed.body.document_id}` });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({ status: true, data: record });
  });

  it('refuses what is not one PDF of at most 10 MB', async () => {
    const notPdf = await verifyPdf(Buffer.from('<html>not a pdf</html>'));
    expect(notPdf).toMatchObject({ statusCode: 415 });
    expect(notPdf.json().message).toBe(M.verifyNotPdf);
    const tooLarge = await verifyPdf(
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(M.verifyTooLarge);
    const { payload, headers } = buildMultipart([{ name: 'note', value: 'no file' }]);
    const none = await app.inject({
      method: 'POST',
      url: '/api/agreements/verify',
      payload,
      headers,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(M.verifyFileRequired);
    const json = await app.inject({
      method: 'POST',
      url: '/api/agreements/verify',
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for an unknown document id, and limits look-ups per IP', async () => {
    const unknown = await app.inject({ url: '/api/agreements/not-a-document' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: false, message: M.recordNotFound });
    const remoteAddress = '198.51.100.77';
    let last = unknown;
    for (let call = 0; call < 61; call += 1) {
      last = await app.inject({ url: '/api/agreements/not-a-document', remoteAddress });
    }
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });
});
