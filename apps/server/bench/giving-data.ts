import { randomBytes, randomUUID } from 'node:crypto';
import { giftFees } from '@givecrowd/shared/giving/gift-fees';
import { toMinorUnits } from '@givecrowd/shared/giving/gift-money';
import {
  type DonationForm,
  donationFormResponseSchema,
  startDonationResponseSchema,
} from '@givecrowd/shared/giving/giving-api';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { campaigns, donations, organizations, sandboxCheckouts } from '@/db/schema.ts';

/**
 * The giving bench's data (docs/product/donations.md): the campaigns given to, each with one gift
 * the app itself started through `POST /api/donations`, and many pending gifts made like it, for
 * the app's tables and for the bare server's copies of them (schema `bare`, same shape).
 */

type DonationRow = typeof donations.$inferSelect;
type CheckoutRow = typeof sandboxCheckouts.$inferSelect;

/** A campaign the bench gives to, and the gift the app started for it: what pending gifts copy. */
export type GivingCampaign = {
  id: string;
  slug: string;
  organizationId: string;
  countryCode: string;
  form: DonationForm;
  template: { donation: DonationRow; checkout: CheckoutRow };
  /** The sandbox checkout's Pay path without its id: `{prefix}{id}/pay`. */
  checkoutPathPrefix: string;
};

/** The tables a confirmed gift writes, copied for the bare server (LIKE … INCLUDING ALL). */
const BARE_TABLES = [
  'campaigns',
  'sandbox_checkouts',
  'donations',
  'gift_charges',
  'ledger_entries',
  'receipts',
  'receipt_sequences',
] as const;
export const BARE_SCHEMA = 'bare';

/** Rows per insert: a donation has some 30 columns, well under PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;

/**
 * Public campaigns of organizations that take gifts now, one per organization (the receipt
 * counter is per organization, so gifts to one organization queue on it), up to `count`. Who can
 * take gifts is the app's answer (`GET /api/donations/form`'s `refusal`), not guessed here.
 */
async function findGivingCampaigns(db: Database, appUrl: string, count: number) {
  const candidates = await db
    .select({
      id: campaigns.id,
      slug: campaigns.slug,
      organizationId: campaigns.organizationId,
      countryCode: organizations.countryCode,
    })
    .from(campaigns)
    .innerJoin(organizations, eq(organizations.id, campaigns.organizationId))
    .where(and(eq(organizations.status, 'approved'), gt(campaigns.endsAt, new Date())))
    .orderBy(campaigns.slug);
  const chosen: ((typeof candidates)[number] & { form: DonationForm })[] = [];
  const organizationsSeen = new Set<string>();
  for (const candidate of candidates) {
    if (chosen.length === count) break;
    if (organizationsSeen.has(candidate.organizationId)) continue;
    const query = new URLSearchParams({ campaign_slug: candidate.slug });
    const response = await fetch(`${appUrl}/api/donations/form?${query}`);
    if (!response.ok) continue;
    const form = donationFormResponseSchema.parse(await response.json()).data;
    if (form.refusal !== null) continue;
    organizationsSeen.add(candidate.organizationId);
    chosen.push({ ...candidate, form });
  }
  if (chosen.length === 0) throw new Error('no demo campaign takes gifts: is the sandbox on?');
  return chosen;
}

/** A gift as a donor fills the form in; India's rules also ask for the address (Form 10BD). */
function giftRequest(slug: string, form: DonationForm, index: number) {
  const inIndia = form.organization.country_code === INDIA_COUNTRY_CODE;
  return {
    campaign_slug: slug,
    amount: form.suggested_amounts[0] ?? form.min_amount,
    currency: form.currency,
    frequency: 'one_time',
    donor_name: 'Asha Menon',
    donor_email: `bench-template-${index}@example.org`,
    ...(inIndia
      ? {
          donor_pan: 'ABCDE1234F',
          donor_address: {
            line_1: '12, Nehru Nagar',
            city: 'Pune',
            postal_code: '411001',
            country_code: 'IN',
          },
        }
      : {}),
  };
}

