import { Writable } from 'node:stream';
import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import { GIVING_MESSAGES as M } from '@givecrowd/shared/giving/giving-messages';
import type { RenderedPage } from '@givecrowd/shared/web/server-rendering';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render } from '@/entry-server';
import { COUNTRIES, indiaForm, ukForm, usaForm } from '@/features/giving/donation-form.fixture';
import { setApiTransport } from '@/lib/api-client';
import { setToken } from '@/lib/auth-token';
import { type Answer, type Call, serveApi } from '@/test/serve-api';
import { startDonationForm } from './donation-page-script';
import { startLanguageSelect } from './language-select';

/*
 * The donation page's script (docs/decisions/012) on the page as the server renders it: the
 * server entry renders the page, the script takes the markup over, as in a browser.
 */

const CHECKOUT_URL = 'https://checkout.example/pay_42';
const started: Answer = {
  status: 201,
  body: {
    status: true,
    data: {
      donation_id: 'don_42',
      url: CHECKOUT_URL,
      amount: 1000,
      fee: 70,
      currency: 'INR',
      charged: 1000,
      organization_receives: 930,
    },
  },
};

const ok = (data: unknown) => new Response(JSON.stringify({ status: true, data }), { status: 200 });

function htmlOf(page: RenderedPage): Promise<string> {
  if (page.kind !== 'page') throw new Error('the server sent the shell');
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    sink.on('error', reject);
    page.pipe(sink);
  });
}

const pathOf = (form: DonationForm) =>
  form.campaign
    ? `/campaign/${form.campaign.slug}/donate`
    : `/organization/${form.organization.slug}/donate`;

/**
 * Renders the form's page as the server does (in `language`, at `query`), puts it in the document
 * and starts the script; the page's calls then go to `answers`.
 */
