import { REGISTRATION_MESSAGES } from '@givecrowd/shared/organization/messages';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { emptyWebsiteForm } from '@givecrowd/shared/organization/website-form';
import { WEBSITE_MESSAGES as W } from '@givecrowd/shared/organization/website-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noPaymentState } from '@/api/get-draft.fixture';
import { CreateOrganizationPage } from '@/features/onboarding/components/onboarding-pages';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';

const SLUG = 'asha-kiran-trust';
const filledWebsite = {
  ...emptyWebsiteForm,
  organization_story: '<p>We teach 300 children to read.</p>',
  about_us_description: '<p>Founded in 2009 in Pune.</p>',
  homepage_header_title: 'Every child reads by ten',
};
const draft = (website: Partial<typeof filledWebsite>, extra: object = {}) => ({
  ...validIndiaNgo,
  ...filledWebsite,
  ...website,
  slug: SLUG,
  status: 'draft',
  progress_page: 1,
  version: 4,
  subdomain: null,
  site_url: null,
  site_preview_url: null,
  organization_domain_status: 'none',
  organization_domain_record: null,
  ...noPaymentState,
  ...extra,
});

function openStep(website: Partial<typeof filledWebsite>, answers: Record<string, Answer> = {}) {
  setToken('a-token');
  localStorage.setItem('organizationSlug', SLUG);
  localStorage.setItem('progressPage', '1');
  const calls = serveApi({
    'GET /api/countries': { status: 200, body: { status: true, data: [] } },
    'GET /api/categories': { status: 200, body: { status: true, data: [] } },
    'GET /api/geo': { status: 200, body: { status: true, data: { country_code: null } } },
    [`GET /api/organization/create/${SLUG}`]: {
      status: 200,
      body: { status: true, data: { organization: draft(website) } },
    },
    ...answers,
  });
  renderRoutes(
    [{ path: '/organization/create', Component: CreateOrganizationPage }],
    '/organization/create',
  );
  return calls;
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('step 1, Create website', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('names the first failing rule in the banner and sends nothing', async () => {
    const calls = openStep({ organization_story: '', homepage_header_title: 'Short' });
    expect(await screen.findByRole('heading', { name: 'Your website' })).toBeVisible();
    await next();
    expect(await screen.findByRole('alert')).toHaveTextContent(W.storyRequired);
    expect(calls.some((call) => call.path.includes('/page/2'))).toBe(false);
  });

  it('shows the header title length rule while typing, and the video preview once the link is one', async () => {
    openStep({});
    const title = await screen.findByRole('textbox', { name: /Home page header title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Short');
    expect(
      await screen.findByText(/Tell Us About Organization within 55 characters limit\./),
    ).toBeVisible();
    expect(screen.getByText('5 of 55 characters')).toBeVisible();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show a video on my home page' }));
    const link = screen.getByRole('textbox', { name: /Video link/ });
    await userEvent.click(link);
    await userEvent.paste('https://example.org/clip');
    expect(await screen.findByText(W.videoInvalid)).toBeVisible();
    await userEvent.clear(link);
    await userEvent.paste('https://vimeo.com/76979871');
    expect(screen.queryByText(W.videoInvalid)).not.toBeInTheDocument();
    expect(screen.getByTitle('Video preview')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
  });

  it("hints the spec's suggested size under the logo and the header image", async () => {
    openStep({});
    expect(await screen.findByRole('group', { name: 'Logo' })).toHaveAccessibleDescription(
      'Suggested size: 250 × 100 pixels',
    );
    expect(
      screen.getByRole('group', { name: 'Home page header image' }),
    ).toHaveAccessibleDescription('Suggested size: 250 × 100 pixels');
  });

  it('completes a testimonial link typed without https:// and takes it', async () => {
    openStep({
      show_section: true,
      organization_testimonial: {
        text: '',
        to_display: true,
        list: [{ name: 'Meera', text: 'They came every week.', link: '' }],
      },
    });
    const link = await screen.findByRole('textbox', { name: 'Link' });
    await userEvent.click(link);
    await userEvent.paste('www.facebook.com/meera');
    await userEvent.tab();
    expect(link).toHaveValue('https://www.facebook.com/meera');
    expect(screen.queryByText(REGISTRATION_MESSAGES.agreementLinkInvalid)).not.toBeInTheDocument();
  });

  it("saves page 2 with the step's fields, the slug and the version, and says when the subdomain failed", async () => {
    const calls = openStep(
      {},
      {
        'POST /api/organization/create/page/2': {
          status: 200,
          body: {
            status: true,
            data: {
              slug: SLUG,
              progress_page: 2,
              organization: draft({}, { progress_page: 2, version: 5, second_page_terms: true }),
              subdomain_error: W.subdomainFailed,
            },
          },
        },
      },
    );
    await screen.findByRole('heading', { name: 'Your website' });
    await next();
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_MESSAGES.termsRequired);
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await next();
    expect(await screen.findByRole('heading', { name: 'Accounts and payment' })).toBeVisible();
    expect(await screen.findByText(W.subdomainFailed)).toBeVisible();
    const save = calls.find((call) => call.path === '/api/organization/create/page/2');
    expect(save?.body).toMatchObject({
      slug: SLUG,
      version: 4,
      homepage_header_title: 'Every child reads by ten',
      second_page_terms: true,
    });
    expect(save?.body).not.toHaveProperty('organization_name');
  });

  it('shows the TXT record of a saved own domain and checks it', async () => {
    setToken('a-token');
    const record = {
      name: '_givecrowd-verification.asha.org',
      value: 'givecrowd-site-verification=abc',
    };
    const calls = openStep(
      { is_organization_domain: true, organization_domain: 'asha.org' } as Partial<
        typeof filledWebsite
      >,
      {
        [`GET /api/organization/create/${SLUG}`]: {
          status: 200,
          body: {
            status: true,
            data: {
              organization: draft(
                { is_organization_domain: true, organization_domain: 'asha.org' } as Partial<
                  typeof filledWebsite
                >,
                { organization_domain_status: 'pending', organization_domain_record: record },
              ),
            },
          },
        },
        'POST /api/organization/own-domain/check': {
          status: 200,
          body: {
            status: true,
            data: {
              status: 'pending',
              domain: 'asha.org',
              record,
              message: 'We could not find the TXT record yet.',
            },
          },
        },
      },
    );
    expect(await screen.findByText('Pending')).toBeVisible();
    expect(screen.getByText(record.name)).toBeVisible();
    expect(screen.getByText(record.value)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Check DNS' }));
    expect(await screen.findByText('We could not find the TXT record yet.')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/organization/own-domain/check')?.body).toEqual({
      slug: SLUG,
    });
  });
});
