import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { emptyWebsiteForm } from '@givecrowd/shared/organization/website-form';
import type { DraftPaymentState } from '@givecrowd/shared/payments/payments-api';
import { emptyPaymentsForm, type PaymentsForm } from '@givecrowd/shared/payments/payments-form';
import type { Answer } from '@/test/serve-api';

/** Test data: a stored draft, and the answer that reads it (not a test file itself). */

export const SLUG = 'helping-hands-foundation';
export const DRAFT_PATH = `GET /api/organization/create/${SLUG}`;

/** A draft's payment state before step 2 — no account, no plan, nothing waived. */
export const noPaymentState: DraftPaymentState = {
  payment_provider: null,
  stripe_account_id: null,
  payment_onboarded: false,
  pricing_plan_data: null,
  plan_waived: false,
};

type DraftParts = {
  form?: Partial<RegistrationForm & PaymentsForm>;
  payments?: Partial<DraftPaymentState>;
  extra?: object;
};

/** A draft saved up to step 1 (page 2), an India NGO unless `form` says otherwise. */
export const draftAtStepTwo = ({ form = {}, payments = {}, extra = {} }: DraftParts = {}) => ({
  ...emptyWebsiteForm,
  ...validIndiaNgo,
  ...emptyPaymentsForm,
  ...form,
  ...noPaymentState,
  ...payments,
  slug: SLUG,
  status: 'draft',
  progress_page: 2,
  version: 5,
  subdomain: 'helping-hands',
  site_url: null,
  site_preview_url: null,
  organization_domain_status: 'none',
  organization_domain_record: null,
  ...extra,
});

export const draftAnswer = (draft: object): Answer => ({
  status: 200,
  body: { status: true, data: { organization: draft } },
});
