import {
  type DonationDetails,
  donationDetailsOf,
  type donationRequestSchema,
} from '@givecrowd/shared/giving/donation-details';
import { giftFees } from '@givecrowd/shared/giving/gift-fees';
import { toMajorUnits, toMinorUnits } from '@givecrowd/shared/giving/gift-money';
import type { StartDonationResponse } from '@givecrowd/shared/giving/giving-api';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { findDonationErrors } from '@givecrowd/shared/giving/giving-rules';
import { normalizePan } from '@givecrowd/shared/organization/formats';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import { toE164Phone } from '@givecrowd/shared/phone/phone-number';
import type { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import type { PaymentProviders } from '@/modules/payments/index.ts';
import { donationAccessKey } from './access-key.ts';
import { findGiftRecipient, type GiftRecipientContext } from './gift-recipient.ts';
import { attachDonationCheckout, deleteUnstartedDonation, insertDonation } from './repository.ts';

type Request = z.output<typeof donationRequestSchema>;

/** Where the donor comes back to: the thank-you page, or the form with what was typed. */
export type DonationReturn = {
  /** The donor's web origin, one of ours. */
  webOrigin: string;
  /** Whether that origin is the organization's own host (then `/donate` is its form). */
  onOrganizationHost: boolean;
};

/** The form's address on the donor's host (docs/product/donations.md#where). */
function formPath(context: GiftRecipientContext, back: DonationReturn): string {
  if (context.campaign) return `/campaign/${encodeURIComponent(context.campaign.slug)}/donate`;
  return back.onOrganizationHost
    ? '/donate'
    : `/organization/${encodeURIComponent(context.organization.slug)}/donate`;
}

const trimmedOrNull = (value: string) => value.trim() || null;

/** The donor's details as kept: trimmed, the email lower case, the PAN upper case, E.164 phone. */
function keptDetails(details: DonationDetails, context: GiftRecipientContext) {
  const inIndia = context.organization.countryCode === INDIA_COUNTRY_CODE;
  const foreign = inIndia && !details.is_indian_citizen;
  const address = details.donor_address;
  const hasAddress = address.line_1.trim() !== '';
  return {
    donorName: details.donor_name.trim(),
    donorEmail: details.donor_email.trim().toLowerCase(),
    donorPhone: details.donor_phone.trim()
      ? (toE164Phone(details.donor_phone, context.organization.countryCode) ?? null)
      : null,
    donorPan: inIndia && details.donor_pan.trim() ? normalizePan(details.donor_pan) : null,
    isIndianCitizen: inIndia ? details.is_indian_citizen : false,
    donorPassport: foreign ? details.donor_passport.trim() : null,
    donorNationality: foreign ? details.donor_nationality.trim().toUpperCase() : null,
    donorAddress: hasAddress
      ? {
          line_1: address.line_1.trim(),
          line_2: address.line_2.trim(),
          city: address.city.trim(),
          postal_code: address.postal_code.trim().toUpperCase(),
          country_code: address.country_code.trim().toUpperCase(),
        }
      : null,
    showName: details.show_name,
    dedication: details.dedication
      ? { kind: details.dedication.kind, name: details.dedication.name.trim() }
      : null,
    message: trimmedOrNull(details.message),
    giftAid: context.organization.countryCode === 'GB' && details.gift_aid,
  };
}

/**
 * `POST /api/donations` (docs/product/donations.md#starting-a-gift): the recipient (404, 409), the
 * organization's currency (400), docs/product/donations.md's rules in order (400 with every failing field), the
 * server's figures; then the donation is recorded pending and the provider's hosted checkout made
 * under the donation's id as its idempotency key. When the provider fails, the donation goes again.
 */
export async function startDonation({
  db,
  providers,
  request,
  userId,
  back,
  now,
  secret,
  spendQuota,
}: {
  db: Database;
  providers: Pick<PaymentProviders, 'giftsFor'>;
  request: Request;
  userId: string | null;
  back: DonationReturn;
  now: Date;
  /** AUTH_SECRET, from which the thank-you link's key is made. */
  secret: string;
  /** Counts a checkout against docs/product/donations.md's limits (429); asked only once the gift passed its rules. */
  spendQuota: () => Promise<void>;
}): Promise<StartDonationResponse['data']> {
  const context = await findGiftRecipient({
    db,
    providers,
    campaignSlug: request.campaign_slug,
    organizationSlug: request.campaign_slug ? undefined : request.organization_slug,
    now,
  });
  const { provider } = context;
  if (context.refusal || !provider) {
    throw new AppError('conflict', context.refusal ?? GIVING_MESSAGES.cannotTakeGifts);
  }
  if (request.currency.trim().toUpperCase() !== context.currency) {
    const message = GIVING_MESSAGES.currencyMismatch(context.currency);
    throw new AppError('bad_request', message, { errors: [{ field: 'currency', message }] });
  }
  const details = donationDetailsOf(request);
  const errors = findDonationErrors(details, {
    countryCode: context.organization.countryCode ?? '',
    currency: context.currency,
    acceptsForeignCitizens: context.acceptsForeignCitizens,
  });
  const [first] = errors;
  if (first) throw new AppError('bad_request', first.message, { errors });
  await spendQuota();

  const fees = giftFees({
    amount: toMinorUnits(details.amount ?? 0),
    countryCode: context.organization.countryCode ?? '',
    platformFeePercent: context.platformFeePercent,
    coverFees: details.cover_fees,
  });
  const donation = await insertDonation(db, {
    organizationId: context.organization.id,
    campaignId: context.campaign?.id ?? null,
    userId,
    frequency: details.frequency,
    currency: context.currency,
    amount: fees.amount,
    platformFee: fees.platformFee,
    providerFee: fees.providerFee,
    coverFees: details.cover_fees,
    charged: fees.charged,
    provider: provider.name,
    ...keptDetails(details, context),
    locale: request.locale,
    webOrigin: back.webOrigin,
    createdAt: now,
  });
  const key = donationAccessKey(secret, donation.id);
  const thankYou = `${back.webOrigin}/donate/thank-you/${donation.id}?key=${key}`;
  try {
    const session = await provider.donations.createDonationCheckout({
      donationId: donation.id,
      monthly: details.frequency === 'monthly',
      currency: context.currency,
      amountMinor: fees.charged,
      applicationFeeMinor: fees.platformFee,
      organizationReceivesMinor: fees.organizationReceives,
      organizationId: context.organization.id,
      accountId: context.organization.paymentAccountId,
      fromForeignCitizen:
        context.organization.countryCode === INDIA_COUNTRY_CODE && !donation.isIndianCitizen,
      description: context.campaign
        ? `${context.campaign.title} — ${context.organization.name}`
        : context.organization.name,
      donorEmail: donation.donorEmail,
      successUrl: thankYou,
      cancelUrl: `${back.webOrigin}${formPath(context, back)}?cancelled=1`,
    });
    await attachDonationCheckout(db, {
      id: donation.id,
      providerSessionId: session.providerSessionId,
    });
    return {
      donation_id: donation.id,
      url: session.url,
      amount: toMajorUnits(fees.amount),
      fee: toMajorUnits(fees.platformFee + fees.providerFee),
      currency: context.currency,
      charged: toMajorUnits(fees.charged),
      organization_receives: toMajorUnits(fees.organizationReceives),
    };
  } catch (error) {
    await deleteUnstartedDonation(db, donation.id);
    throw error;
  }
}
