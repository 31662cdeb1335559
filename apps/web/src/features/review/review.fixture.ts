import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { emptyWebsiteForm } from '@givecrowd/shared/organization/website-form';
import { emptyPaymentsForm } from '@givecrowd/shared/payments/payments-form';
import type { ReviewOrganization, ReviewQueueItem } from '@givecrowd/shared/review/review-api';
import { submittedChange } from '@/components/verification/status-change.fixture';

/** Test data for the review console (not a test file itself). */

export const queueItem = (overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem => ({
  slug: 'helping-hands-foundation',
  organization_name: 'Helping Hands Foundation',
  country_code: 'IN',
  organization_type: 'ngo',
  is_grant_program: false,
  grant_status: 'none',
  status: 'submitted',
  submitted_at: '2030-01-02T10:00:00.000Z',
  waiting_days: 12,
  ...overrides,
});

export const reviewOrganization = (
  overrides: Partial<ReviewOrganization> = {},
  organization: Partial<ReviewOrganization['organization']> = {},
): ReviewOrganization => ({
  organization: {
    ...validIndiaNgo,
    ...emptyWebsiteForm,
    ...emptyPaymentsForm,
    homepage_header_title: 'Every child reads by ten',
    organization_story: '<p>We teach children to read.</p>',
    show_domestic_account: true,
    account_holder_name: 'Asha Rao',
    account_number: '••••••••9012',
    re_account_number: '••••••••9012',
    account_cancel_check: 'private/cancel-check/cheque.png',
    payment_provider: 'sandbox',
    stripe_account_id: null,
    payment_onboarded: false,
    pricing_plan_data: {
      is_plan_purchased: true,
      plan_name: 'Starter',
      plan_type: 'recurring',
      amount: 2999,
      currency: 'INR',
      period: 'Quarterly',
      purchased_at: '2030-01-01T09:00:00.000Z',
    },
    plan_waived: false,
    slug: 'helping-hands-foundation',
    status: 'submitted',
    progress_page: 4,
    version: 7,
    subdomain: 'helping-hands',
    site_url: 'http://helping-hands.localhost/',
    site_preview_url: null,
    organization_domain_status: 'none',
    organization_domain_record: null,
    ...organization,
  },
  submitted_at: '2030-01-02T10:00:00.000Z',
  grant_status: 'none',
  files: [{ field: 'account_cancel_check', url: '/api/private/cheque?signature=abc' }],
  documents: [
    {
      kind: 'registration_certificate',
      file_name: 'registration-certificate.pdf',
      content_type: 'application/pdf',
      size: 245_760,
      uploaded_at: '2030-01-01T08:00:00.000Z',
      link: '/upload-service/private/organization-documents/a.pdf?expires=1&signature=abc',
    },
  ],
  missing_documents: ['pan_card'],
  agreement: null,
  payment: {
    provider: 'sandbox',
    account_id: null,
    onboarded: false,
    plan: {
      is_plan_purchased: true,
      plan_name: 'Starter',
      plan_type: 'recurring',
      amount: 2999,
      currency: 'INR',
      period: 'Quarterly',
      purchased_at: '2030-01-01T09:00:00.000Z',
    },
  },
  requested_fields: [],
  changes_since_request: [],
  history: [submittedChange],
  expiries: [],
  ...overrides,
});
