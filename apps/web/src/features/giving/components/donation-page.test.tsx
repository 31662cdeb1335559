import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import { GIVING_MESSAGES as M } from '@givecrowd/shared/giving/giving-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GiftTarget } from '@/lib/giving-paths';
import { changeLanguage } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { COUNTRIES, indiaForm, ukForm, usaForm } from '../donation-form.fixture';
import { DonationPage } from './donation-page';

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

/** The browser's navigation away, recorded instead of made. */
function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

const formPath = (target: GiftTarget) =>
  target.kind === 'campaign' ? `/campaign/${target.slug}/donate` : `/donate`;

function openForm(
  form: DonationForm,
  { answers = {}, query = '' }: { answers?: Record<string, Answer>; query?: string } = {},
) {
  const target: GiftTarget = form.campaign
    ? { kind: 'campaign', slug: form.campaign.slug }
    : { kind: 'organization', slug: form.organization.slug };
  const formQuery = form.campaign
    ? `campaign_slug=${form.campaign.slug}`
    : `organization_slug=${form.organization.slug}`;
  const calls = serveApi({
    [`GET /api/donations/form?${formQuery}`]: { status: 200, body: { status: true, data: form } },
    'GET /api/countries': { status: 200, body: { status: true, data: COUNTRIES } },
    ...answers,
  });
  const element = <DonationPage target={target} notFound={<p>Not found</p>} />;
  renderRoutes([{ path: formPath(target), element }], `${formPath(target)}${query}`);
  return calls;
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

/** Types `text` into a field in one paste: no key-by-key typing. */
async function fill(name: string | RegExp, text: string) {
  await userEvent.click(field(name));
  await userEvent.paste(text);
}

const pay = (name: string | RegExp = /^Donate/) =>
  userEvent.click(screen.getByRole('button', { name }));

const summary = () => screen.getByRole('region', { name: 'Summary' });

/** What India's form needs beyond the amount: the donor and their address. */
async function fillIndianDonor() {
  await fill('Full name', 'Asha Rao');
  await fill(/^Email/, 'asha@example.org');
  await fill('Address line 1', '12 MG Road');
  await fill('City', 'Pune');
  await fill('Postal code', '411001');
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the donation form', () => {
  it('names the first failing rule in the banner, marks every field and sends nothing', async () => {
    const calls = openForm(indiaForm);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Donate to Night school lamps' }),
    ).toBeInTheDocument();
    await pay('Donate');

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(M.amountRequired);
    expect(field('Other amount')).toHaveAccessibleDescription(
      expect.stringContaining(M.amountRequired),
    );
    expect(field('Full name')).toHaveAccessibleDescription(M.nameRequired);
    expect(field(/^Email/)).toHaveAccessibleDescription(expect.stringContaining(M.emailRequired));
    expect(field('Address line 1')).toHaveAccessibleDescription(M.addressRequired);
    expect(field('City')).toHaveAccessibleDescription(M.addressRequired);
    expect(field('Postal code')).toHaveAccessibleDescription(M.postalCodeRequired);
    await waitFor(() => expect(field('Other amount')).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // A mark goes once its field passes; the amount's smallest gift follows the currency.
    await fill('Other amount', '50');
    expect(field('Other amount')).toHaveAccessibleDescription(
      expect.stringContaining(M.amountTooSmall('₹100')),
    );
    await fill('Full name', 'Asha Rao');
    expect(field('Full name')).not.toHaveAccessibleDescription(M.nameRequired);
  });

  it('sums up the gift: the fees, what the organization receives, covering the fees', async () => {
    openForm(usaForm);
    await screen.findByRole('heading', { level: 1, name: 'Donate to Hope Works' });
    expect(summary()).toHaveTextContent('Choose an amount');

    const fifty = screen.getByRole('button', { name: '$50' });
    await userEvent.click(fifty);
    expect(fifty).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '$25' })).toHaveAttribute('aria-pressed', 'false');
    expect(summary()).toHaveTextContent('Your gift$50');
    expect(summary()).toHaveTextContent('How oftenOnce');
    expect(summary()).toHaveTextContent('You pay$50');
    // 5% for the platform ($2.50), 2.9% + $0.30 for the card ($1.75).
    expect(summary()).toHaveTextContent('Fees$4.25');
    expect(summary()).toHaveTextContent('Hope Works receives$45.75');

    const cover = screen.getByRole('checkbox', { name: 'Cover the fees' });
    expect(cover).not.toBeChecked();
    expect(cover).toHaveAccessibleDescription(expect.stringContaining('Adds $1.75'));
    await userEvent.click(cover);
    expect(summary()).toHaveTextContent('Fees you cover$1.75');
    expect(summary()).toHaveTextContent('You pay$51.75');
    expect(summary()).toHaveTextContent('Hope Works receives$47.50');

    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(summary()).toHaveTextContent('How oftenEvery month');
    expect(screen.getByRole('button', { name: 'Donate $51.75 a month' })).toBeInTheDocument();
  });

  it('asks in India for citizenship, PAN and the address, and says what 80G allows', async () => {
    openForm(indiaForm);
    await screen.findByRole('heading', { level: 1, name: 'Donate to Night school lamps' });
    expect(screen.getByRole('checkbox', { name: 'I am an Indian citizen' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Passport number' })).toBeNull();
    expect(field('Address line 1')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /UK taxpayer/ })).toBeNull();
    expect(summary()).toHaveTextContent(M.noPanNo80G);

    await fill('PAN (optional)', 'abcde1234f');
    expect(field('PAN (optional)')).toHaveValue('ABCDE1234F');
    expect(summary()).toHaveTextContent('This gift can be claimed under section 80G.');

    await userEvent.click(screen.getByRole('checkbox', { name: 'I am an Indian citizen' }));
    expect(field('Passport number')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Nationality/ })).toBeInTheDocument();
  });

  it('asks no address in the USA, and in the UK only with Gift Aid', async () => {
    openForm(usaForm);
    await screen.findByRole('heading', { level: 1, name: 'Donate to Hope Works' });
    expect(screen.queryByRole('checkbox', { name: 'I am an Indian citizen' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'PAN (optional)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Address line 1' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /UK taxpayer/ })).toBeNull();
    expect(summary()).not.toHaveTextContent('80G');
  });

  it('offers UK donors Gift Aid with HMRC’s declaration, which needs their address', async () => {
    openForm(ukForm);
    await screen.findByRole('heading', { level: 1, name: 'Donate to River Care' });
    expect(screen.queryByRole('textbox', { name: 'Address line 1' })).toBeNull();
    const giftAid = screen.getByRole('checkbox', {
      name: 'I am a UK taxpayer and I want River Care to claim Gift Aid on this gift.',
    });
    expect(giftAid).toHaveAccessibleDescription(
      expect.stringContaining('it is my responsibility to pay any difference'),
    );
    await userEvent.click(giftAid);
    expect(field('Address line 1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '£25' }));
    await fill('Full name', 'Ann Lee');
    await fill(/^Email/, 'ann@example.org');
    await pay();
    expect(field('Address line 1')).toHaveAccessibleDescription(M.addressRequired);
    expect(field('Postal code')).toHaveAccessibleDescription(M.postalCodeRequired);
  });

  it('sends the gift as the API takes it and goes to the provider’s checkout', async () => {
    const assign = stubAssign();
    const calls = openForm(indiaForm, { answers: { 'POST /api/donations': started } });
    await screen.findByRole('heading', { level: 1, name: 'Donate to Night school lamps' });
    await userEvent.click(screen.getByRole('button', { name: '₹1,000' }));
    await fillIndianDonor();
    await fill('PAN (optional)', 'ABCDE1234F');
    await userEvent.click(screen.getByRole('radio', { name: 'In memory of' }));
    await fill('Name of the person', 'Kamala Rao');
    await fill('Message for the wall', 'For the night school.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show my name publicly' }));
    await pay('Donate ₹1,000');

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/donations');
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

  it('marks the fields the server refused, by their names in the request', async () => {
    openForm(indiaForm, {
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
    await screen.findByRole('heading', { level: 1, name: 'Donate to Night school lamps' });
    await userEvent.click(screen.getByRole('button', { name: '₹500' }));
    await fillIndianDonor();
    await pay('Donate ₹500');
    await waitFor(() =>
      expect(field('Postal code')).toHaveAccessibleDescription(M.postalCodeRequired),
    );
    expect(field('Postal code')).toHaveFocus();
  });

  it('says why when the server refuses the gift (409), and stays', async () => {
    const assign = stubAssign();
    openForm(usaForm, {
      answers: {
        'POST /api/donations': {
          status: 409,
          body: { status: false, message: M.cannotTakeGifts },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Donate to Hope Works' });
    await userEvent.click(screen.getByRole('button', { name: '$25' }));
    await fill('Full name', 'Ann Lee');
    await fill(/^Email/, 'ann@example.org');
    await pay('Donate $25');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.filter((alert) => alert.textContent === M.cannotTakeGifts)).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows no form when no gift can be made now', async () => {
    openForm({ ...indiaForm, refusal: M.campaignEnded });
    expect(await screen.findByText(M.campaignEnded)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Full name' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the page' })).toHaveAttribute(
      'href',
      '/campaign/night-school',
    );
  });

  it('keeps what was typed for the tab', async () => {
    openForm(usaForm);
    await screen.findByRole('heading', { level: 1, name: 'Donate to Hope Works' });
    await fill('Full name', 'Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: '$100' }));
    const kept = JSON.parse(sessionStorage.getItem('donationDraft:organization:hope-works') ?? '');
    expect(kept).toMatchObject({ donor_name: 'Ann Lee', amount: '100' });
  });

  it('brings the draft back on its return from the provider', async () => {
    sessionStorage.setItem(
      'donationDraft:organization:hope-works',
      JSON.stringify({ donor_name: 'Ann Lee', amount: '100', frequency: 'weekly' }),
    );
    openForm(usaForm, { query: '?cancelled=1' });
    expect(
      await screen.findByText('Your payment was cancelled. Nothing was charged.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Full name')).toHaveValue('Ann Lee'));
    expect(screen.getByRole('button', { name: '$100' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(summary()).getByText('Once')).toBeInTheDocument();
  });

  it('shows the not-found page when no public campaign has the slug', async () => {
    serveApi({
      'GET /api/donations/form?campaign_slug=gone': {
        status: 404,
        body: { status: false, message: 'Campaign not found.' },
      },
    });
    renderRoutes(
      [
        {
          path: '/campaign/gone/donate',
          element: (
            <DonationPage target={{ kind: 'campaign', slug: 'gone' }} notFound={<p>Not found</p>} />
          ),
        },
      ],
      '/campaign/gone/donate',
    );
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });

  it('speaks Hindi, its marks too, and asks for the receipt in Hindi', async () => {
    await changeLanguage('hi');
    try {
      const assign = stubAssign();
      const calls = openForm(usaForm, { answers: { 'POST /api/donations': started } });
      await screen.findByRole('heading', { level: 1, name: 'Hope Works को दान करें' });
      await pay('दान करें');
      expect(field('पूरा नाम')).toHaveAccessibleDescription('कृपया अपना नाम दर्ज करें।');

      await userEvent.click(screen.getByRole('button', { name: '$25' }));
      await fill('पूरा नाम', 'Ann Lee');
      await fill(/^ईमेल/, 'ann@example.org');
      await pay('$25 दान करें');
      await waitFor(() => expect(assign).toHaveBeenCalled());
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ locale: 'hi' });
    } finally {
      await changeLanguage('en');
    }
  });
});
