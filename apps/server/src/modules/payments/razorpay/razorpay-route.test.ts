import { randomUUID } from 'node:crypto';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import type { TestApp } from '@test/build-test-app.ts';
import { type FakeRazorpayApi, startFakeRazorpayApi } from '@test/fake-razorpay-api.ts';
import { indianGift, insertGivingCampaign, startGift } from '@test/giving-helpers.ts';
import {
  buildPaymentsApp,
  DOMESTIC_NUMBER,
  FCRA_NUMBER,
  validDomesticAccount,
  validFcraAccount,
} from '@test/payments-page-helpers.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organizations, razorpayLinkedAccounts } from '@/db/schema.ts';
import { sealAccountNumber } from '@/modules/organizations/index.ts';
import { createRazorpayCall } from './razorpay-client.ts';
import {
  type LinkedAccountFor,
  razorpayLinkedAccounts as linkedAccounts,
} from './razorpay-linked-accounts.ts';

const TIMEOUT_MS = 2000;

describe('Razorpay Route: linked accounts and the transfers of gifts, against a local API', () => {
  let api: FakeRazorpayApi;
  let app: TestApp;
  let linkedAccountFor: LinkedAccountFor;

  beforeAll(async () => {
    api = await startFakeRazorpayApi();
    app = await buildPaymentsApp({ razorpay: api.config, paymentTimeoutMs: TIMEOUT_MS });
    linkedAccountFor = linkedAccounts({
      call: createRazorpayCall(api.config, { timeoutMs: TIMEOUT_MS }),
      db: app.db,
      bankAccountKey: app.config.bankAccountKey,
      timeoutMs: TIMEOUT_MS,
    });
  });
  afterAll(async () => {
    await app?.close();
    await api?.stop();
  });
  beforeEach(() => {
    api.failWith(undefined);
    api.activateProductsAs('activated');
    api.received.length = 0;
  });

  /**
   * An approved Indian NGO whose step 2 is filled in (its account numbers sealed, as the wizard
   * keeps them): its domestic bank account and, with `fcra`, its FCRA registration and account.
   */
  async function insertOrganization({
    fcra = false,
    address = {},
  }: {
    fcra?: boolean;
    address?: { account_state?: string; account_postal_code?: string };
  } = {}) {
    const key = app.config.bankAccountKey;
    const [row] = await app.db
      .insert(organizations)
      .values({
        slug: `org-${randomUUID()}`,
        status: 'approved',
        name: validIndiaNgo.organization_name,
        countryCode: 'IN',
        progressPage: 4,
        data: {
          ...validIndiaNgo,
          organization_donation_receipt_number: 'HHF',
          ...validDomesticAccount,
          ...address,
          account_number: sealAccountNumber(key, DOMESTIC_NUMBER),
          ...(fcra
            ? {
                organization_fcra_check: true,
                organization_fcra_number: '083781025',
                ...validFcraAccount,
                fcra_account_number: sealAccountNumber(key, FCRA_NUMBER),
              }
            : {}),
        },
      })
      .returning();
    if (!row) throw new Error('the organization was not inserted');
    return row;
  }

  const rowOf = async (organizationId: string, bankAccount: 'domestic' | 'fcra') => {
    const [row] = await app.db
      .select()
      .from(razorpayLinkedAccounts)
      .where(
        and(
          eq(razorpayLinkedAccounts.organizationId, organizationId),
          eq(razorpayLinkedAccounts.bankAccount, bankAccount),
        ),
      );
    return row;
  };

  const accountsOf = (organizationId: string) =>
    [...api.linkedAccounts.values()].filter(
      ({ notes }) => notes.organization_id === organizationId,
    );

  const calls = () => api.received.map(({ method, path }) => `${method} ${path}`);

  it('makes the linked account once: the account, its stakeholder, and Route settling to the bank account', async () => {
    const organization = await insertOrganization();
    const key = { organizationId: organization.id, bankAccount: 'domestic' } as const;
    const accountId = await linkedAccountFor(key);
    expect(accountId).toMatch(/^acc_/);
    const product = [...api.products.values()].find(({ account_id }) => account_id === accountId);
    expect(calls()).toEqual([
      'POST /v2/accounts',
      `GET /v2/accounts/${accountId}/stakeholders`,
      `POST /v2/accounts/${accountId}/stakeholders`,
      `POST /v2/accounts/${accountId}/products`,
      `PATCH /v2/accounts/${accountId}/products/${product?.id}`,
    ]);
    const [account, , stakeholder, route, settlements] = api.received.map(({ body }) => body);
    expect(account).toEqual({
      email: 'accounts@helpinghands.org',
      phone: '9876543210',
      type: 'route',
      legal_business_name: 'Helping Hands Foundation',
      customer_facing_business_name: 'Helping Hands Foundation',
      business_type: 'trust',
      contact_name: 'Asha Rao',
      profile: {
        category: 'not_for_profit',
        subcategory: 'charity',
        addresses: {
          registered: {
            street1: '12 MG Road',
            street2: 'Pune',
            city: 'Pune',
            state: 'Maharashtra',
            postal_code: '411004',
            country: 'IN',
          },
        },
      },
      legal_info: { pan: 'ABCDE1234F' },
      notes: { organization_id: organization.id, bank_account: 'domestic' },
    });
    expect(stakeholder).toEqual({
      name: 'Asha Rao',
      email: 'asha@helpinghands.org',
      phone: { primary: '9876543210' },
    });
    expect(route).toEqual({ product_name: 'route', tnc_accepted: true });
    expect(settlements).toEqual({
      settlements: {
        account_number: DOMESTIC_NUMBER,
        ifsc_code: 'HDFC0001234',
        beneficiary_name: "Meera D'Souza",
      },
      tnc_accepted: true,
    });
    expect(await rowOf(organization.id, 'domestic')).toMatchObject({
      accountId,
      stakeholderId: api.stakeholders.get(accountId)?.[0]?.id,
      productId: product?.id,
      activationStatus: 'activated',
      claimedUntil: null,
    });

    // Asked again, the stored account answers without a word to Razorpay.
    api.received.length = 0;
    expect(await linkedAccountFor(key)).toBe(accountId);
    expect(api.received).toEqual([]);
    expect(accountsOf(organization.id)).toHaveLength(1);
  });

  it('gives the account the new bank account once a reviewer has approved one, and settles there', async () => {
    const organization = await insertOrganization();
    const key = { organizationId: organization.id, bankAccount: 'domestic' } as const;
    const accountId = await linkedAccountFor(key);
    const newNumber = '000987654321';
    await app.db
      .update(organizations)
      .set({
        bankAccountsChangedAt: new Date(Date.now() + 1000),
        data: {
          ...organization.data,
          account_number: sealAccountNumber(app.config.bankAccountKey, newNumber),
          account_ifsc: 'SBIN0001234',
        },
      })
      .where(eq(organizations.id, organization.id));
    api.received.length = 0;
    api.activateProductsAs('under_review');

    // The settlements are given again, and gifts wait until Razorpay has activated them.
    await expect(linkedAccountFor(key)).rejects.toMatchObject({ kind: 'unavailable' });
    const product = [...api.products.values()].find(({ account_id }) => account_id === accountId);
    expect(calls()).toEqual([
      `PATCH /v2/accounts/${accountId}/products/${product?.id}`,
      `GET /v2/accounts/${accountId}/products/${product?.id}`,
    ]);
    expect(api.received[0]?.body).toMatchObject({
      settlements: { account_number: newNumber, ifsc_code: 'SBIN0001234' },
    });
    expect(accountsOf(organization.id)).toHaveLength(1);
  });

  it('goes on from the step that failed, without a second account', async () => {
    const organization = await insertOrganization();
    const key = { organizationId: organization.id, bankAccount: 'domestic' } as const;
    api.failWith(503, { method: 'PATCH' });
    await expect(linkedAccountFor(key)).rejects.toMatchObject({ kind: 'unavailable' });
    const stopped = await rowOf(organization.id, 'domestic');
    expect(stopped).toMatchObject({ settlementsAt: null, claimedUntil: null });
    expect(stopped?.productId).toMatch(/^acc_prd_/);

    api.failWith(undefined);
    api.received.length = 0;
    const accountId = await linkedAccountFor(key);
    expect(accountId).toBe(stopped?.accountId);
    expect(calls()).toEqual([`PATCH /v2/accounts/${accountId}/products/${stopped?.productId}`]);
    expect(accountsOf(organization.id)).toHaveLength(1);
  });

  it('makes a second linked account for the FCRA bank account', async () => {
    const organization = await insertOrganization({ fcra: true });
    const domestic = await linkedAccountFor({
      organizationId: organization.id,
      bankAccount: 'domestic',
    });
    api.received.length = 0;
    const fcra = await linkedAccountFor({ organizationId: organization.id, bankAccount: 'fcra' });
    expect(fcra).not.toBe(domestic);
    expect(api.received[0]?.body).toMatchObject({
      email: 'fcra@helpinghands.org',
      notes: { organization_id: organization.id, bank_account: 'fcra' },
    });
    expect(api.received.at(-1)?.body).toEqual({
      settlements: {
        account_number: FCRA_NUMBER,
        ifsc_code: 'SBIN0000691',
        beneficiary_name: 'Helping Hands Foundation',
      },
      tnc_accepted: true,
    });
    expect(accountsOf(organization.id)).toHaveLength(2);
  });

  it('refuses a linked account for a bank account step 2 does not have', async () => {
    const organization = await insertOrganization();
    await expect(
      linkedAccountFor({ organizationId: organization.id, bankAccount: 'fcra' }),
    ).rejects.toMatchObject({ code: 'conflict', message: GIVING_MESSAGES.cannotTakeGifts });
    expect(api.received).toEqual([]);
  });

  it('refuses, before any call, an organization whose bank address gives no state or PIN code', async () => {
    for (const address of [{ account_state: '' }, { account_postal_code: ' ' }]) {
      const organization = await insertOrganization({ address });
      await expect(
        linkedAccountFor({ organizationId: organization.id, bankAccount: 'domestic' }),
      ).rejects.toMatchObject({ code: 'conflict', message: GIVING_MESSAGES.cannotTakeGifts });
    }
    expect(api.received).toEqual([]);
  });

  it("lets one request at a time make an organization's account", async () => {
    const organization = await insertOrganization();
    const key = { organizationId: organization.id, bankAccount: 'domestic' } as const;
    const racing = await Promise.allSettled([linkedAccountFor(key), linkedAccountFor(key)]);
    expect(racing.map(({ status }) => status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(racing.find(({ status }) => status === 'rejected')).toMatchObject({
      reason: { kind: 'unavailable' },
    });
    expect(calls().filter((call) => call === 'POST /v2/accounts')).toHaveLength(1);
    expect(await linkedAccountFor(key)).toBe(accountsOf(organization.id)[0]?.id);
  });

  it('sends no gift to an account until Razorpay has activated its Route configuration', async () => {
    const organization = await insertOrganization();
    const key = { organizationId: organization.id, bankAccount: 'domestic' } as const;
    api.activateProductsAs('under_review');
    await expect(linkedAccountFor(key)).rejects.toMatchObject({ kind: 'unavailable' });
    const waiting = await rowOf(organization.id, 'domestic');
    expect(waiting).toMatchObject({ activationStatus: 'under_review' });
    expect(waiting?.settlementsAt).toBeInstanceOf(Date);

    const product = api.products.get(waiting?.productId ?? '');
    Object.assign(product ?? {}, { activation_status: 'activated' });
    api.received.length = 0;
    expect(await linkedAccountFor(key)).toBe(waiting?.accountId);
    expect(calls()).toEqual([
      `GET /v2/accounts/${waiting?.accountId}/products/${waiting?.productId}`,
    ]);
    expect((await rowOf(organization.id, 'domestic'))?.activationStatus).toBe('activated');
  });

  describe('a gift started through POST /api/donations', () => {
    async function campaignOf(organization: { id: string }) {
      return insertGivingCampaign(app, { organizationId: organization.id, currency: 'INR' });
    }

    /** The transfers the gift's payment link carries, as Razorpay keeps them. */
    const linkTransfers = (url: string) =>
      [...api.paymentLinks.values()].find(({ short_url }) => short_url === url)?.transfers;

    it("transfers the organization's share to its linked account, made before its first gift", async () => {
      const organization = await insertOrganization();
      const campaign = await campaignOf(organization);
      const started = await startGift(app, indianGift(campaign.slug));
      expect(started.statusCode).toBe(201);
      const { url, organization_receives: receives } = started.body.data;
      const linked = (await rowOf(organization.id, 'domestic'))?.accountId;
      expect(linked).toMatch(/^acc_/);
      expect(receives).toBeLessThan(1000);
      expect(linkTransfers(url)).toEqual([
        {
          account: linked,
          amount: Math.round(receives * 100),
          currency: 'INR',
          notes: { donation_id: started.body.data.donation_id },
        },
      ]);
    });

    it("transfers a foreign citizen's gift to the linked account of the FCRA account", async () => {
      const organization = await insertOrganization({ fcra: true });
      const campaign = await campaignOf(organization);
      const started = await startGift(
        app,
        indianGift(campaign.slug, {
          is_indian_citizen: false,
          donor_passport: 'K1234567',
          donor_nationality: 'GB',
          donor_pan: '',
        }),
      );
      expect(started.statusCode).toBe(201);
      const fcra = (await rowOf(organization.id, 'fcra'))?.accountId;
      expect(fcra).toMatch(/^acc_/);
      expect(await rowOf(organization.id, 'domestic')).toBeUndefined();
      expect(linkTransfers(started.body.data.url)).toEqual([
        expect.objectContaining({
          account: fcra,
          amount: Math.round(started.body.data.organization_receives * 100),
        }),
      ]);
    });
  });
});
