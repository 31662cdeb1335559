import type { Database } from '@/db/client.ts';
import { findOrganizationById, type Organization } from '@/modules/organizations/index.ts';
import { PaymentProviderError } from '../payment-provider.ts';
import {
  claimLinkedAccount,
  findLinkedAccount,
  keepLinkedAccountSteps,
  type LinkedAccountKey,
  type LinkedAccountRow,
  releaseLinkedAccount,
} from './linked-account-repository.ts';
import {
  linkedAccountRequest,
  settlementBankAccount,
  settlementsRequest,
  stakeholderRequest,
} from './linked-account-request.ts';
import type { RazorpayCall } from './razorpay-client.ts';

/** The organization's linked account for one of its bank accounts, made if need be: `acc_…`. */
export type LinkedAccountFor = (key: LinkedAccountKey) => Promise<string>;

/** The product configuration's status once gifts may be transferred to the account. */
const ACTIVATED = 'activated';

/** The calls that make one account at most: account, stakeholders, stakeholder, product twice. */
const CALLS_TO_MAKE_ONE = 5;

/**
 * Razorpay Route's linked accounts (docs/product/payment-providers.md#gifts-on-razorpay), one per
 * organization and bank account, made with the organization's first gift: the account
 * (`type: route`), its stakeholder, the `route` product with its terms accepted, then the bank
 * account as the product's settlements. Razorpay takes no idempotency key for these, so each id
 * is kept as soon as it is given and a later attempt goes on from the first step not done; the
 * stakeholder is looked for before it is made. One request at a time makes an organization's
 * account (a claim in the table); another meanwhile answers `unavailable`, to be tried again.
 * Gifts go to the account only once Razorpay has activated its product: until then `unavailable`
 * too, so no gift is taken that could not be transferred.
 */
export function razorpayLinkedAccounts({
  call,
  db,
  bankAccountKey,
  timeoutMs,
}: {
  call: RazorpayCall;
  db: Database;
  bankAccountKey: Buffer;
  timeoutMs: number;
}): LinkedAccountFor {
  const claimMs = (CALLS_TO_MAKE_ONE + 1) * timeoutMs;

  /** The steps not done yet, each kept as soon as it is; the row as it ends. */
  async function finish(
    row: LinkedAccountRow,
    key: LinkedAccountKey,
    organization: Organization,
  ): Promise<LinkedAccountRow> {
    const bank = settlementBankAccount(organization, key.bankAccount, bankAccountKey);
    const keep = (steps: Parameters<typeof keepLinkedAccountSteps>[2]) =>
      keepLinkedAccountSteps(db, key, steps);

    let { accountId, productId } = row;
    if (!accountId) {
      const request = linkedAccountRequest(organization, bank, key.bankAccount);
      ({ id: accountId } = await call((razorpay) => razorpay.accounts.create(request)));
      await keep({ accountId });
    }
    const onAccount = accountId;
    if (!row.stakeholderId) {
      const stakeholder = stakeholderRequest(organization);
      const { id } = await call(async (razorpay) => {
        const listed = await razorpay.stakeholders.all(onAccount);
        return (
          listed.items.find((item) => item.email === stakeholder.email) ??
          razorpay.stakeholders.create(onAccount, stakeholder)
        );
      });
      await keep({ stakeholderId: id });
    }
    if (!productId) {
      const route = { product_name: 'route', tnc_accepted: true };
      ({ id: productId } = await call((razorpay) =>
        razorpay.products.requestProductConfiguration(onAccount, route),
      ));
      await keep({ productId });
    }
    const onProduct = productId;
    const product = await call((razorpay) =>
      razorpay.products.edit(onAccount, onProduct, settlementsRequest(bank)),
    );
    return keep({ settlementsAt: new Date(), activationStatus: product.activation_status });
  }

  /**
   * The account was given its settlements after the organization's bank accounts last changed: a
   * reviewer's approval of new ones (docs/product/organization-settings.md#bank-accounts) has them
   * given again, so gifts never settle to an account the organization has left.
   */
  const isSettled = (row: LinkedAccountRow, bankAccountsChangedAt: Date | null) =>
    row.settlementsAt !== null &&
    (!bankAccountsChangedAt || row.settlementsAt >= bankAccountsChangedAt);

  async function make(key: LinkedAccountKey): Promise<LinkedAccountRow> {
    const claimed = await claimLinkedAccount(db, key, claimMs);
    if (!claimed) {
      throw new PaymentProviderError(
        'unavailable',
        'razorpay',
        `Another request is making the ${key.bankAccount} linked account of ${key.organizationId}`,
      );
    }
    try {
      const organization = await findOrganizationById(db, key.organizationId);
      if (!organization) throw new Error(`no organization ${key.organizationId}`);
      return isSettled(claimed, organization.bankAccountsChangedAt)
        ? claimed
        : await finish(claimed, key, organization);
    } finally {
      await releaseLinkedAccount(db, key);
    }
  }

  /** The account once its product is activated, asking Razorpay again while it is not. */
  async function activated(row: LinkedAccountRow, key: LinkedAccountKey): Promise<string> {
    const { accountId, productId } = row;
    if (!accountId || !productId) throw new Error('a linked account without its ids');
    let status = row.activationStatus;
    if (status !== ACTIVATED) {
      ({ activation_status: status } = await call((razorpay) =>
        razorpay.products.fetch(accountId, productId),
      ));
      if (status !== row.activationStatus) {
        await keepLinkedAccountSteps(db, key, { activationStatus: status });
      }
    }
    if (status !== ACTIVATED) {
      throw new PaymentProviderError(
        'unavailable',
        'razorpay',
        `The Razorpay linked account ${accountId} is ${status ?? 'not configured'}, not yet activated`,
      );
    }
    return accountId;
  }

  return async (key) => {
    const known = await findLinkedAccount(db, key);
    return activated(
      known && isSettled(known, known.bankAccountsChangedAt) ? known : await make(key),
      key,
    );
  };
}
