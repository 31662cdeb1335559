import { endDateOf } from '@givecrowd/shared/campaigns/campaign-dates';
import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import { isPublicOrganization } from '@givecrowd/shared/campaigns/public-organization';
import {
  GIFT_LIMITS,
  type GiftCurrency,
  giftCurrencyFor,
} from '@givecrowd/shared/giving/gift-money';
import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { EXEMPTION_SECTIONS } from '@givecrowd/shared/organization/registration-form';
import { GRANT_TRANSACTION_FEE_PERCENT } from '@givecrowd/shared/payments/fee-schedule';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { campaignGiftRefusal } from '@/modules/campaigns/index.ts';
import { findPlatformFeePercent } from '@/modules/catalog/index.ts';
import {
  findOrganizationById,
  findOrganizationBySlug,
  giftReadiness,
  type Organization,
  storedPricingPlan,
} from '@/modules/organizations/index.ts';
import type { GiftProvider, PaymentProviders } from '@/modules/payments/index.ts';
import { findCampaignForGift } from './repository.ts';

type GiftCampaign = NonNullable<Awaited<ReturnType<typeof findCampaignForGift>>>;

/** Whom a gift goes to, and whether it can be made now (docs/product/donations.md#who-can-take-gifts). */
export type GiftRecipientContext = {
  organization: Organization;
  campaign: GiftCampaign | null;
  currency: GiftCurrency;
  platformFeePercent: number;
  acceptsForeignCitizens: boolean;
  /** The provider that takes the gift, or null with `refusal`. */
  provider: GiftProvider | null;
  /** The 409's message when no gift can be made now. */
  refusal: string | null;
};

/**
 * The campaign or organization a gift names: 404 when unknown or not public (only approved
 * organizations are), then what docs/product/donations.md refuses with 409 — an organization whose payments are
 * not ready, a campaign that ended or that its owner closed — as `refusal`.
 */
export async function findGiftRecipient({
  db,
  providers,
  campaignSlug,
  organizationSlug,
  now,
}: {
  db: DbExecutor;
  providers: Pick<PaymentProviders, 'giftsFor'>;
  campaignSlug?: string | undefined;
  organizationSlug?: string | undefined;
  now: Date;
}): Promise<GiftRecipientContext> {
  const campaign = campaignSlug ? await findCampaignForGift(db, campaignSlug) : null;
  if (campaignSlug && !campaign) throw new AppError('not_found', CAMPAIGN_MESSAGES.notFound);
  const organization = campaign
    ? await findOrganizationById(db, campaign.organizationId)
    : organizationSlug
      ? await findOrganizationBySlug(db, { slug: organizationSlug })
      : undefined;
  if (!organization || !isPublicOrganization(organization.status)) {
    throw new AppError(
      'not_found',
      campaign ? CAMPAIGN_MESSAGES.notFound : DRAFT_MESSAGES.notFound,
    );
  }
  const currency = giftCurrencyFor(organization.countryCode) ?? 'USD';
  const readiness = giftReadiness(organization);
  const provider = readiness.takesGifts ? providers.giftsFor(organization) : null;
  const refusal = !provider
    ? GIVING_MESSAGES.cannotTakeGifts
    : campaign
      ? campaignGiftRefusal(campaign, now)
      : null;
  const plan = storedPricingPlan(organization.pricingPlan);
  return {
    organization,
    campaign: campaign ?? null,
    currency,
    platformFeePercent: await platformFeePercentOf(db, organization, plan?.plan_name ?? null),
    acceptsForeignCitizens: readiness.acceptsForeignCitizens,
    provider,
    refusal,
  };
}

/**
 * The platform's share of a gift (docs/product/donations.md#fees): its catalogue plan's percent;
 * for a technology-grant partner (applied or approved, not declined) the transaction fee its
 * signed agreement states; 0 otherwise.
 */
async function platformFeePercentOf(
  db: DbExecutor,
  organization: Organization,
  planName: string | null,
): Promise<number> {
  const planPercent = await findPlatformFeePercent(db, planName);
  if (planPercent > 0) return planPercent;
  const isGrantPartner =
    organization.form.is_grant_program === true && organization.grantStatus !== 'declined';
  return isGrantPartner ? GRANT_TRANSACTION_FEE_PERCENT : 0;
}

/** Whether the organization holds a tax exemption a donor in India can claim (80G and friends). */
const hasTaxExemption = ({ form }: Organization) =>
  form.organization_is_tax_exemption === true &&
  EXEMPTION_SECTIONS.some((section) => form[section.check] === true);

/** The form call's answer: the recipient as the donation form shows it. */
export function toDonationForm(context: GiftRecipientContext): DonationForm {
  const { organization, campaign, currency } = context;
  const limits = GIFT_LIMITS[currency];
  return {
    organization: {
      slug: organization.slug,
      name: organization.name,
      logo: organization.logo,
      country_code: organization.countryCode ?? '',
    },
    campaign: campaign
      ? {
          slug: campaign.slug,
          title: campaign.title,
          asset: campaign.asset,
          end_date: endDateOf(campaign.endsAt),
        }
      : null,
    currency,
    suggested_amounts: [...limits.suggested],
    min_amount: limits.min,
    max_amount: limits.max,
    platform_fee_percent: context.platformFeePercent,
    accepts_foreign_citizens: context.acceptsForeignCitizens,
    has_tax_exemption: hasTaxExemption(organization),
    refusal: context.refusal,
  };
}
