import { toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import type {
  DonationStatusResponse,
  ReceiptVerifyResponse,
  WallGift,
} from '@givecrowd/shared/giving/giving-api';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import type { MediaStorage } from '@/modules/media/index.ts';
import { findOrganizationById } from '@/modules/organizations/index.ts';
import type { ConfirmDonation, PaymentProviders } from '@/modules/payments/index.ts';
import { isDonationAccessKey } from './access-key.ts';
import {
  findCampaignSlug,
  findDonation,
  findDonationReceipt,
  findLatestReceipt,
  findReceiptForCheck,
  listWallGifts,
} from './repository.ts';

/** The donor's name on a wall, or 'Anonymous' when they asked (docs/product/donations.md#public). */
export const ANONYMOUS_DONOR = 'Anonymous';

const notFound = () => new AppError('not_found', GIVING_MESSAGES.donationNotFound);

/**
 * `GET /api/donations/{id}?key=`: the thank-you page's gift (docs/product/donations.md#the-thank-you-page).
 * While it is pending, the provider is asked once more, and a payment it confirms is recorded
 * here as its webhook would (in either order, once). A wrong key reads as an unknown gift.
 */
export async function readDonationStatus({
  db,
  secret,
  providers,
  confirmDonation,
  donationId,
  key,
  receiptLink,
}: {
  db: Database;
  secret: string;
  providers: Pick<PaymentProviders, 'named'>;
  confirmDonation: ConfirmDonation;
  donationId: string;
  key: string;
  /** The receipt PDF's address for this gift and key. */
  receiptLink: (donationId: string, key: string) => string;
}): Promise<DonationStatusResponse['data']> {
  if (!isDonationAccessKey(secret, donationId, key)) throw notFound();
  let donation = await findDonation(db, donationId);
  if (!donation) throw notFound();
  const provider = providers.named(donation.provider);
  if (donation.status === 'pending' && donation.providerSessionId && provider?.donations) {
    const checkout = await provider.donations.donationCheckoutState(donation.providerSessionId);
    if (checkout.state === 'paid') {
      await confirmDonation({
        provider: donation.provider,
        providerSessionId: donation.providerSessionId,
        payment: checkout.payment,
      });
      donation = (await findDonation(db, donationId)) ?? donation;
    }
  }
  const [organization, campaign, receipt] = await Promise.all([
    findOrganizationById(db, donation.organizationId),
    donation.campaignId ? findCampaignSlug(db, donation.campaignId) : undefined,
    findLatestReceipt(db, donation.id),
  ]);
  return {
    status: donation.status,
    amount: toMajorUnits(donation.amount),
    currency: donation.currency,
    frequency: donation.frequency,
    organization_name: organization?.name ?? '',
    organization_slug: organization?.slug ?? '',
    campaign_slug: campaign?.slug ?? null,
    campaign_title: campaign?.title ?? null,
    receipt: receipt
      ? {
          number: receipt.number,
          status: receipt.status,
          link: receipt.pdfKey ? receiptLink(donation.id, key) : null,
        }
      : null,
  };
}

/** A wall's page: confirmed gifts newest first, names only as donors allowed. */
export async function readWall(
  db: Database,
  where: { campaignId: string } | { organizationId: string },
  { page, limit }: { page: number; limit: number },
): Promise<{ data: WallGift[]; total: number }> {
  const { rows, total } = await listWallGifts(db, { ...where, limit, offset: (page - 1) * limit });
  return {
    data: rows.map((row) => ({
      name: row.showName ? row.donorName : ANONYMOUS_DONOR,
      amount: toMajorUnits(row.amount),
      currency: row.currency,
      message: row.message,
      dedication: row.dedication,
      created_at: (row.confirmedAt ?? new Date(0)).toISOString(),
    })),
    total,
  };
}

/** `/api/receipts/verify`: whether we issued it, and nothing about the donor. */
export async function verifyReceipt(
  db: Database,
  by: { number: string } | { sha256: string },
): Promise<ReceiptVerifyResponse['data']> {
  const found = await findReceiptForCheck(db, 'number' in by ? { number: by.number.trim() } : by);
  if (!found) {
    const message =
      'number' in by ? GIVING_MESSAGES.receiptNotFound : GIVING_MESSAGES.receiptFileNotFound;
    throw new AppError('not_found', message);
  }
  const { receipt } = found;
  return {
    number: receipt.number,
    organization_name: found.organizationName,
    date: receipt.issuedAt.toISOString().slice(0, 10),
    amount: toMajorUnits(receipt.amount),
    currency: receipt.currency,
    status: receipt.status,
  };
}

/** A gift's receipt PDF for whoever holds its key; 404 otherwise, and while it is being made. */
export async function readReceiptPdf({
  db,
  storage,
  secret,
  donationId,
  key,
  number,
}: {
  db: Database;
  storage: Pick<MediaStorage, 'get'>;
  secret: string;
  donationId: string;
  key: string;
  number?: string | undefined;
}): Promise<{ number: string; bytes: Buffer }> {
  if (!isDonationAccessKey(secret, donationId, key)) throw notFound();
  const receipt = await findDonationReceipt(db, { donationId, number });
  const bytes = receipt?.pdfKey ? await storage.get(receipt.pdfKey) : null;
  if (!receipt || !bytes) throw new AppError('not_found', GIVING_MESSAGES.receiptNotFound);
  return { number: receipt.number, bytes };
}
