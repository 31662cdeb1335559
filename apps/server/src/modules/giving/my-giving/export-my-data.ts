import { toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import type { MyDataExport } from '@givecrowd/shared/giving/my-giving-api';
import type { Database } from '@/db/client.ts';
import { listMessages } from '@/modules/mail/index.ts';
import { byDonation } from './by-donation.ts';
import { listDonorRecords } from './my-giving-repository.ts';

/** The emails the export lists at most, newest first. */
const EMAILS_LISTED = 500;

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/**
 * `GET /api/my-giving/export?key=` (docs/product/donations.md#the-donors-page): everything stored
 * with the email, whatever the gift's state: each gift with the donor's details as kept, its
 * charges, declined charges and receipts; and the emails sent to the address.
 */
export async function exportMyData({
  db,
  email,
  now,
}: {
  db: Database;
  email: string;
  now: Date;
}): Promise<MyDataExport> {
  const [records, emails] = await Promise.all([
    listDonorRecords(db, email),
    listMessages(db, { to: email, limit: EMAILS_LISTED }),
  ]);
  const charges = byDonation(records.charges);
  const failures = byDonation(records.failures);
  const receipts = byDonation(records.receipts);
  return {
    email,
    exported_at: now.toISOString(),
    gifts: records.gifts.map(({ donation, organizationName, campaignTitle }) => ({
      id: donation.id,
      created_at: donation.createdAt.toISOString(),
      confirmed_at: isoOrNull(donation.confirmedAt),
      organization_name: organizationName,
      campaign_title: campaignTitle,
      frequency: donation.frequency,
      status: donation.status,
      currency: donation.currency,
      amount: toMajorUnits(donation.amount),
      covered_fees: donation.coverFees,
      charged: toMajorUnits(donation.charged),
      provider: donation.provider,
      donor_name: donation.donorName,
      donor_email: donation.donorEmail,
      donor_phone: donation.donorPhone,
      donor_pan: donation.donorPan,
      is_indian_citizen: donation.isIndianCitizen,
      donor_passport: donation.donorPassport,
      donor_nationality: donation.donorNationality,
      donor_address: donation.donorAddress,
      show_name: donation.showName,
      dedication: donation.dedication,
      message: donation.message,
      gift_aid: donation.giftAid,
      locale: donation.locale,
      cancelled_at: isoOrNull(donation.cancelledAt),
      erased_at: isoOrNull(donation.erasedAt),
      charges: (charges.get(donation.id) ?? []).map((charge) => ({
        date: charge.chargedAt.toISOString(),
        amount: toMajorUnits(charge.amount),
        currency: charge.currency,
      })),
      failed_charges: (failures.get(donation.id) ?? []).map((failure) => ({
        date: failure.failedAt.toISOString(),
      })),
      receipts: (receipts.get(donation.id) ?? []).map((receipt) => ({
        number: receipt.number,
        date: receipt.issuedAt.toISOString(),
        amount: toMajorUnits(receipt.amount),
        currency: receipt.currency,
        status: receipt.status,
        voided_at: isoOrNull(receipt.voidedAt),
        void_reason: receipt.voidReason,
      })),
    })),
    emails: emails.map((message) => ({
      subject: message.subject,
      date: message.createdAt.toISOString(),
    })),
  };
}
