import { toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import type {
  OwnerDonation,
  OwnerDonationsQuery,
  OwnerDonationsResponse,
} from '@givecrowd/shared/giving/giving-api';
import type { DbExecutor } from '@/db/executor.ts';
import { loadOwnDraft } from '@/modules/organizations/index.ts';
import { type DonationRow, listOwnerDonations, type ReceiptRow } from './repository.ts';

/**
 * A gift as its owner's list shows it, and its own page begins: the money of a charge in major
 * units (docs/product/donations.md#the-organizations-gifts).
 */
export function toOwnerDonation(
  donation: DonationRow,
  campaignSlug: string | null,
  receipt: Pick<ReceiptRow, 'number' | 'status'> | null,
): OwnerDonation {
  const fee = donation.platformFee + donation.providerFee;
  return {
    id: donation.id,
    created_at: donation.createdAt.toISOString(),
    donor_name: donation.donorName,
    donor_email: donation.donorEmail,
    amount: toMajorUnits(donation.amount),
    currency: donation.currency,
    fee: toMajorUnits(fee),
    net: toMajorUnits(donation.charged - fee),
    status: donation.status,
    frequency: donation.frequency,
    campaign_slug: campaignSlug,
    receipt: receipt && { number: receipt.number, status: receipt.status },
  };
}

/**
 * `GET /api/organizations/{slug}/donations` (docs/product/donations.md#the-organizations-gifts): the
 * gifts of an organization its owner asks for; anyone else's asking finds no organization (404).
 */
export async function readOwnerDonations({
  db,
  ownerId,
  slug,
  query,
}: {
  db: DbExecutor;
  ownerId: string;
  slug: string;
  query: OwnerDonationsQuery;
}): Promise<OwnerDonationsResponse['data']> {
  const organization = await loadOwnDraft({ db, ownerId, slug });
  const { rows, total, totals } = await listOwnerDonations(db, {
    organizationId: organization.id,
    filters: {
      from: query.from,
      to: query.to,
      campaignSlug: query.campaign,
      status: query.status,
      frequency: query.frequency,
      search: query.q,
      timeZone: query.tz,
    },
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    data: rows.map(({ donation, campaignSlug, receipt }) =>
      toOwnerDonation(donation, campaignSlug, receipt),
    ),
    total,
    totals: {
      amount: toMajorUnits(totals.givenMinor),
      net: toMajorUnits(totals.netMinor),
      donors: totals.donors,
      monthly: toMajorUnits(totals.monthlyMinor),
    },
  };
}
