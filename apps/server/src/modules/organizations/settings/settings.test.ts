import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { REGISTRATION_MESSAGES } from '@givecrowd/shared/organization/messages';
import {
  indiaTaxExemption,
  validIndiaNgo,
} from '@givecrowd/shared/organization/registration-form.fixtures';
import { SETTINGS_MESSAGES } from '@givecrowd/shared/organization/settings/settings-messages';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { REVIEW_MESSAGES } from '@givecrowd/shared/review/review-messages';
import { bearer, readOutbox } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { englishLeftIn } from '@test/english-left.ts';
import { createOwner, DOMESTIC_NUMBER, validDomesticAccount } from '@test/payments-page-helpers.ts';
import {
  buildReviewApp,
  createReviewer,
  getAs,
  insertOrganizationAt,
} from '@test/review-helpers.ts';
import { validWebsite } from '@test/site-helpers.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationChangeRequests, organizations } from '@/db/schema.ts';
import { sealAccountNumber } from '../bank-accounts/account-number-cipher.ts';

/*
 * An approved organization's settings (docs/product/organization-settings.md): the site and the
 * contact details live at once, the legal details through a reviewer's change request, every
 * change in the history, and nobody else's organization reachable.
 */

let app: TestApp;
let reviewer: { id: string; token: string };

beforeAll(async () => {
  app = await buildReviewApp();
  reviewer = await createReviewer(app);
});
afterAll(async () => app.close());

const TAX_FIELDS = {
  organization_is_tax_exemption: true,
  organization_exemption_percentage: '50%',
  organization_registered_at: '2020-04-01',
  organization_has_expire_date: false,
  organization_expire_at: '',
  organization_digital_signature: '',
  organization_donation_receipt_number: validIndiaNgo.organization_donation_receipt_number,
  organization_80g_check: true,
  organization_80g_number: 'AAATH1234FF20214',
  organization_80gga_check: false,
  organization_80gga_number: '',
  organization_80ccc_check: false,
  organization_80ccc_number: '',
  organization_80u_check: false,
  organization_80u_number: '',
  organization_35ac_check: false,
  organization_35ac_number: '',
  organization_35aca_check: false,
  organization_35aca_number: '',
  organization_35acb_check: false,
  organization_35acb_number: '',
};

/** An approved India NGO with an 80G registration, owned by a new user. */
async function approvedOrganization(ownerId?: string) {
  const owner = ownerId ? { id: ownerId } : await createOwner(app);
  const row = await insertOrganizationAt(app, {
    status: 'approved',
    ownerId: owner.id,
    columns: {
      subdomain: `site-${Math.random().toString(36).slice(2, 10)}`,
      data: { ...validIndiaNgo, ...indiaTaxExemption, ...TAX_FIELDS, ...validWebsite },
    },
  });
  return { row, owner };
}

const send = (token: string | null, method: 'PATCH' | 'POST', url: string, payload: object) =>
  app
    .inject({ method, url, payload, headers: token ? bearer(token) : {} })
    .then((response) => ({ statusCode: response.statusCode, body: response.json() }));

const siteValues = (changes: object = {}) => {
  const { second_page_terms: _terms, is_you_tube_video: _youTube, ...site } = validWebsite;
  return { ...site, ...changes };
};

const saveSite = (token: string, slug: string, changes: object) =>
  send(token, 'PATCH', `/api/organizations/${slug}/settings`, {
    section: 'site',
    values: siteValues(changes),
  });

const request80g = (token: string, slug: string, number: string) =>
  send(token, 'POST', `/api/organizations/${slug}/change-requests`, {
    section: 'tax_exemption',
    values: { ...TAX_FIELDS, organization_80g_number: number },
  });

const decide = (token: string, id: string, body: object) =>
  send(token, 'POST', `/api/admin/change-requests/${id}/decision`, body);

const publicSite = async (slug: string) =>
  (await getAs(app, null, `/api/organization/public/${slug}`)).body.data;

const storedForm = async (token: string, slug: string) =>
  (await getAs(app, token, `/api/organizations/${slug}/settings`)).body.data;

const timeline = async (token: string, slug: string) =>
  (await getAs(app, token, `/api/organization/${slug}/review`)).body.data.timeline;