/** Starts one gift through the app's own call, and reads back the rows it made. */
async function startTemplateGift(
  db: Database,
  appUrl: string,
  { slug, form, index }: { slug: string; form: DonationForm; index: number },
): Promise<Pick<GivingCampaign, 'template' | 'checkoutPathPrefix'>> {
  const response = await fetch(`${appUrl}/api/donations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(giftRequest(slug, form, index)),
  });
  if (response.status !== 201) {
    throw new Error(`POST /api/donations answered ${response.status}: ${await response.text()}`);
  }
  const started = startDonationResponseSchema.parse(await response.json()).data;
  const [donation] = await db.select().from(donations).where(eq(donations.id, started.donation_id));
  const [checkout] = await db
    .select()
    .from(sandboxCheckouts)
    .where(eq(sandboxCheckouts.reference, started.donation_id));
  if (!donation || !checkout) throw new Error(`gift ${started.donation_id} left no rows`);
  const checkoutPath = new URL(started.url).pathname;
  return {
    template: { donation, checkout },
    checkoutPathPrefix: checkoutPath.slice(0, checkoutPath.length - checkout.id.length),
  };
}

/** The campaigns given to, each with its template gift, made through the app's HTTP API. */
export async function prepareCampaigns(
  db: Database,
  appUrl: string,
  count: number,
): Promise<GivingCampaign[]> {
  const chosen = await findGivingCampaigns(db, appUrl, count);
  const prepared: GivingCampaign[] = [];
  for (const [index, campaign] of chosen.entries()) {
    const started = await startTemplateGift(db, appUrl, { ...campaign, index });
    assertServerFees(campaign, started.template.donation);
    prepared.push({ ...campaign, countryCode: campaign.countryCode ?? '', ...started });
  }
  return prepared;
}

const feesOf =
  (campaign: { form: DonationForm; countryCode: string | null }, amount: number) =>
  (coverFees: boolean) =>
    giftFees({
      amount,
      countryCode: campaign.countryCode ?? '',
      platformFeePercent: campaign.form.platform_fee_percent,
      coverFees,
    });

/** The copies' figures are the server's only if the template's are what giftFees gives here. */
function assertServerFees(
  campaign: { form: DonationForm; countryCode: string | null },
  donation: DonationRow,
): void {
  const fees = feesOf(campaign, donation.amount)(donation.coverFees);
  if (
    fees.charged !== donation.charged ||
    fees.platformFee !== donation.platformFee ||
    fees.providerFee !== donation.providerFee
  ) {
    throw new Error(`the server's fees for ${campaign.form.campaign?.slug} differ from giftFees`);
  }
}

/**
 * A pending gift like the template: its own id, checkout and donor (a new donor each, so every
 * gift also counts one donor more), amounts taken in turn from the form's suggestions and every
 * other donor covering the fees, so the ledger holds each kind of entry. The checkout's return
 * address carries no thank-you key: the bench never follows it.
 */
function pendingGift(campaign: GivingCampaign, tag: string, index: number) {
  const { donation, checkout } = campaign.template;
  const suggested = campaign.form.suggested_amounts;
  const amount = toMinorUnits(suggested[index % suggested.length] ?? campaign.form.min_amount);
  const coverFees = index % 2 === 1;
  const fees = feesOf(campaign, amount)(coverFees);
  const id = randomUUID();
  const checkoutId = `sbx_cs_${randomBytes(12).toString('hex')}`;
  const email = `donor-${tag}-${index}@example.org`;
  const now = new Date();
  return {
    donation: {
      ...donation,
      id,
      amount: fees.amount,
      platformFee: fees.platformFee,
      providerFee: fees.providerFee,
      coverFees,
      charged: fees.charged,
      providerSessionId: checkoutId,
      donorEmail: email,
      createdAt: now,
    },
    checkout: {
      ...checkout,
      id: checkoutId,
      reference: id,
      amountMinor: fees.charged,
      applicationFeeMinor: fees.platformFee,
      customerEmail: email,
      successUrl: checkout.successUrl.replace(donation.id, id).replace(/\?.*$/, ''),
      createdAt: now,
    },
    payPath: `${campaign.checkoutPathPrefix}${checkoutId}/pay`,
  };
}

