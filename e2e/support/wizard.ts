import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signUp } from './accounts.ts';

/** Signs a new person up over HTTP and opens the organization wizard with their token. */
export async function openWizard(
  page: Page,
  request: APIRequestContext,
  path = '/organization/create',
) {
  const token = await signUp(request, 'onboarding');
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  await page.goto(path);
  return token;
}

const banner = (page: Page, message: string) =>
  page.getByRole('alert').filter({ hasText: message });

/** Next, then the first failing rule's message in the top banner. */
export async function nextShows(page: Page, message: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(banner(page, message)).toBeVisible();
}

export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** What each step shows first, once it is on screen. */
const STEP_HEADINGS = {
  Registration: 'Organization details',
  'Create website': 'Your website',
  'Verify payments': 'Accounts and payment',
} as const;

/** The stepper marks the current step, and the step's screen is shown. */
export async function expectStep(page: Page, step: keyof typeof STEP_HEADINGS) {
  const stepper = page.getByRole('button', { name: new RegExp(`${step}( , saved)?$`) });
  await expect(stepper).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('heading', { level: 2, name: STEP_HEADINGS[step] })).toBeVisible();
}

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** An input by its whole label; a required field's label ends with Mantine's asterisk. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** Step 0 as an India NGO with every block open: tax exemption, 80G with expiry, FCRA, grant. */
export async function openEveryIndiaNgoBlock(page: Page) {
  await page.getByRole('button', { name: 'India', exact: true }).click();
  await page.getByRole('radio', { name: 'NGO' }).check();
  const tax = page.getByRole('checkbox', { name: 'Tax exemption', exact: true });
  if (!(await tax.isChecked())) await tax.check();
  await page.getByRole('checkbox', { name: '80G', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Has expiry date' }).check();
  await page.getByRole('checkbox', { name: 'FCRA registered' }).check();
  await page.getByRole('checkbox', { name: 'Grant program' }).check();
}
