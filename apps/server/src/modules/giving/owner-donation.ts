import { toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import type { OwnerDonationDetail } from '@givecrowd/shared/giving/giving-api';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { refundDeadline } from '@givecrowd/shared/giving/refund-rules';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { loadOwnDraft } from '@/modules/organizations/index.ts';
import { donationAccessKey } from './access-key.ts';
import { toOwnerDonation } from './owner-donations.ts';
import {
  listChargesWithRefunds,
  listDonationReceipts,
  listFailedRefunds,
} from './refund-repository.ts';
import { findCampaignSlug, findDonation } from './repository.ts';

/**
 * `GET /api/organizations/{slug}/donations/{donation_id}` (docs/product/donations.md#a-gifts-own-page):
 * one gift of the organization for its owner, with what the donor gave, its charges and their
 * refunds (those the provider failed too), its receipts and whether it can be refunded now. Anyone else, and a gift of another
 * organization, finds none (404).
 */
export async function readOwnerDonation({
  db,
  ownerId,
  slug,
  donationId,
  secret,
  now,
  receiptLink,
}: {
  db: DbExecutor;
  ownerId: string;
  slug: string;
  donationId: string;
  secret: string;
  now: Date;
  /** The receipt PDF's address for this gift, key and number. */
  receiptLink: (donationId: string, key: string, number: string) => string;
}): Promise<OwnerDonationDetail> {
  const organization = await loadOwnDraft({ db, ownerId, slug });
  const donation = await findDonation(db, donationId);
  if (donation?.organizationId !== organization.id) {
    throw new AppError('not_found', GIVING_MESSAGES.donationNotFound);
  }
  const [campaign, charges, receipts, failedRefunds] = await Promise.all([
    donation.campaignId ? findCampaignSlug(db, donation.campaignId) : undefined,
    listChargesWithRefunds(db, donation.id),
    listDonationReceipts(db, donation.id),
    listFailedRefunds(db, donation.id),
  ]);
  const latest = charges[0];
  const deadline =
    latest && !latest.refund?.refundedAt ? refundDeadline(latest.charge.chargedAt) : null;
  const key = donationAccessKey(secret, donation.id);
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  return {
    ...toOwnerDonation(donation, campaign?.slug ?? null, receipts[0] ?? null),
    donor_phone: donation.donorPhone,
    donor_pan: donation.donorPan,
    donor_address: donation.donorAddress,
    is_indian_citizen: donation.isIndianCitizen,
    donor_passport: donation.donorPassport,
    donor_nationality: donation.donorNationality,
    show_name: donation.showName,
    dedication: donation.dedication,
    message: donation.message,
    gift_aid: donation.giftAid,
    cover_fees: donation.coverFees,
    charged: toMajorUnits(donation.charged),
    confirmed_at: iso(donation.confirmedAt),
    refundable:
      donation.status === 'succeeded' && deadline !== null && now.getTime() <= deadline.getTime(),
    refund_until: donation.status === 'succeeded' ? iso(deadline) : null,
    charges: charges.map(({ charge, refund }) => ({
      id: charge.id,
      charged_at: charge.chargedAt.toISOString(),
      amount: toMajorUnits(charge.amount),
      currency: charge.currency,
      status: refund?.refundedAt ? ('refunded' as const) : ('succeeded' as const),
      refunded_at: iso(refund?.refundedAt),
      refund_reason: refund?.refundedAt
        ? (refund.reason ?? GIVING_MESSAGES.refundedAtProvider)
        : null,
      failed_refunds: failedRefunds
        .filter((failed) => failed.chargeId === charge.id)
        .map((failed) => ({
          requested_at: failed.requestedAt.toISOString(),
          failed_at: iso(failed.failedAt) ?? '',
          reason: failed.failureReason ?? GIVING_MESSAGES.refundFailedAtProvider,
        })),
    })),
    receipts: receipts.map((receipt) => ({
      number: receipt.number,
      status: receipt.status,
      issued_at: receipt.issuedAt.toISOString(),
      voided_at: iso(receipt.voidedAt),
      void_reason: receipt.voidReason,
      link: receipt.pdfKey ? receiptLink(donation.id, key, receipt.number) : null,
    })),
  };
}