/**
 * `count` pending gifts spread over the campaigns in turn, inserted in the app's tables; their
 * Pay paths in the same order. `tag` keeps the donors of two sets apart.
 */
export async function insertPendingGifts(
  db: Database,
  campaignsGiven: readonly GivingCampaign[],
  { count, tag }: { count: number; tag: string },
): Promise<{ payPaths: string[]; donationIds: string[] }> {
  const payPaths: string[] = [];
  const donationIds: string[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const gifts = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const index = start + offset;
      const campaign = campaignsGiven[index % campaignsGiven.length];
      if (!campaign) throw new Error('no campaign to give to');
      return pendingGift(campaign, tag, index);
    });
    await db.insert(sandboxCheckouts).values(gifts.map((gift) => gift.checkout));
    await db.insert(donations).values(gifts.map((gift) => gift.donation));
    for (const gift of gifts) {
      payPaths.push(gift.payPath);
      donationIds.push(gift.donation.id);
    }
  }
  return { payPaths, donationIds };
}

/**
 * The bare server's tables: each a copy of the app's (columns, defaults, checks, indexes,
 * generated columns), with the app's foreign keys pointing at the copies where there is one and at
 * the app's tables otherwise (organizations, users), so an insert checks and locks what the app's
 * does. The given campaigns are copied in as they are now.
 */
export async function createBareTables(db: Database, campaignIds: readonly string[]) {
  await db.execute(sql.raw(`CREATE SCHEMA ${BARE_SCHEMA}`));
  for (const table of BARE_TABLES) {
    await db.execute(
      sql.raw(`CREATE TABLE ${BARE_SCHEMA}.${table} (LIKE public.${table} INCLUDING ALL)`),
    );
  }
  for (const table of BARE_TABLES) {
    const keys = await db.execute<{ definition: string }>(
      sql`select pg_get_constraintdef(oid) as definition from pg_constraint where contype = 'f' and conrelid = ${`public.${table}`}::regclass`,
    );
    for (const { definition } of keys.rows) {
      const pointed = definition.replace(
        /REFERENCES (?:public\.)?"?(\w+)"?\(/,
        (_match, target: string) =>
          `REFERENCES ${(BARE_TABLES as readonly string[]).includes(target) ? BARE_SCHEMA : 'public'}.${target}(`,
      );
      await db.execute(sql.raw(`ALTER TABLE ${BARE_SCHEMA}.${table} ADD ${pointed}`));
    }
  }
  const columns = await db.execute<{ name: string }>(
    sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = 'campaigns' and is_generated = 'NEVER' order by ordinal_position`,
  );
  const list = columns.rows.map(({ name }) => `"${name}"`).join(', ');
  await db.execute(
    sql`${sql.raw(`INSERT INTO ${BARE_SCHEMA}.campaigns (${list}) SELECT ${list} FROM public.campaigns`)} where id in (${sql.join(
      campaignIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/**
 * Moves gifts made in the app's tables (insertPendingGifts) to the bare server's copies: the same
 * rows, so both servers confirm gifts of the same shape.
 */
export async function moveGiftsToBare(db: Database, donationIds: readonly string[]) {
  for (let start = 0; start < donationIds.length; start += BATCH) {
    const ids = donationIds.slice(start, start + BATCH);
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`with moved as (delete from donations where ${inArray(donations.id, ids)} returning *) ${sql.raw(`insert into ${BARE_SCHEMA}.donations select * from moved`)}`,
      );
      await tx.execute(
        sql`with moved as (delete from sandbox_checkouts where ${inArray(sandboxCheckouts.reference, ids)} returning *) ${sql.raw(`insert into ${BARE_SCHEMA}.sandbox_checkouts select * from moved`)}`,
      );
    });
  }
}
