import { randomBytes } from 'node:crypto';
import { toMinorUnits } from '@givecrowd/shared/giving/gift-money';
import {
  donationStatusResponseSchema,
  startDonationResponseSchema,
} from '@givecrowd/shared/giving/giving-api';
import type { TestApp } from '@test/build-test-app.ts';
import {
  indianGift,
  insertGivingCampaign,
  insertGivingOrganization,
} from '@test/giving-helpers.ts';
import { createDatabase } from '@/db/client.ts';
import { query } from './query.ts';

/** Steps of the giving fault tests (docs/product/donations.md) against servers run as processes. */

/**
 * What a server taking gifts in these tests runs with. Every node of one deployment shares its
 * secrets (a thank-you link made on one node opens on the other), and the checkout limits are
 * lifted: every gift of the storm comes from one address (docs/product/donations.md#limits).
 */
export const givingServerEnv: Record<string, string> = {
  AUTH_SECRET: randomBytes(32).toString('hex'),
  BANK_ACCOUNT_KEY: randomBytes(32).toString('base64'),
  DONATION_CHECKOUTS_PER_IP_PER_HOUR: '100000',
  DONATION_CHECKOUTS_PER_EMAIL_PER_HOUR: '100000',
};

/** A started gift: its id, its sandbox checkout, its thank-you link's key and its amount. */
export type Gift = { id: string; checkoutPath: string; key: string; amountMinor: number };

/**
 * An approved Indian organization with its bank account, which takes gifts in the sandbox
 * (docs/product/donations.md#who-can-take-gifts), and a campaign of it.
 */
export async function insertGivingCampaignInto(databaseUrl: string) {
  const handle = await createDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    // For an Indian organization the shared helpers read only the database and the clock.
    const app: Pick<TestApp, 'db' | 'clock'> = { db: handle.db, clock: () => new Date() };
    const organization = await insertGivingOrganization(app as TestApp);
    const campaign = await insertGivingCampaign(app as TestApp, {
      organizationId: organization.id,
      currency: 'INR',
    });
    return { organizationId: organization.id, campaignId: campaign.id, slug: campaign.slug };
  } finally {
    await handle.close();
  }
}

/**
 * Runs `work` on every item with at most `inFlight` at once, as many donors or a provider's
 * webhook deliveries would; the answers in the items' order.
 */
export async function inPool<T, R>(
  items: readonly T[],
  inFlight: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, items.length) }, worker));
  return answers;
}

/**
 * `count` pending gifts to the campaign started with `POST /api/donations`, several at once.
 * Each amount differs (100 + n rupees), so a gift lost or counted twice shows in the totals.
 */
export async function startGifts({
  origin,
  databaseUrl,
  slug,
  count,
}: {
  origin: string;
  databaseUrl: string;
  slug: string;
  count: number;
}): Promise<Gift[]> {
  const numbers = Array.from({ length: count }, (_, n) => n);
  const started = await inPool(numbers, 4, async (n) => {
    const response = await fetch(`${origin}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(indianGift(slug, { amount: 100 + n })),
    });
    if (response.status !== 201) {
      throw new Error(`gift ${n} did not start: ${response.status} ${await response.text()}`);
    }
    const { data } = startDonationResponseSchema.parse(await response.json());
    return { id: data.donation_id, url: data.url, amountMinor: toMinorUnits(data.amount) };
  });
  const keys = await thankYouKeys(
    databaseUrl,
    started.map(({ id }) => id),
  );
  return started.map(({ id, url, amountMinor }) => ({
    id,
    checkoutPath: new URL(url).pathname,
    key: keys.get(id) ?? '',
    amountMinor,
  }));
}

/**
 * Each gift's thank-you link key, from where the sandbox sends the donor after Pay (its
 * checkout's success address): the thank-you page asks with it, even before Pay.
 */
async function thankYouKeys(databaseUrl: string, ids: string[]): Promise<Map<string, string>> {
  const rows = await query<{ reference: string; successUrl: string }>(
    databaseUrl,
    `select reference, success_url as "successUrl" from sandbox_checkouts
      where reference = any($1::text[])`,
    [ids],
  );
  return new Map(
    rows.map(({ reference, successUrl }) => [
      reference,
      new URL(successUrl).searchParams.get('key') ?? '',
    ]),
  );
}

/** A call answered 503 (the server busy or its database away) is sent again, as a provider would. */
const BUSY_RETRIES = 40;
const BUSY_PAUSE_MS = 250;

/**
 * The answer to `send`, sent again while it is 503. On a busy machine a request can wait for a
 * database connection past the pool's 2 s and get 503 with Retry-After
 * (docs/product/faults.md#database); undefined when nothing answered.
 */
async function sendUntilNotBusy(
  send: () => Promise<Response | undefined>,
): Promise<Response | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send();
    if (answer?.status !== 503 || attempt === BUSY_RETRIES) return answer;
    await answer.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS));
  }
}

/**
 * Presses Pay on the gift's sandbox checkout: 303 once the sandbox has told the product (the
 * confirmation acknowledged), 409 when the checkout was already paid, 0 when nothing answered.
 */
export async function pay(origin: string, gift: Gift): Promise<number> {
  const answer = await sendUntilNotBusy(() =>
    fetch(`${origin}${gift.checkoutPath}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    }).catch(() => undefined),
  );
  await answer?.body?.cancel();
  return answer?.status ?? 0;
}

/**
 * The thank-you page's question, which asks the provider about a pending gift and confirms a
 * paid one (docs/product/donations.md#confirming-a-gift): its status and receipt number.
 */
export async function askGift(origin: string, gift: Gift) {
  const address = `${origin}/api/donations/${gift.id}?key=${encodeURIComponent(gift.key)}`;
  const answer = await sendUntilNotBusy(() => fetch(address));
  if (answer?.status !== 200) throw new Error(`gift ${gift.id} answered ${answer?.status}`);
  const { data } = donationStatusResponseSchema.parse(await answer.json());
  return { status: data.status, receipt: data.receipt?.number ?? null };
}