async function openPage(
  form: DonationForm,
  {
    answers = {},
    query = '',
    language,
  }: { answers?: Record<string, Answer | Answer[]>; query?: string; language?: string } = {},
) {
  const formCall = form.campaign
    ? `/api/donations/form?campaign_slug=${form.campaign.slug}`
    : `/api/donations/form?organization_slug=${form.organization.slug}`;
  const server = async (path: string) => (path === formCall ? ok(form) : ok(COUNTRIES));
  // The server entry sends the page's calls into the server: here, to the form's answers.
  setApiTransport(server);
  const page = await render({
    url: `${pathOf(form)}${query}`,
    origin: 'https://app.example.org',
    hostname: 'app.example.org',
    languageCookie: language,
    fetch: server,
  });
  expect(page).toMatchObject({ kind: 'page', status: 200, template: 'donate', state: '' });
  document.documentElement.lang = page.language;
  document.body.innerHTML = await htmlOf(page);
  // In the browser the page's calls go to fetch.
  setApiTransport((path, init) => fetch(path, init));
  const calls = serveApi(answers);
  startDonationForm(document);
  return calls;
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function fill(name: string | RegExp, text: string) {
  await userEvent.clear(field(name));
  await userEvent.click(field(name));
  await userEvent.paste(text);
}

const pay = (name: string | RegExp = /^Donate/) =>
  userEvent.click(screen.getByRole('button', { name }));

const summary = () => screen.getByRole('region', { name: 'Summary' });
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

async function fillIndianDonor() {
  await fill('Full name', 'Asha Rao');
  await fill(/^Email/, 'asha@example.org');
  await fill('Address line 1', '12 MG Road');
  await fill('City', 'Pune');
  await fill('Postal code', '411001');
}

beforeAll(() => {
  configure({ appHosts: ['app.example.org'], mediaBaseUrl: '/media' });
});
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the donation page', () => {
  it('names the first failing rule in the banner, marks every field, focuses it, sends nothing', async () => {
    const calls = await openPage(indiaForm);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Donate to Night school lamps' }),
    ).toBeInTheDocument();
    await pay('Donate');

    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(M.amountRequired);
    expect(field('Other amount')).toHaveAccessibleDescription(
      expect.stringContaining(M.amountRequired),
    );
    expect(field('Other amount')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full name')).toHaveAccessibleDescription(M.nameRequired);
    expect(field(/^Email/)).toHaveAccessibleDescription(expect.stringContaining(M.emailRequired));
    expect(field('Address line 1')).toHaveAccessibleDescription(M.addressRequired);
    expect(field('City')).toHaveAccessibleDescription(M.addressRequired);
    expect(field('Postal code')).toHaveAccessibleDescription(M.postalCodeRequired);
    expect(field('Other amount')).toHaveFocus();
    expect(posts(calls)).toHaveLength(0);

    // A mark follows its field's rules as it is edited, and goes once the field passes.
    await fill('Other amount', '50');
    expect(field('Other amount')).toHaveAccessibleDescription(
      expect.stringContaining(M.amountTooSmall('₹100')),
    );
    await fill('Other amount', '150.50');
    expect(field('Other amount')).toHaveAccessibleDescription(
      expect.stringContaining(M.amountWholeRupees),
    );
    await fill('Full name', 'Asha Rao');
    expect(field('Full name')).not.toHaveAccessibleDescription(M.nameRequired);
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['Other amount', '20000000', M.amountTooLarge('₹10,00,000')],
    ['Full name', 'R2D2', M.nameRequired],
    [/^Email/, 'asha@', M.emailInvalid],
    [/^Phone/, '12', M.phoneInvalid],
    [/^PAN/, 'ABC', M.panInvalid],
  ])('marks %s with its rule’s message', async (name, typed, message) => {
    await openPage(indiaForm);
    await fill(name, typed);
    await pay();
    expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('sums up the gift: the fees, what the organization receives, covering the fees', async () => {
    await openPage(usaForm);
    const noAmount = screen.getByText(/^Choose an amount/);
    expect(noAmount).toBeVisible();

    const fifty = screen.getByRole('button', { name: '$50' });
    await userEvent.click(fifty);
    expect(fifty).toHaveAttribute('aria-pressed', 'true');
    expect(field('Other amount')).toHaveValue('50');
    expect(screen.getByRole('button', { name: '$25' })).toHaveAttribute('aria-pressed', 'false');
    expect(summary()).toHaveTextContent('Your gift$50');
    expect(summary()).toHaveTextContent('How oftenOnce');
    expect(summary()).toHaveTextContent('You pay$50');
    expect(noAmount).not.toBeVisible();
    expect(screen.getByText('Fees you cover')).not.toBeVisible();
    // 5% for the platform ($2.50), 2.9% + $0.30 for the card ($1.75).
    expect(summary()).toHaveTextContent('Fees$4.25');
    expect(summary()).toHaveTextContent('Hope Works receives$45.75');

    const cover = screen.getByRole('checkbox', { name: 'Cover the fees' });
    expect(cover).not.toBeChecked();
    expect(screen.getByText(/^Adds \$1\.75/)).toBeInTheDocument();
    await userEvent.click(cover);
    expect(screen.getByText('Fees you cover')).toBeVisible();
    expect(summary()).toHaveTextContent('Fees you cover$1.75');
    expect(summary()).toHaveTextContent('You pay$51.75');
    expect(summary()).toHaveTextContent('Hope Works receives$47.50');

    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(summary()).toHaveTextContent('How oftenEvery month');
    expect(screen.getByRole('button', { name: 'Donate $51.75 a month' })).toBeInTheDocument();

    // An amount the rules refuse has no figures.
    await fill('Other amount', '0.5');
    expect(noAmount).toBeVisible();
    expect(screen.getByText('Your gift')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Donate' })).toBeInTheDocument();
  });

  it('asks in India for citizenship, PAN and the address, and says what 80G allows', async () => {
    await openPage(indiaForm);
    expect(screen.getByRole('checkbox', { name: 'I am an Indian citizen' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Passport number' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Nationality/ })).toBeNull();
    expect(field('Address line 1')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('IN');
    expect(screen.queryByRole('checkbox', { name: /UK taxpayer/ })).toBeNull();
    expect(summary()).toHaveTextContent(M.noPanNo80G);

    await fill('PAN (optional)', 'abcde1234f');
    expect(field('PAN (optional)')).toHaveValue('ABCDE1234F');
    expect(summary()).toHaveTextContent('This gift can be claimed under section 80G.');

    await userEvent.click(screen.getByRole('checkbox', { name: 'I am an Indian citizen' }));
    expect(field('Passport number')).toBeInTheDocument();
    const nationality = screen.getByRole('combobox', { name: /^Nationality/ });
    expect(nationality).toHaveValue('');
    await pay();
    expect(field('Passport number')).toHaveAccessibleDescription(M.passportRequired);
    expect(nationality).toHaveAccessibleDescription(M.nationalityRequired);
    await userEvent.selectOptions(nationality, 'United Kingdom');
    expect(nationality).not.toHaveAccessibleDescription(M.nationalityRequired);
  });

  it('refuses a foreign citizen where the organization has no FCRA registration', async () => {
    await openPage({ ...indiaForm, accepts_foreign_citizens: false, has_tax_exemption: false });
    expect(summary()).toHaveTextContent('Gifts to Seva Trust cannot be claimed under section 80G.');
    const citizen = screen.getByRole('checkbox', { name: 'I am an Indian citizen' });
    await userEvent.click(citizen);
    await pay();
    expect(citizen).toHaveAccessibleDescription(M.indianCitizensOnly);
    expect(citizen).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks no address in the USA, and in the UK only with Gift Aid', async () => {
    await openPage(usaForm);
    expect(screen.queryByRole('checkbox', { name: 'I am an Indian citizen' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'PAN (optional)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Address line 1' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /UK taxpayer/ })).toBeNull();
    expect(summary()).not.toHaveTextContent('80G');
  });

  it('offers UK donors Gift Aid with HMRC’s declaration, which needs their address', async () => {
    await openPage(ukForm);
    expect(screen.queryByRole('textbox', { name: 'Address line 1' })).toBeNull();
    const giftAid = screen.getByRole('checkbox', {
      name: 'I am a UK taxpayer and I want River Care to claim Gift Aid on this gift.',
    });
    expect(giftAid).toHaveAccessibleDescription(
      expect.stringContaining('it is my responsibility to pay any difference'),
    );
    await userEvent.click(giftAid);
    expect(field('Address line 1')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('GB');

    await userEvent.click(screen.getByRole('button', { name: '£25' }));
    await fill('Full name', 'Ann Lee');
    await fill(/^Email/, 'ann@example.org');
    await pay();
    expect(field('Address line 1')).toHaveAccessibleDescription(M.addressRequired);
    expect(field('Postal code')).toHaveAccessibleDescription(M.postalCodeRequired);
    expect(field('Address line 1')).toHaveFocus();
  });

  it('asks the name of the person a gift is dedicated to, and counts the message', async () => {
    await openPage(usaForm);
    expect(screen.queryByRole('textbox', { name: 'Name of the person' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'In honour of' }));
    await pay();
    expect(field('Name of the person')).toHaveAccessibleDescription(M.dedicationNameRequired);
    await userEvent.click(screen.getByRole('radio', { name: 'None' }));
    expect(screen.queryByRole('textbox', { name: 'Name of the person' })).toBeNull();

    await fill('Message for the wall', 'Thank you');
    expect(screen.getByText('Optional. 9 of 280 characters')).toBeInTheDocument();
    await fill('Message for the wall', 'x'.repeat(281));
    await pay();
    expect(field('Message for the wall')).toHaveAccessibleDescription(
      expect.stringContaining(M.messageTooLong),
    );
  });

  it('sends the gift as the API takes it, with the token, and goes to the provider’s checkout', async () => {
    const assign = stubAssign();
    setToken('token-of-asha');
    const calls = await openPage(indiaForm, { answers: { 'POST /api/donations': started } });
    await userEvent.click(screen.getByRole('button', { name: '₹1,000' }));
    await fillIndianDonor();
    await fill('PAN (optional)', 'ABCDE1234F');
    await userEvent.click(screen.getByRole('radio', { name: 'In memory of' }));
    await fill('Name of the person', 'Kamala Rao');
    await fill('Message for the wall', 'For the night school.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show my name publicly' }));
    await pay('Donate ₹1,000');

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    const [post] = posts(calls);
    expect(post?.path).toBe('/api/donations');
    expect(post?.authorization).toBe('Bearer token-of-asha');
    expect(post?.body).toEqual({
      campaign_slug: 'night-school',
      amount: 1000,
      currency: 'INR',
      frequency: 'one_time',
      donor_name: 'Asha Rao',
      donor_email: 'asha@example.org',
      is_indian_citizen: true,
      donor_pan: 'ABCDE1234F',
      donor_address: {
        line_1: '12 MG Road',
        city: 'Pune',
        postal_code: '411001',
        country_code: 'IN',
      },
      show_name: false,
      dedication: { kind: 'memory', name: 'Kamala Rao' },
      message: 'For the night school.',
      cover_fees: false,
      locale: 'en',
    });
  });

  it('shows that it is busy and sends the gift once, however often it is pressed', async () => {
    stubAssign();
    let answer = () => {};
    const until = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const calls = await openPage(usaForm, {
      answers: { 'POST /api/donations': { ...started, until } },
    });
    await userEvent.click(screen.getByRole('button', { name: '$25' }));
    await fill('Full name', 'Ann Lee');
    await fill(/^Email/, 'ann@example.org');
    const button = screen.getByRole('button', { name: 'Donate $25' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    button.closest('form')?.requestSubmit();
    answer();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
  });

  it('marks the fields the server refused, by their names in the request', async () => {
    await openPage(indiaForm, {
      answers: {
        'POST /api/donations': {
          status: 400,
          body: {
            status: false,
            message: M.postalCodeRequired,
            errors: [{ field: 'donor_address.postal_code', message: M.postalCodeRequired }],
          },
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: '₹500' }));
    await fillIndianDonor();
    await pay('Donate ₹500');
    await waitFor(() =>
      expect(field('Postal code')).toHaveAccessibleDescription(M.postalCodeRequired),
    );
    expect(field('Postal code')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Donate ₹500' })).toBeEnabled();
    // The server's mark stays until its own field changes.
    await fill('City', 'Mumbai');
    expect(field('Postal code')).toHaveAccessibleDescription(M.postalCodeRequired);
    await fill('Postal code', '400001');
    expect(field('Postal code')).not.toHaveAccessibleDescription(M.postalCodeRequired);
  });

  it('says why when the server refuses the gift (409), and stays', async () => {
    const assign = stubAssign();
    await openPage(usaForm, {
      answers: {
        'POST /api/donations': { status: 409, body: { status: false, message: M.cannotTakeGifts } },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: '$25' }));
    await fill('Full name', 'Ann Lee');
    await fill(/^Email/, 'ann@example.org');
    await pay('Donate $25');
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').filter((alert) => alert.textContent === M.cannotTakeGifts),
      ).toHaveLength(2),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    [
      'too many checkouts (429), with its wait',
      { status: 429, body: { status: false, message: M.checkoutsPerEmail } },
      M.checkoutsPerEmail,
    ],
    [
      'an unknown campaign (404)',
      { status: 404, body: { status: false, message: 'Campaign not found.' } },
      'Campaign not found.',
    ],
  ])('shows %s in the banner', async (_name, answer: Answer, message) => {
    await openPage(usaForm, { answers: { 'POST /api/donations': answer } });
    await userEvent.click(screen.getByRole('button', { name: '$25' }));
    await fill('Full name', 'Ann Lee');
    await fill(/^Email/, 'ann@example.org');
    await pay('Donate $25');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('button', { name: 'Donate $25' })).toBeEnabled();
  });

  it('says so when the server cannot be reached', async () => {
    await openPage(usaForm);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await userEvent.click(screen.getByRole('button', { name: '$25' }));
    await fill('Full name', 'Ann Lee');
    await fill(/^Email/, 'ann@example.org');
    await pay('Donate $25');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'We could not reach the server. Please check your connection and try again.',
      ),
    );
  });

  it('keeps what was typed for the tab, in the form’s draft', async () => {
    await openPage(usaForm);
    await fill('Full name', 'Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: '$100' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    const kept = JSON.parse(sessionStorage.getItem('donationDraft:organization:hope-works') ?? '');
    expect(kept).toMatchObject({ donor_name: 'Ann Lee', amount: '100', frequency: 'monthly' });
  });

  it('brings the draft back after a reload or the provider’s Cancel', async () => {
    sessionStorage.setItem(
      'donationDraft:campaign:night-school',
      JSON.stringify({
        donor_name: 'Asha Rao',
        amount: '2500',
        frequency: 'weekly',
        is_indian_citizen: false,
        donor_nationality: 'GB',
        dedication_kind: 'honour',
        dedication_name: 'Amma',
        cover_fees: true,
      }),
    );
    await openPage(indiaForm, { query: '?cancelled=1' });
    expect(screen.getByText('Your payment was cancelled. Nothing was charged.')).toBeVisible();
    expect(field('Full name')).toHaveValue('Asha Rao');
    expect(screen.getByRole('button', { name: '₹2,500' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: 'One time' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Nationality/ })).toHaveValue('GB');
    expect(field('Name of the person')).toHaveValue('Amma');
    expect(screen.getByRole('checkbox', { name: 'Cover the fees' })).toBeChecked();
    expect(summary()).toHaveTextContent('You pay₹2,550');
  });

  it('speaks Hindi, its marks too, and asks for the receipt in Hindi', async () => {
    const assign = stubAssign();
    const calls = await openPage(usaForm, {
      language: 'hi',
      answers: { 'POST /api/donations': started },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hope Works को दान करें' }),
    ).toBeInTheDocument();
    await pay('दान करें');
    expect(field('पूरा नाम')).toHaveAccessibleDescription('कृपया अपना नाम दर्ज करें।');

    await userEvent.click(screen.getByRole('button', { name: '$25' }));
    await fill('पूरा नाम', 'Ann Lee');
    await fill(/^ईमेल/, 'ann@example.org');
    await pay('$25 दान करें');
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(posts(calls)[0]?.body).toMatchObject({ locale: 'hi' });
  });

  it('shows no form when no gift can be made now', async () => {
    await openPage({ ...indiaForm, refusal: M.campaignEnded });
    expect(screen.getByText(M.campaignEnded)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Full name' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the page' })).toHaveAttribute(
      'href',
      '/campaign/night-school',
    );
    expect(startDonationForm(document)).toBe(false);
  });

  it('keeps the language chosen in the header for the server, and asks for the page in it', async () => {
    await openPage(usaForm);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    startLanguageSelect(document);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    expect(document.cookie).toContain('language=hi');
    expect(localStorage.getItem('language')).toBe('hi');
    expect(reload).toHaveBeenCalled();
  });
});
