import type { DraftOrganization } from '@givecrowd/shared/organization/draft-api';
import { registrationFormSchema } from '@givecrowd/shared/organization/registration-form';
import { emptyWebsiteForm, websiteFormSchema } from '@givecrowd/shared/organization/website-form';
import { readPaymentsForm } from './bank-accounts/stored-payments-form.ts';
import { ownDomainState } from './own-domains/own-domain-state.ts';
import { storedPricingPlan } from './pages/payments/stored-pricing-plan.ts';
import type { OrganizationRow } from './repository.ts';
import { type SiteAddressConfig, siteUrl } from './subdomains/site-url.ts';

/**
 * A stored draft as its owner reads it (docs/product/http-contract.md#organization-calls): the
 * forms of the three steps (a draft saved before a step reads that step as a new one; the bank
 * account numbers decrypted, for this is their own form), where the wizard stands, the site's
 * addresses (docs/product/site-addresses.md) and where its payments stand. Only the owner's own
 * answers may come from here.
 */
export function toDraftOrganization({
  row,
  sites,
  bankAccountKey,
  planWaived,
}: {
  row: OrganizationRow;
  sites: SiteAddressConfig;
  /** Opens the stored account numbers (docs/product/wizard.md#bank-accounts-at-rest). */
  bankAccountKey: Buffer | undefined;
  /** The owner's email is on PLAN_BYPASS_EMAILS. */
  planWaived: boolean;
}): DraftOrganization {
  const ownDomain = ownDomainState(row);
  return {
    ...registrationFormSchema.parse(row.data),
    ...websiteFormSchema.parse({ ...emptyWebsiteForm, ...row.data }),
    ...readPaymentsForm(row.data, bankAccountKey),
    slug: row.slug,
    status: row.status,
    progress_page: row.progressPage,
    version: row.version,
    subdomain: row.subdomain,
    site_url: row.subdomain ? siteUrl({ subdomain: row.subdomain, ...sites }) : null,
    organization_domain_status: ownDomain.status,
    organization_domain_record: ownDomain.record,
    payment_provider: row.paymentProvider,
    stripe_account_id: row.paymentAccountId,
    payment_onboarded: row.paymentOnboarded,
    pricing_plan_data: storedPricingPlan(row.pricingPlan),
    plan_waived: planWaived,
  };
}
