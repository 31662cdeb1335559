import { toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import type { MyGivingResponse } from '@givecrowd/shared/giving/my-giving-api';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { donationAccessKey } from '../access-key.ts';
import { addMonths, RETRY_AFTER_DECLINE_MS } from '../charge-monthly.ts';
import type { ReceiptRow } from '../repository.ts';
import { byDonation } from './by-donation.ts';
import { emailOfMyGivingKey } from './my-giving-key.ts';
import { listDonorGifts, listReceiptsOf } from './my-giving-repository.ts';

/**
 * The email a link to the donor's page opens (docs/product/donations.md#the-donors-page); an
 * expired, changed or foreign key is one 404, as an unknown page would be.
 */
export async function openMyGiving({
  secret,
  key,
  now,
}: {
  secret: string;
  key: string;
  now: Date;
}): Promise<string> {
  const email = await emailOfMyGivingKey({ secret, key, now });
  if (!email) throw new AppError('not_found', GIVING_MESSAGES.myGivingLinkInvalid);
  return email;
}

/** A receipt as the thank-you page links it: its PDF behind the gift's own access key. */
function receiptOf(receipt: ReceiptRow, secret: string) {
  const query = new URLSearchParams({
    key: donationAccessKey(secret, receipt.donationId),
    number: receipt.number,
  });
  return {
    number: receipt.number,
    status: receipt.status,
    date: receipt.issuedAt.toISOString(),
    link: receipt.pdfKey
      ? `/api/donations/${encodeURIComponent(receipt.donationId)}/receipt?${query}`
      : null,
  };
}

/**
 * `GET /api/my-giving?key=`: every gift made with the key's email, to any organization, newest
 * first, with its receipts; and the monthly gifts still running, with when the next month is due
 * and the declined charges since the last.
 */
export async function readMyGiving({
  db,
  secret,
  email,
}: {
  db: Database;
  secret: string;
  email: string;
}): Promise<MyGivingResponse['data']> {
  const gifts = await listDonorGifts(db, email);
  const receipts = await listReceiptsOf(
    db,
    gifts.map(({ donation }) => donation.id),
  );
  const receiptsOf = byDonation(receipts);
  const donations = gifts.map(({ donation, organizationName, campaignTitle, campaignSlug }) => {
    const own = (receiptsOf.get(donation.id) ?? []).map((receipt) => receiptOf(receipt, secret));
    const [latest] = own;
    return {
      id: donation.id,
      date: (donation.confirmedAt ?? donation.createdAt).toISOString(),
      organization_name: organizationName,
      campaign_title: campaignTitle,
      campaign_slug: campaignSlug,
      amount: toMajorUnits(donation.amount),
      currency: donation.currency,
      frequency: donation.frequency,
      status: donation.status,
      cancelled_at: donation.cancelledAt?.toISOString() ?? null,
      receipt: latest ? { number: latest.number, status: latest.status, link: latest.link } : null,
      receipts: own,
    };
  });
  const monthly = gifts
    .filter(
      ({ donation }) =>
        donation.frequency === 'monthly' &&
        donation.status === 'succeeded' &&
        donation.confirmedAt &&
        !donation.cancelledAt,
    )
    .map(({ donation, organizationName, campaignTitle, charges, failuresInARow, updateUrl }) => {
      const first = donation.confirmedAt ?? donation.createdAt;
      const next = addMonths(first, charges).getTime() + failuresInARow * RETRY_AFTER_DECLINE_MS;
      return {
        id: donation.id,
        started_at: first.toISOString(),
        organization_name: organizationName,
        campaign_title: campaignTitle,
        amount: toMajorUnits(donation.amount),
        currency: donation.currency,
        next_charge_at: new Date(next).toISOString(),
        failed_charges: failuresInARow,
        update_payment_url: failuresInARow > 0 ? updateUrl : null,
      };
    });
  return { email, donations, monthly };
}
