import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import { BANK_ACCOUNT_TYPES } from '@givecrowd/shared/payments/payments-form';
import type { DbExecutor } from '@/db/executor.ts';
import { type organizations, sandboxAccounts } from '@/db/schema.ts';
import { sealAccountNumber } from '@/modules/organizations/index.ts';
import type { DemoOrganization } from './demo-organizations.ts';

/**
 * How demo organizations take gifts on a development start (docs/product/donations.md#demo-data):
 * in India a demo bank account (its number sealed like any other), elsewhere an onboarded account
 * of the built-in sandbox, so a new user can give to any demo campaign at once. Only when the
 * sandbox takes the gifts: a demo organization never holds a real provider's account.
 */
export type DemoPayments = {
  bankAccountKey: Buffer;
  /** The sandbox takes India's gifts (no Razorpay keys). */
  sandboxInIndia: boolean;
  /** The sandbox holds the accounts and takes the gifts outside India (no Stripe keys). */
  sandboxElsewhere: boolean;
};

const sandboxAccountId = (slug: string) => `sbx_acct_demo_${slug}`.slice(0, 100);

/** The organization row's payment columns and step-2 fields for a demo organization. */
export function demoPaymentColumns(
  organization: DemoOrganization,
  slug: string,
  { bankAccountKey, sandboxInIndia, sandboxElsewhere }: DemoPayments,
): Pick<
  typeof organizations.$inferInsert,
  'paymentProvider' | 'paymentAccountId' | 'paymentOnboarded'
> & {
  form: Record<string, unknown>;
} {
  if (organization.countryCode === INDIA_COUNTRY_CODE) {
    if (!sandboxInIndia) return { form: {} };
    return {
      form: {
        show_domestic_account: true,
        account_holder_name: organization.name,
        account_number: sealAccountNumber(bankAccountKey, '000123456789'),
        account_ifsc: 'SBIN0000001',
        account_type: BANK_ACCOUNT_TYPES[0],
        account_bank_name: 'State Bank of India (demo)',
        account_email: `accounts@${slug}.example.org`,
      },
    };
  }
  if (!sandboxElsewhere) return { form: {} };
  return {
    paymentProvider: 'sandbox',
    paymentAccountId: sandboxAccountId(slug),
    paymentOnboarded: true,
    form: {},
  };
}

/** The sandbox accounts the demo organizations outside India hold, onboarded. */
export async function insertDemoSandboxAccounts(
  tx: DbExecutor,
  rows: { slug: string; name: string; countryCode: string }[],
  now: Date,
): Promise<void> {
  const accounts = rows
    .filter((row) => row.countryCode !== INDIA_COUNTRY_CODE)
    .map((row) => ({
      id: sandboxAccountId(row.slug),
      idempotencyKey: `demo-${row.slug}`,
      businessType: 'non_profit' as const,
      email: `accounts@${row.slug}.example.org`,
      country: row.countryCode,
      organizationName: row.name,
      onboardedAt: now,
    }));
  if (accounts.length > 0) await tx.insert(sandboxAccounts).values(accounts).onConflictDoNothing();
}
