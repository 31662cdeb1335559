import { createHash } from 'node:crypto';
import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import {
  formatGift,
  type GiftCurrency,
  toMajorUnits,
  toMinorUnits,
} from '@givecrowd/shared/giving/gift-money';
import type { PlanPeriod } from '@givecrowd/shared/payments/payments-api';
import {
  formatBillingDate,
  isMandatePlan,
  MANDATE_AUTHORISATION_INR,
  planFirstChargeAt,
} from '@givecrowd/shared/payments/plan-pricing';
import { escapeHtml } from '@/modules/mail/index.ts';
import type { SandboxAccountRow, SandboxCheckoutRow } from './sandbox-repository.ts';

/** The sandbox's words on its own pages (docs/product/payments.md#sandbox). */
export const SANDBOX_TEXT = {
  banner: 'Sandbox — no real money moves',
  completeOnboarding: 'Complete onboarding',
  pay: 'Pay',
  cancel: 'Cancel',
  useWorkingCard: 'Use a working card',
  useDecliningCard: 'Use a card that is declined',
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f5f7fa}
main{max-width:560px;margin:0 auto;padding:24px 16px}
.banner{margin:0 0 24px;padding:12px 16px;border:2px dashed #b44d12;border-radius:8px;background:#fff8f0;color:#8d2b0b;font-weight:700}
h1{font-size:24px;line-height:1.3;margin:0 0 12px}
p{margin:0 0 16px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:0 0 24px;padding:16px;background:#fff;border:1px solid #d9e2ec;border-radius:8px}
dt{font-weight:600;color:#52606d}
dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:12px}
.actions form{flex:1 1 200px}
button{width:100%;min-height:48px;padding:12px 20px;font:inherit;font-weight:700;border-radius:8px;cursor:pointer;border:2px solid #0b7285}
button.primary{background:#0b7285;color:#fff}
button.secondary{background:#fff;color:#0b7285}
button:focus-visible,a:focus-visible{outline:3px solid #f0b429;outline-offset:2px}
a{color:#0b7285}
`;

/** The pages' only style, allowed by its hash: the pages need no inline script or style attribute. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The pages' own Content-Security-Policy: nothing but their style, and forms that post here and
 * may be redirected to the return address's origin (browsers check form redirects against
 * `form-action`).
 */
export function sandboxPagePolicy(returnOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action 'self' ${returnOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function page({ title, body }: { title: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(PRODUCT_NAME)} payment sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note">${escapeHtml(SANDBOX_TEXT.banner)}</p>
${body}
</main>
</body>
</html>`;
}

const details = (rows: [string, string][]) =>
  `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;

const postButton = ({
  action,
  label,
  kind,
  fields = {},
}: {
  action: string;
  label: string;
  kind: 'primary' | 'secondary';
  fields?: Record<string, string>;
}) => {
  const hidden = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${hidden}<button type="submit" class="${kind}">${escapeHtml(label)}</button></form>`;
};

const BUSINESS_TYPES: Record<SandboxAccountRow['businessType'], string> = {
  company: 'Company',
  non_profit: 'Non-profit',
};

export function renderOnboardingPage({
  account,
  action,
  returnUrl,
  signature,
}: {
  account: SandboxAccountRow;
  action: string;
  returnUrl: string;
  /** The owner's signature the page was opened with: its form posts it back. */
  signature: string;
}): string {
  const state = account.onboardedAt
    ? '<p>Onboarding is already complete for this account. The button takes you back.</p>'
    : '<p>A real provider would ask here for the organization’s business and bank details. In the sandbox, completing onboarding marks the account as ready to take donations.</p>';
  return page({
    title: 'Payment account onboarding',
    body: `<h1>Payment account onboarding</h1>
<p>This is ${escapeHtml(PRODUCT_NAME)}’s built-in payment sandbox, used while no payment provider is configured.</p>
${state}
${details([
  ['Account', account.id],
  ['Organization', account.organizationName || '—'],
  ['Email', account.email],
  ['Country', account.country],
  ['Business type', BUSINESS_TYPES[account.businessType]],
])}
<div class="actions">${postButton({ action, label: SANDBOX_TEXT.completeOnboarding, kind: 'primary', fields: { return_url: returnUrl, signature } })}</div>`,
  });
}

const PERIOD_NAMES: Record<PlanPeriod, string> = {
  Quarterly: 'Quarterly',
  yearly: 'Annual',
  'One Time': 'One time',
};

/** The amount with its symbol in the Indian grouping, and the currency it is charged in. */
/** '₹1,500 INR', '$25.50 USD': the checkout's minor units as people read them. */
export function formatSandboxAmount(amountMinor: number, currency: GiftCurrency): string {
  return `${formatGift(toMajorUnits(amountMinor), currency)} ${currency}`;
}

const EVERY: Partial<Record<PlanPeriod, string>> = {
  Quarterly: 'every quarter',
  yearly: 'every year',
};

/**
 * What is charged and when, as the real provider charges it
 * (docs/product/plans-and-checkout.md#what-is-charged-and-when): India's recurring plan is a
 * mandate, authorised now with Razorpay's refundable INR 5 and charged the plan from its first
 * billing date; anything else is charged in full now.
 */
function chargedWhen(checkout: SandboxCheckoutRow): [string, string][] {
  const amount = formatSandboxAmount(checkout.amountMinor, checkout.currency);
  if (checkout.kind === 'plan' && isMandatePlan(checkout)) {
    const date = formatBillingDate(planFirstChargeAt(checkout.createdAt));
    const every = checkout.period ? EVERY[checkout.period] : undefined;
    return [
      [
        'Charged now',
        `${formatSandboxAmount(toMinorUnits(MANDATE_AUTHORISATION_INR), 'INR')}, refunded: the authorisation of the mandate`,
      ],
      ['Plan charged', every ? `${amount} on ${date}, then ${every}` : `${amount} on ${date}`],
    ];
  }
  return [['Charged now', amount]];
}

export function renderCheckoutPage({
  checkout,
  payAction,
  cancelAction,
}: {
  checkout: SandboxCheckoutRow;
  payAction: string;
  cancelAction: string;
}): string {
  const what: [string, string][] =
    checkout.kind === 'plan'
      ? [
          ['Plan', checkout.planName],
          ['Period', checkout.period ? PERIOD_NAMES[checkout.period] : '—'],
        ]
      : [
          ['Payment', checkout.planName],
          ...(checkout.monthly
            ? ([['Repeats', 'Every month until stopped']] as [string, string][])
            : []),
        ];
  const summary = details([...what, ...chargedWhen(checkout), ['Email', checkout.customerEmail]]);
  if (checkout.state !== 'open') {
    const [state, back] =
      checkout.state === 'paid' ? ['paid', checkout.successUrl] : ['cancelled', checkout.cancelUrl];
    return page({
      title: 'Checkout',
      body: `<h1>Checkout</h1>
<p>This checkout is ${state}. Nothing more can be done here.</p>
${summary}
<p><a href="${escapeHtml(back)}">Back to ${escapeHtml(PRODUCT_NAME)}</a></p>`,
    });
  }
  return page({
    title: 'Checkout',
    body: `<h1>Checkout</h1>
<p>This is ${escapeHtml(PRODUCT_NAME)}’s built-in payment sandbox. No card is asked for and nothing is charged: Pay completes the checkout as a provider does after a successful payment; Cancel abandons it.</p>
${summary}
<div class="actions">${postButton({ action: payAction, label: SANDBOX_TEXT.pay, kind: 'primary' })}${postButton({ action: cancelAction, label: SANDBOX_TEXT.cancel, kind: 'secondary' })}</div>`,
  });
}

/**
 * A monthly gift's payment page (docs/product/donations.md#the-donors-page), where a donor whose
 * charge was declined updates the card: in the sandbox, a working card or one that declines,
 * which is also how a declined charge is tried out.
 */
export function renderMonthlyPage({
  checkout,
  cardAction,
}: {
  checkout: SandboxCheckoutRow;
  cardAction: string;
}): string {
  const state = checkout.monthlyEndedAt
    ? 'This monthly gift has been stopped. Nothing more is charged.'
    : checkout.declinesCharges
      ? 'The card of this monthly gift is declined: its next charge will fail until you use a working card.'
      : 'The card of this monthly gift works: its next charge will go through.';
  const summary = details([
    ['Payment', checkout.planName],
    ['Amount', `${formatSandboxAmount(checkout.amountMinor, checkout.currency)} a month`],
    ['Email', checkout.customerEmail],
  ]);
  const actions = checkout.monthlyEndedAt
    ? ''
    : `<div class="actions">${postButton({ action: cardAction, label: SANDBOX_TEXT.useWorkingCard, kind: 'primary', fields: { declines: 'no' } })}${postButton({ action: cardAction, label: SANDBOX_TEXT.useDecliningCard, kind: 'secondary', fields: { declines: 'yes' } })}</div>`;
  return page({
    title: 'Monthly gift',
    body: `<h1>Monthly gift</h1>
<p>This is ${escapeHtml(PRODUCT_NAME)}’s built-in payment sandbox: a real provider would ask here for a new card.</p>
<p role="status">${escapeHtml(state)}</p>
${summary}
${actions}`,
  });
}

/** A page for what went wrong: the message, and nothing to press. */
export function renderProblemPage({ title, message }: { title: string; message: string }): string {
  return page({
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>`,
  });
}
