import { randomBytes } from 'node:crypto';
import { DEFAULT_RECEIPT_PREFIX } from '@givecrowd/shared/constants';
import { receiptNumber, receiptYearOf } from '@givecrowd/shared/giving/receipt-number';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The sandbox's Pay and the gift's confirmation (docs/product/donations.md#confirming-a-gift) behind
 * a bare Fastify and a pg pool, on the bare copies of the app's tables (schema `schema`, made by
 * giving-data.ts): no plugins or hooks, hand-written SQL. It runs the statements the app runs for
 * one Pay, in the same two transactions — the provider closes its checkout, then the product
 * records the gift: the donation locked, the charge inserted once, the donation succeeded, the
 * ledger's entries, the receipt's sequence and the receipt, whether the donor gave before, the
 * campaign's totals and the public-content notice — so the bench's ratio is the app's own cost.
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

const first = async (client: Client, text: string, values: unknown[]): Promise<Row | undefined> =>
  (await client.query<Row>(text, values)).rows[0];

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
  const t = (name: string) => `${schema}.${name}`;

  /** The provider's part: an open checkout becomes paid with a new payment id. */
  const closeCheckout = (id: string) =>
    inTransaction(pool, async (client) => {
      const checkout = await first(
        client,
        `select * from ${t('sandbox_checkouts')} where id = $1 limit 1 for update`,
        [id],
      );
      if (checkout?.state !== 'open') return { checkout, closed: undefined };
      const closed = await first(
        client,
        `update ${t('sandbox_checkouts')} set state = 'paid', completed_at = now(), payment_id = $2 where id = $1 returning *`,
        [id, `sbx_pay_${randomBytes(12).toString('hex')}`],
      );
      return { checkout, closed };
    });

  const issueReceipt = async (client: Client, donation: Row, charge: Row, now: Date) => {
    const organization = await first(client, 'select * from organizations where id = $1 limit 1', [
      donation.organization_id,
    ]);
    if (!organization) throw new Error(`organization ${donation.organization_id} is gone`);
    const year = receiptYearOf(now, String(organization.country_code ?? ''));
    const sequence = await first(
      client,
      `insert into ${t('receipt_sequences')} (organization_id, year, last_sequence) values ($1, $2, 1)
       on conflict (organization_id, year) do update set last_sequence = ${t('receipt_sequences')}.last_sequence + 1
       returning last_sequence`,
      [organization.id, year],
    );
    const form = organization.data as Record<string, unknown>;
    const prefix = String(form.organization_donation_receipt_number || DEFAULT_RECEIPT_PREFIX);
    const number = receiptNumber({
      prefix,
      unique: Number(organization.number),
      year,
      sequence: Number(sequence?.last_sequence),
    });
    await first(
      client,
      `insert into ${t('receipts')} (organization_id, donation_id, charge_id, number, year, sequence, currency, amount, issued_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
      [
        organization.id,
        donation.id,
        charge.id,
        number,
        year,
        sequence?.last_sequence,
        donation.currency,
        charge.amount,
        now,
      ],
    );
  };

  const appendLedger = async (client: Client, donation: Row, charge: Row) => {
    const entries = [
      ['gift', minor(donation.amount)],
      ['covered_fee', minor(donation.charged) - minor(donation.amount)],
      ['provider_fee', -minor(donation.provider_fee)],
      ['platform_fee', -minor(donation.platform_fee)],
    ].filter(([, amount]) => amount !== 0);
    const values: unknown[] = [];
    const rows = entries.map(([kind, amount], index) => {
      values.push(
        donation.organization_id,
        donation.campaign_id,
        donation.id,
        charge.id,
        kind,
        donation.currency,
        amount,
      );
      const at = index * 7;
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7})`;
    });
    await client.query(
      `insert into ${t('ledger_entries')} (organization_id, campaign_id, donation_id, charge_id, kind, currency, amount) values ${rows.join(', ')}`,
      values,
    );
  };

  const addToCampaign = async (client: Client, donation: Row, firstCharge: boolean) => {
    const before = await first(
      client,
      `select count(*) as n from ${t('donations')} where donor_email = $1 and organization_id = $2
       and campaign_id = $3 and status in ('succeeded', 'refunded') and id <> $4`,
      [donation.donor_email, donation.organization_id, donation.campaign_id, donation.id],
    );
    const newDonor = firstCharge && Number(before?.n) === 0;
    const row = await first(
      client,
      `update ${t('campaigns')} set raised_minor = raised_minor + $2, donor_count = donor_count + $3
       where id = $1 returning raised_minor, donor_count`,
      [donation.campaign_id, donation.amount, newDonor ? 1 : 0],
    );
    if (!row) throw new Error(`No campaign ${donation.campaign_id} to add a gift to`);
  };

  /** The product's part, as confirm-donation.ts: one transaction, the donation's row locked. */
  const confirm = (providerSessionId: string, payment: Row) =>
    inTransaction(pool, async (client) => {
      const donation = await first(
        client,
        `select * from ${t('donations')} where provider = 'sandbox' and provider_session_id = $1 limit 1 for update`,
        [providerSessionId],
      );
      if (!donation) return 'unknown';
      if (
        minor(payment.amount_minor) !== minor(donation.charged) ||
        payment.currency !== donation.currency
      ) {
        return 'mismatch';
      }
      const now = new Date();
      const charge = await first(
        client,
        `insert into ${t('gift_charges')} (donation_id, provider, provider_payment_id, currency, amount, charged_at)
         values ($1, 'sandbox', $2, $3, $4, $5) on conflict (provider, provider_payment_id) do nothing returning *`,
        [donation.id, payment.payment_id, donation.currency, payment.amount_minor, now],
      );
      if (!charge) return 'already';
      const firstCharge = donation.status === 'pending';
      if (firstCharge) {
        await client.query(
          `update ${t('donations')} set status = 'succeeded', confirmed_at = $2 where id = $1`,
          [donation.id, now],
        );
      }
      await appendLedger(client, donation, charge);
      await issueReceipt(client, donation, charge, now);
      if (donation.campaign_id) await addToCampaign(client, donation, firstCharge);
      await client.query(`select pg_notify('${CHANNEL}', '')`);
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
      const { checkout, closed } = await closeCheckout(id);
      if (!checkout) return reply.code(404).send({ status: false, message: 'No such checkout.' });
      if (!closed) return reply.code(409).send({ status: false, message: 'Checkout closed.' });
      await confirm(id, closed);
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
