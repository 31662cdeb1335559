import type { PricingPlan } from '@givecrowd/shared/catalog/catalog-api';
import { emptyWizardForm } from '@givecrowd/shared/organization/wizard-form';
import { BANK_ACCOUNT_TYPES, type PaymentsForm } from '@givecrowd/shared/payments/payments-form';
import { useLocation } from 'react-router';
import { SLUG } from '@/api/get-draft.fixture';
import { PartnerOnboardingPage } from '@/features/onboarding/components/onboarding-pages';
import { storeUnsavedForm } from '@/features/onboarding/wizard-storage';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';

/** Test data and a harness for step 2 (not a test file itself); its draft is get-draft.fixture's. */

/** A domestic account that passes every step-2 rule. */
export const validDomesticAccount: Partial<PaymentsForm> = {
  show_domestic_account: true,
  account_holder_name: 'Asha Rao',
  account_number: '123456789012',
  re_account_number: '123456789012',
  account_type: BANK_ACCOUNT_TYPES[1],
  account_ifsc: 'HDFC0001234',
  account_email: 'accounts@helpinghands.org',
  account_phone: '9876543210',
};

export const savedAnswer = (draft: {
  progress_page: number;
  [field: string]: unknown;
}): Answer => ({
  status: 200,
  body: {
    status: true,
    data: { slug: SLUG, progress_page: draft.progress_page, organization: draft },
  },
});

const plan = (overrides: Partial<PricingPlan>): PricingPlan => ({
  type: 'recurring',
  plan_name: 'Starter',
  description: 'Everything a small organization needs.',
  features: ['Unlimited campaigns', 'Donation receipts'],
  quarterly: { INR: 2999, USD: 49 },
  annual: { INR: 9999, USD: 159 },
  one_time: { INR: null, USD: null },
  bottom_text: 'Cancel any time.',
  platform_fee_percent: 5,
  ...overrides,
});

export const PLANS: PricingPlan[] = [
  plan({}),
  plan({
    plan_name: 'Premium',
    type: 'premium',
    quarterly: { INR: null, USD: null },
    annual: { INR: null, USD: null },
    one_time: { INR: 149999, USD: 799 },
    platform_fee_percent: 2,
  }),
];

export const plansAnswer: Answer = { status: 200, body: { status: true, data: PLANS } };

const CATALOG: Record<string, Answer> = {
  'GET /api/countries': {
    status: 200,
    body: {
      status: true,
      data: [
        { code: 'IN', name: 'India', currency: 'INR', calling_code: '91', featured: true },
        { code: 'US', name: 'United States', currency: 'USD', calling_code: '1', featured: true },
      ],
    },
  },
  'GET /api/categories': {
    status: 200,
    body: { status: true, data: [{ name: 'Education', slug: 'education' }] },
  },
  'GET /api/geo': { status: 200, body: { status: true, data: { country_code: null } } },
  'POST /api/analytics/events': { status: 202, body: { status: true } },
};

/** Where the router is: the checkout routes show it, so a test can see where step 2 sent it. */
function ShowLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/**
 * The wizard at step 2 of the stored draft, with `answers` over the catalog's; `form` is what
 * this tab kept unsaved (it wins over the draft's fields, as after a reload).
 */
export function openStepTwo({
  answers,
  unsaved,
  path = '/organization/partner-onboarding',
}: {
  answers: Record<string, Answer | Answer[]>;
  unsaved?: object;
  path?: string;
}) {
  setToken('a-token');
  localStorage.setItem('organizationSlug', SLUG);
  localStorage.setItem('progressPage', '2');
  if (unsaved) storeUnsavedForm({ ...emptyWizardForm, ...unsaved }, SLUG);
  const calls = serveApi({ ...CATALOG, ...answers });
  const view = renderRoutes(
    [
      { path: '/organization/partner-onboarding', Component: PartnerOnboardingPage },
      { path: '/pricing-plan-checkout', Component: ShowLocation },
      { path: '/popup-checkout', Component: ShowLocation },
    ],
    path,
  );
  return { ...view, calls };
}
