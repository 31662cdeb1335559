import { randomBytes } from 'node:crypto';
import { DEFAULT_RECEIPT_PREFIX } from '@givecrowd/shared/constants';
import { receiptNumber, receiptYearOf } from '@givecrowd/shared/giving/receipt-number';
import Fastify from 'fastify';
import pg from 'pg';
import { oneAtATime } from '@/lib/one-at-a-time.ts';

/**
 * The sandbox's Pay and the gift's confirmation (docs/product/donations.md#confirming-a-gift) behind
 * a bare Fastify and a pg pool, on the bare copies of the app's tables (schema `schema`, made by
 * giving-data.ts): no plugins or hooks, hand-written SQL. It runs the statements the app runs for
 * one Pay — the provider closes its checkout (one statement), then the product records the gift in
 * one transaction: the donation locked and read with its organization's receipt details and
 * whether the donor gave before; the charge, the donation succeeded and the ledger's entries; the
 * receipt's sequence; the receipt; the campaign's totals — and after the commit the public-content
 * notice, one for the gifts committed meanwhile — so the bench's ratio is the app's own cost.
 */

type Client = pg.PoolClient;
type Row = Record<string, unknown>;

/** The notice's channel: not the app's, so a running app does not hear the bare server's gifts. */
const CHANNEL = 'bench_bare_public_content';
/** A form post carries two short fields at most, as the app's sandbox routes allow. */
const FORM_BODY_LIMIT = 4 * 1024;

