import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { invariantFound } from '@/lib/errors.ts';
import { findOrganizationByAccount, type Organization } from '@/modules/organizations/index.ts';
import { isOnboardingLinkSigned, type LinkSigner } from './onboarding-link-signature.ts';

type SignedLink = {
  db: DbExecutor;
  signer: LinkSigner;
  accountId: string;
  /** The web origin the link returns to, as the signature must name it. */
  origin: string;
  /** Empty when the link carries none. */
  signature: string;
};

/**
 * The organization holding `accountId`, when `signature` is this server's proof for that account,
 * the organization's owner and `origin`, not yet expired (docs/product/payments.md#onboarding-links);
 * otherwise undefined — no signature, a made-up or altered one, another account's, owner's or
 * origin's, an expired one, or an unknown account alike.
 */
export async function findSignedOnboardingOrganization({
  db,
  signer,
  accountId,
  origin,
  signature,
}: SignedLink): Promise<Organization | undefined> {
  // A link without a signature is refused without asking the database.
  if (!signature) return undefined;
  const organization = await findOrganizationByAccount(db, { accountId });
  const ownerId = organization?.ownerId;
  if (!ownerId) return undefined;
  return isOnboardingLinkSigned({ signer, signature, accountId, ownerId, origin })
    ? organization
    : undefined;
}

/** The same, or 404 with one message for every refusal, so it reveals nothing about the account. */
export async function requireSignedOnboardingLink(link: SignedLink): Promise<Organization> {
  return invariantFound(
    await findSignedOnboardingOrganization(link),
    PAYMENTS_MESSAGES.onboardingLinkInvalid,
  );
}
