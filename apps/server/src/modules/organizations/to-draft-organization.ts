import type { DraftOrganization } from '@givecrowd/shared/organization/draft-api';
import { maskAccountNumber } from '@givecrowd/shared/payments/payments-api';
import { BANK_ACCOUNTS, bankAccountField } from '@givecrowd/shared/payments/payments-form';
import { sitePreviewUrl } from '@/modules/preview/index.ts';
import { ownDomainState } from './own-domains/own-domain-state.ts';
import { storedPricingPlan } from './pages/payments/stored-pricing-plan.ts';
import { openWizardForm } from './read-wizard-form.ts';
import type { Organization } from './repository.ts';
import { type SiteAddressConfig, siteUrl } from './subdomains/site-url.ts';

/** Signs the site preview link of the answer (docs/product/verification.md#publication-and-preview). */
export type SitePreviewSigner = { secret: string; now: Date };

/**
 * A stored draft as its owner reads it (docs/product/http-contract.md#organization-calls): the
 * forms of the three steps (a draft saved before a step reads that step as a new one; the bank
 * account numbers decrypted, for this is their own form), where the wizard stands, the site's
 * addresses (docs/product/site-addresses.md) with its preview link, and where its payments
 * stand. With `maskAccountNumbers` — a reviewer's reading — each account number and its re-entry
 * show only their last four digits (docs/product/wizard.md#bank-accounts-at-rest).
 */
export function toDraftOrganization({
  row,
  sites,
  bankAccountKey,
  planWaived,
  preview,
  maskAccountNumbers = false,
}: {
  row: Organization;
  sites: SiteAddressConfig;
  /** Opens the stored account numbers (docs/product/wizard.md#bank-accounts-at-rest). */
  bankAccountKey: Buffer;
  /** The owner's email is on PLAN_BYPASS_EMAILS. */
  planWaived: boolean;
  preview: SitePreviewSigner;
  maskAccountNumbers?: boolean;
}): DraftOrganization {
  const ownDomain = ownDomainState(row);
  const form = openWizardForm(row.form, bankAccountKey);
  if (maskAccountNumbers) {
    for (const { prefix } of BANK_ACCOUNTS) {
      const masked = maskAccountNumber(form[bankAccountField(prefix, 'account_number')]);
      form[bankAccountField(prefix, 'account_number')] = masked;
      form[bankAccountField(prefix, 're_account_number')] = masked;
    }
  }
  const site = row.subdomain ? siteUrl({ subdomain: row.subdomain, ...sites }) : null;
  return {
    ...form,
    slug: row.slug,
    status: row.status,
    progress_page: row.progressPage,
    version: row.version,
    subdomain: row.subdomain,
    site_url: site,
    site_preview_url: site && sitePreviewUrl({ siteUrl: site, organizationId: row.id, ...preview }),
    organization_domain_status: ownDomain.status,
    organization_domain_record: ownDomain.record,
    payment_provider: row.paymentProvider,
    stripe_account_id: row.paymentAccountId,
    payment_onboarded: row.paymentOnboarded,
    pricing_plan_data: storedPricingPlan(row.pricingPlan),
    plan_waived: planWaived,
  };
}