async function inTransaction<T>(pool: pg.Pool, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const first = async (
  client: Client | pg.Pool,
  text: string,
  values: unknown[],
): Promise<Row | undefined> => (await client.query<Row>(text, values)).rows[0];

/** bigint columns arrive as text from pg; money is whole minor units. */
const minor = (value: unknown): number => Number(value);

export async function startBareGivingServer({
  databaseUrl,
  poolSize,
  schema,
  checkoutPathPrefix,
}: {
  databaseUrl: string;
  poolSize: number;
  schema: string;
  /** The sandbox checkout's path without its id, as the app serves it. */
  checkoutPathPrefix: string;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  /** The public-content notice after the commit, shared by the gifts committed meanwhile. */
  const announce = oneAtATime(async () => {
    await pool.query(`select pg_notify('${CHANNEL}', '')`);
  });
  const t = (name: string) => `${schema}.${name}`;

  /** The provider's part: an open checkout becomes paid with a new payment id, in one statement. */
  const closeCheckout = (id: string) =>
    first(
      pool,
      `update ${t('sandbox_checkouts')} set state = 'paid', completed_at = now(), payment_id = $2
       where id = $1 and state = 'open' returning *`,
      [id, `sbx_pay_${randomBytes(12).toString('hex')}`],
    );

  const ledgerValues = (donation: Row, firstParameter: number) => {
    const entries = [
      ['gift', minor(donation.amount)],
      ['covered_fee', minor(donation.charged) - minor(donation.amount)],
      ['provider_fee', -minor(donation.provider_fee)],
      ['platform_fee', -minor(donation.platform_fee)],
    ].filter(([, amount]) => amount !== 0);
    const at = (index: number) => firstParameter + index * 2;
    return {
      rows: entries.map((_, index) => `($${at(index)}, $${at(index) + 1}::bigint)`).join(', '),
      values: entries.flat(),
    };
  };

  /** The charge, the donation succeeded at its first charge and the ledger: one statement. */
  const recordChargeOnce = async (client: Client, donation: Row, payment: Row, now: Date) => {
    const ledger = ledgerValues(donation, 6);
    return first(
      client,
      `with charge as (
         insert into ${t('gift_charges')} (donation_id, provider, provider_payment_id, currency, amount, charged_at)
         values ($1, 'sandbox', $2, $3, $4, $5) on conflict (provider, provider_payment_id) do nothing
         returning id
       ),
       succeeded as (
         update ${t('donations')} set status = 'succeeded', confirmed_at = $5
         where id = $1 and status = 'pending' and exists (select from charge)
       ),
       entries as (
         insert into ${t('ledger_entries')} (organization_id, campaign_id, donation_id, charge_id, kind, currency, amount)
         select donation.organization_id, donation.campaign_id, donation.id, charge.id, entry.kind, donation.currency, entry.amount
         from charge, ${t('donations')} as donation, (values ${ledger.rows}) as entry (kind, amount)
         where donation.id = $1
       )
       select id from charge`,
      [
        donation.id,
        payment.payment_id,
        donation.currency,
        payment.amount_minor,
        now,
        ...ledger.values,
      ],
    );
  };

  const issueReceipt = async (client: Client, gift: Row, chargeId: unknown, now: Date) => {
    const year = receiptYearOf(now, String(gift.country_code ?? ''));
    const sequence = await first(
      client,
      `insert into ${t('receipt_sequences')} (organization_id, year, last_sequence) values ($1, $2, 1)
       on conflict (organization_id, year) do update set last_sequence = ${t('receipt_sequences')}.last_sequence + 1
       returning last_sequence`,
      [gift.organization_id, year],
    );
    const number = receiptNumber({
      prefix: String(gift.receipt_prefix || DEFAULT_RECEIPT_PREFIX),
      unique: Number(gift.organization_number),
      year,
      sequence: Number(sequence?.last_sequence),
    });
    await first(
      client,
      `insert into ${t('receipts')} (organization_id, donation_id, charge_id, number, year, sequence, currency, amount, issued_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
      [
        gift.organization_id,
        gift.id,
        chargeId,
        number,
        year,
        sequence?.last_sequence,
        gift.currency,
        gift.charged,
        now,
      ],
    );
  };

  /**
   * The product's part, as confirm-donation.ts: one transaction, the donation's row locked and
   * read with its organization's receipt details and whether its donor gave there before.
   */
  const confirm = (providerSessionId: string, payment: Row) =>
    inTransaction(pool, async (client) => {
      const gift = await first(
        client,
        `select donation.*, organization.number as organization_number, organization.country_code,
           organization.data ->> 'organization_donation_receipt_number' as receipt_prefix,
           exists (
             select from ${t('donations')} as earlier
             where earlier.donor_email = donation.donor_email
               and earlier.organization_id = donation.organization_id
               and earlier.campaign_id is not distinct from donation.campaign_id
               and earlier.status in ('succeeded', 'refunded') and earlier.id <> donation.id
           ) as given_before
         from ${t('donations')} as donation join organizations as organization on organization.id = donation.organization_id
         where donation.provider = 'sandbox' and donation.provider_session_id = $1
         limit 1 for update of donation`,
        [providerSessionId],
      );
      if (!gift) return 'unknown';
      if (
        minor(payment.amount_minor) !== minor(gift.charged) ||
        payment.currency !== gift.currency
      ) {
        return 'mismatch';
      }
      const now = new Date();
      const charge = await recordChargeOnce(client, gift, payment, now);
      if (!charge) return 'already';
      await issueReceipt(client, gift, charge.id, now);
      const newDonor = gift.status === 'pending' && !gift.given_before;
      await client.query(
        `update ${t('campaigns')} set raised_minor = raised_minor + $2, donor_count = donor_count + $3
         where id = $1 returning raised_minor, donor_count`,
        [gift.campaign_id, gift.amount, newDonor ? 1 : 0],
      );
      return 'recorded';
    });

  const app = Fastify({ logger: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post<{ Params: { session_id: string } }>(
    `${checkoutPathPrefix}:session_id/pay`,
    { bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const id = request.params.session_id;
      const closed = await closeCheckout(id);
      if (!closed) {
        const known = await first(pool, `select id from ${t('sandbox_checkouts')} where id = $1`, [
          id,
        ]);
        return known
          ? reply.code(409).send({ status: false, message: 'Checkout closed.' })
          : reply.code(404).send({ status: false, message: 'No such checkout.' });
      }
      if ((await confirm(id, closed)) === 'recorded') await announce();
      return reply.redirect(String(closed.success_url), 303);
    },
  );
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