describe('the site section', () => {
  it('is live at once, with a history entry', async () => {
    const { row, owner } = await approvedOrganization();
    const ownerToken = await app.tokens.sign({ id: owner.id, tokenVersion: 0 });
    const saved = await saveSite(ownerToken, row.slug, {
      homepage_header_title: 'Evening classes in every village',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.organization.homepage_header_title).toBe(
      'Evening classes in every village',
    );
    expect((await publicSite(row.slug)).homepage_header_title).toBe(
      'Evening classes in every village',
    );
    expect((await timeline(ownerToken, row.slug)).at(-1)).toMatchObject({
      from: 'approved',
      to: 'approved',
      actor: 'owner',
      note: SETTINGS_MESSAGES.siteUpdatedNote,
      settings: { event: 'site_updated', fields: ['homepage_header_title'] },
    });
  });

  it('refuses by the wizard’s rules, and a save that changes nothing', async () => {
    const { row, owner } = await approvedOrganization();
    const token = await app.tokens.sign({ id: owner.id, tokenVersion: 0 });
    const short = await saveSite(token, row.slug, { homepage_header_title: 'Short' });
    expect(short.statusCode).toBe(400);
    expect(short.body.errors[0].field).toBe('homepage_header_title');
    const same = await saveSite(token, row.slug, {});
    expect(same).toEqual({
      statusCode: 400,
      body: { status: false, message: SETTINGS_MESSAGES.nothingChanged },
    });
  });

  it('answers 404 for someone else’s organization and changes nothing', async () => {
    const { row } = await approvedOrganization();
    const stranger = await createOwner(app);
    const answer = await saveSite(stranger.token, row.slug, {
      homepage_header_title: 'Taken over by a stranger',
    });
    expect(answer).toEqual({
      statusCode: 404,
      body: { status: false, message: DRAFT_MESSAGES.notFound },
    });
    expect(
      (await getAs(app, stranger.token, `/api/organizations/${row.slug}/settings`)).statusCode,
    ).toBe(404);
    expect((await publicSite(row.slug)).homepage_header_title).toBe(
      validWebsite.homepage_header_title,
    );
  });

  it('is refused with 409 before approval', async () => {
    const owner = await createOwner(app);
    const row = await insertOrganizationAt(app, { status: 'in_review', ownerId: owner.id });
    const answer = await saveSite(owner.token, row.slug, {
      homepage_header_title: 'Evening classes in every village',
    });
    expect(answer).toEqual({
      statusCode: 409,
      body: { status: false, message: SETTINGS_MESSAGES.notApproved },
    });
  });
});

describe('the contact section', () => {
  it('is live at once, the phone stored in E.164', async () => {
    const { row, owner } = await approvedOrganization();
    const token = await app.tokens.sign({ id: owner.id, tokenVersion: 0 });
    const saved = await send(token, 'PATCH', `/api/organizations/${row.slug}/settings`, {
      section: 'contact',
      values: {
        organization_email: 'hello@helpinghands.org',
        organization_phone: '+91 98765 11111',
        organization_address_line_1: '14 MG Road',
        organization_address_line_2: '',
        organization_city: 'Pune',
        organization_state: ' Maharashtra ',
        organization_postal_code: '411 001',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.organization).toMatchObject({
      organization_email: 'hello@helpinghands.org',
      organization_phone: '+919876511111',
      organization_state: 'Maharashtra',
      organization_postal_code: '411001',
    });
    expect((await publicSite(row.slug)).contact.address).toEqual([
      '14 MG Road',
      'Pune 411001',
      'Maharashtra',
      'India',
    ]);
  });

  it('refuses a postal code the country’s post would not take, and keeps the saved one', async () => {
    const { row, owner } = await approvedOrganization();
    const token = await app.tokens.sign({ id: owner.id, tokenVersion: 0 });
    const refused = await send(token, 'PATCH', `/api/organizations/${row.slug}/settings`, {
      section: 'contact',
      values: {
        organization_email: validIndiaNgo.organization_email,
        organization_phone: validIndiaNgo.organization_phone,
        organization_address_line_1: '14 MG Road',
        organization_address_line_2: '',
        organization_city: 'Pune',
        organization_state: '',
        organization_postal_code: '4110',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'organization_postal_code', message: REGISTRATION_MESSAGES.pinCodeInvalid },
    ]);
    expect((await storedForm(token, row.slug)).organization.organization_address_line_1).toBe(
      validIndiaNgo.organization_address_line_1,
    );
  });
});

describe('the categories', () => {
  it('are live at once, each once and each one of the catalog’s, with a history entry', async () => {
    const { row, owner } = await approvedOrganization();
    const token = await app.tokens.sign({ id: owner.id, tokenVersion: 0 });
    const save = (names: string[]) =>
      send(token, 'PATCH', `/api/organizations/${row.slug}/settings`, {
        section: 'categories',
        values: { organization_categories: names.map((name) => ({ name })) },
      });
    const unknown = await save(['Education', 'Space Travel']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.errors[0].field).toBe('organization_categories');
    expect((await save([])).body.errors[0]).toEqual({
      field: 'organization_categories',
      message: REGISTRATION_MESSAGES.categoryRequired,
    });
    const saved = await save(['Healthcare', ' Education', 'Healthcare']);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.organization.organization_categories).toEqual([
      { name: 'Healthcare' },
      { name: 'Education' },
    ]);
    expect((await publicSite(row.slug)).categories).toEqual(['Healthcare', 'Education']);
    expect((await timeline(token, row.slug)).at(-1)).toMatchObject({
      settings: { event: 'categories_updated', fields: ['organization_categories'] },
    });
  });
});

describe('a change request', () => {
  it('keeps the old values until a reviewer approves, then applies them and emails the owner', async () => {
    const { row, owner } = await approvedOrganization();
    const token = await app.tokens.sign({ id: owner.id, tokenVersion: 0 });
    const sent = await request80g(token, row.slug, 'AAATH9999FF20244');
    expect(sent.statusCode).toBe(201);
    expect(sent.body.data).toMatchObject({
      status: 'pending',
      section: 'tax_exemption',
      changes: [
        { field: 'organization_80g_number', old: 'AAATH1234FF20214', new: 'AAATH9999FF20244' },
      ],
    });
    const waiting = await storedForm(token, row.slug);
    expect(waiting.organization.organization_80g_number).toBe('AAATH1234FF20214');
    expect(waiting.pending_change_request.id).toBe(sent.body.data.id);

    const list = await getAs(app, reviewer.token, '/api/admin/change-requests');
    expect(list.body.data.map((item: { id: string }) => item.id)).toContain(sent.body.data.id);

    const approved = await decide(reviewer.token, sent.body.data.id, { decision: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    const after = await storedForm(token, row.slug);
    expect(after.organization.organization_80g_number).toBe('AAATH9999FF20244');
    expect(after.pending_change_request).toBeNull();

    const events = (await timeline(token, row.slug)).map(
      (entry: { settings?: { event: string } }) => entry.settings?.event,
    );
    expect(events.slice(-2)).toEqual(['change_requested', 'change_approved']);
    const emails = await readOutbox(app, validIndiaNgo.organization_email);
    expect(emails[0]?.subject).toBe('Your change request is approved');

    const again = await decide(reviewer.token, sent.body.data.id, {
      decision: 'declined',
      note: 'No.',
    });
    expect(again.body).toEqual({ status: false, message: SETTINGS_MESSAGES.changeRequestDecided });
  });

  it('writes the decision in the language its owner uses the product in', async () => {
    const { row, owner } = await approvedOrganization();
    const token = await app.tokens.sign({ id: owner.id, tokenVersion: 0 });
    // The owner asks for the change with the site in Hindi, which their account keeps.
    const sent = await app.inject({
      method: 'POST',
      url: `/api/organizations/${row.slug}/change-requests`,
      payload: {
        section: 'tax_exemption',
        values: { ...TAX_FIELDS, organization_80g_number: 'AAATH9999FF20244' },
      },
      headers: { ...bearer(token), cookie: 'language=hi' },
    });
    expect(sent.statusCode).toBe(201);
    const note = 'The certificate you sent names another number.';
    await decide(reviewer.token, sent.json().data.id, { decision: 'declined', note });
    const [email] = await readOutbox(app, validIndiaNgo.organization_email);
    expect(email?.subject).toBe('आपका बदलाव अनुरोध अस्वीकार कर दिया गया है');
    expect(email?.text).toContain(`समीक्षक की टिप्पणी: ${note}`);
    expect(englishLeftIn(email, ['Helping Hands Foundation', note, '80G'])).toEqual([]);
  });

  it('declined with a note, leaves the old values', async () => {
    const { row, owner } = await approvedOrganization();
    const token = await app.tokens.sign({ id: owner.id, tokenVersion: 0 });
    const sent = await request80g(token, row.slug, 'AAATH9999FF20244');
    const noNote = await decide(reviewer.token, sent.body.data.id, { decision: 'declined' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body.errors).toEqual([{ field: 'note', message: REVIEW_MESSAGES.noteRequired }]);
    const declined = await decide(reviewer.token, sent.body.data.id, {
      decision: 'declined',
      note: 'The certificate you sent names another number.',
    });
    expect(declined.statusCode).toBe(200);
    const after = await storedForm(token, row.slug);
    expect(after.organization.organization_80g_number).toBe('AAATH1234FF20214');
    expect((await timeline(token, row.slug)).at(-1)).toMatchObject({
      actor: 'reviewer',
      note: 'The certificate you sent names another number.',
      settings: { event: 'change_declined', fields: ['organization_80g_number'] },
    });
  });

  it('waits one at a time: a second is refused with 409', async () => {
    const { row, owner } = await approvedOrganization();
    const token = await app.tokens.sign({ id: owner.id, tokenVersion: 0 });
    expect((await request80g(token, row.slug, 'AAATH9999FF20244')).statusCode).toBe(201);
    expect(await request80g(token, row.slug, 'AAATH8888FF20244')).toEqual({
      statusCode: 409,
      body: { status: false, message: SETTINGS_MESSAGES.changeRequestWaiting },
    });
  });

  it('refuses a value the wizard refuses, and 404 for someone else’s organization', async () => {
    const { row, owner } = await approvedOrganization();
    const token = await app.tokens.sign({ id: owner.id, tokenVersion: 0 });
    const bad = await request80g(token, row.slug, '');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors[0].field).toBe('organization_80g_number');
    const stranger = await createOwner(app);
    expect((await request80g(stranger.token, row.slug, 'AAATH9999FF20244')).statusCode).toBe(404);
    expect((await storedForm(token, row.slug)).pending_change_request).toBeNull();
  });

  it('cannot be decided by a reviewer who owns the organization', async () => {
    const { row } = await approvedOrganization(reviewer.id);
    const sent = await request80g(reviewer.token, row.slug, 'AAATH9999FF20244');
    expect(sent.statusCode).toBe(201);
    const own = await decide(reviewer.token, sent.body.data.id, { decision: 'approved' });
    expect(own).toEqual({
      statusCode: 403,
      body: { status: false, message: REVIEW_MESSAGES.ownOrganization },
    });
    const after = await storedForm(reviewer.token, row.slug);
    expect(after.organization.organization_80g_number).toBe('AAATH1234FF20214');
  });

  it('can be withdrawn by its owner: kept as withdrawn, in the history, and another can be sent', async () => {
    const { row, owner } = await approvedOrganization();
    const token = await app.tokens.sign({ id: owner.id, tokenVersion: 0 });
    const withdraw = () =>
      app
        .inject({
          method: 'DELETE',
          url: `/api/organizations/${row.slug}/change-requests/pending`,
          headers: bearer(token),
        })
        .then((response) => ({ statusCode: response.statusCode, body: response.json() }));
    expect(await withdraw()).toEqual({
      statusCode: 409,
      body: { status: false, message: SETTINGS_MESSAGES.noChangeRequestWaiting },
    });
    const sent = await request80g(token, row.slug, 'AAATH9999FF20244');
    const stranger = await createOwner(app);
    const strangers = await app.inject({
      method: 'DELETE',
      url: `/api/organizations/${row.slug}/change-requests/pending`,
      headers: bearer(stranger.token),
    });
    expect(strangers.statusCode).toBe(404);

    const withdrawn = await withdraw();
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.body.data.pending_change_request).toBeNull();
    expect(withdrawn.body.data.organization.organization_80g_number).toBe('AAATH1234FF20214');
    expect((await timeline(token, row.slug)).at(-1)).toMatchObject({
      actor: 'owner',
      settings: { event: 'change_withdrawn', fields: ['organization_80g_number'] },
    });
    const late = await decide(reviewer.token, sent.body.data.id, { decision: 'approved' });
    expect(late).toEqual({
      statusCode: 409,
      body: { status: false, message: SETTINGS_MESSAGES.changeRequestWithdrawn },
    });
    expect((await request80g(token, row.slug, 'AAATH7777FF20244')).statusCode).toBe(201);
  });

  it('is not shown to someone who is not a reviewer', async () => {
    const stranger = await createOwner(app);
    expect((await getAs(app, stranger.token, '/api/admin/change-requests')).statusCode).toBe(404);
  });
});

describe('the bank accounts', () => {
  const NEW_NUMBER = '000987654321';
  /** The domestic account as the wizard stored it: normalized, its number sealed. */
  const storedAccount = () => ({
    ...validDomesticAccount,
    re_account_number: undefined,
    account_number: sealAccountNumber(app.config.bankAccountKey, DOMESTIC_NUMBER),
    account_ifsc: 'HDFC0001234',
    account_phone: '+919876543210',
  });
  const sendAccounts = (token: string, slug: string, values: object) =>
    send(token, 'POST', `/api/organizations/${slug}/change-requests`, {
      section: 'bank_accounts',
      values: { ...validDomesticAccount, ...values },
    });

  /** An approved India NGO with its domestic account as the wizard stored it, and its owner's token. */
  async function approvedWithAccount() {
    const { row, owner } = await approvedOrganization();
    await app.db
      .update(organizations)
      .set({ data: { ...row.data, ...storedAccount() } })
      .where(eq(organizations.id, row.id));
    return { row, token: await app.tokens.sign({ id: owner.id, tokenVersion: 0 }) };
  }

  it('go to a reviewer with the numbers masked, and are written sealed once approved', async () => {
    const { row, token } = await approvedWithAccount();

    const sent = await sendAccounts(token, row.slug, {
      account_number: NEW_NUMBER,
      re_account_number: NEW_NUMBER,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.body.data.changes).toEqual([
      { field: 'account_number', old: '••••••••9012', new: '••••••••4321' },
    ]);
    const [stored] = await app.db
      .select()
      .from(organizationChangeRequests)
      .where(eq(organizationChangeRequests.id, sent.body.data.id));
    expect(JSON.stringify(stored?.changes)).not.toContain(NEW_NUMBER);
    expect(stored?.changes[0]?.sealed).toMatch(/^v1:/);
    const reviewed = await getAs(app, reviewer.token, `/api/admin/change-requests/${stored?.id}`);
    expect(JSON.stringify(reviewed.body)).not.toMatch(/v1:|000987654321/);

    // Until approved the organization keeps its account.
    expect((await storedForm(token, row.slug)).organization.account_number).toBe(DOMESTIC_NUMBER);
    const approved = await decide(reviewer.token, sent.body.data.id, { decision: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect((await storedForm(token, row.slug)).organization.account_number).toBe(NEW_NUMBER);
    const [after] = await app.db.select().from(organizations).where(eq(organizations.id, row.id));
    expect(after?.data.account_number).toMatch(/^v1:/);
    expect(after?.bankAccountsChangedAt).toBeInstanceOf(Date);
    const emails = await readOutbox(app, validIndiaNgo.organization_email);
    expect(emails[0]?.subject).toBe('Your change request is approved');
    expect(emails[0]?.text).not.toContain(NEW_NUMBER);
  });

  it('refuses a number whose re-entry differs, and an organization outside India', async () => {
    const { row, token } = await approvedWithAccount();
    const differing = await sendAccounts(token, row.slug, {
      account_number: NEW_NUMBER,
      re_account_number: '000987654322',
    });
    expect(differing.statusCode).toBe(400);
    expect(differing.body.message).toBe(PAYMENTS_MESSAGES.accountNumberMismatch);
    expect((await storedForm(token, row.slug)).pending_change_request).toBeNull();

    await app.db
      .update(organizations)
      .set({ countryCode: 'US', data: { ...row.data, country_code: 'US' } })
      .where(eq(organizations.id, row.id));
    const abroad = await sendAccounts(token, row.slug, {
      account_number: NEW_NUMBER,
      re_account_number: NEW_NUMBER,
    });
    expect(abroad).toMatchObject({
      statusCode: 400,
      body: { message: SETTINGS_MESSAGES.bankAccountsIndiaOnly },
    });
  });
});
