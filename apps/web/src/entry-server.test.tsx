// @vitest-environment node
import { Writable } from 'node:stream';
import type { RenderedPage, RenderRequest } from '@givecrowd/shared/web/server-rendering';
import { beforeAll, describe, expect, it } from 'vitest';
import { SSR_STATE_ELEMENT_ID } from '@/app/ssr-state';
import { lampsCampaign } from '@/features/campaign/components/campaign.fixture';
import { COUNTRIES, indiaForm, usaForm } from '@/features/giving/donation-form.fixture';
import { sevaSite } from '@/features/site/organization-site.fixture';
import { browserOnlyPaths, configure, render } from './entry-server';

type Answer = { status: number; body: unknown };
const ok = (data: unknown): Answer => ({ status: 200, body: { status: true, data } });
const notFound: Answer = { status: 404, body: { status: false, message: 'Not found.' } };

/** The API as the server answers in-process: by path; anything else is a 404. */
function api(answers: Record<string, Answer>) {
  const asked: string[] = [];
  const fetch = async (path: string) => {
    asked.push(path);
    const { status, body } = answers[path] ?? notFound;
    return new Response(JSON.stringify(body), { status });
  };
  return { fetch, asked };
}

const HOME_ANSWERS = {
  '/api/campaigns/featured?limit=6': ok([
    { ...lampsCampaign, organization_name: 'Seva Trust', percentage: 30, remaining_days: 12 },
  ]),
  '/api/categories': ok([{ name: 'Education', slug: 'education' }]),
};

async function renderAt(
  url: string,
  answers: Record<string, Answer> = {},
  request: Partial<RenderRequest> = {},
) {
  const { fetch, asked } = api(answers);
  const page = await render({
    url,
    origin: 'https://app.example.org',
    hostname: 'app.example.org',
    languageCookie: undefined,
    fetch,
    ...request,
  });
  return { page, asked, html: page.kind === 'page' ? await bodyOf(page) : '' };
}

function bodyOf(page: Extract<RenderedPage, { kind: 'page' }>): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const destination = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    destination.on('error', reject);
    page.pipe(destination);
  });
}

beforeAll(() => {
  configure({ appHosts: ['app.example.org'], mediaBaseUrl: 'https://cdn.example.org/media' });
});

describe('the server entry', () => {
  it('renders the home page with its answers, its head and the state to take it over', async () => {
    const { page, html, asked } = await renderAt('/', HOME_ANSWERS);
    expect(page).toMatchObject({ kind: 'page', status: 200, language: 'en' });
    if (page.kind !== 'page') return;
    expect(asked.sort()).toEqual(Object.keys(HOME_ANSWERS).sort());
    expect(html).toContain('Free crowdfunding for nonprofits and companies');
    expect(html).toContain(lampsCampaign.title);
    expect(html).toContain('Education');
    expect(page.head).toContain(
      '<title>GiveCrowd – Free crowdfunding for nonprofits and companies</title>',
    );
    expect(page.head).toContain('<link rel="canonical" href="https://app.example.org/"/>');
    expect(page.head).toContain(
      '<meta property="og:image" content="https://app.example.org/share-image.png"/>',
    );
    expect(page.head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(page.state).toContain(`id="${SSR_STATE_ELEMENT_ID}"`);
    expect(page.state).toContain(lampsCampaign.slug);
  });

  it("gives a campaign's shared link its title, summary and picture", async () => {
    const { page, html } = await renderAt(`/campaign/${lampsCampaign.slug}`, {
      [`/api/campaigns/${lampsCampaign.slug}`]: ok(lampsCampaign),
    });
    expect(page.status).toBe(200);
    expect(html).toContain(`<h1`);
    expect(html).toContain(lampsCampaign.title);
    expect(page.head).toContain(`<title>${lampsCampaign.title}</title>`);
    expect(page.head).toContain(`<meta name="description" content="${lampsCampaign.summary}"/>`);
    expect(page.head).toContain(
      `<meta property="og:image" content="https://cdn.example.org/media/${lampsCampaign.asset}"/>`,
    );
    expect(page.head).toContain('<meta property="og:type" content="article"/>');
  });

  it('renders the donation form with its answers, titled with whom it gives to', async () => {
    const formCall = '/api/donations/form?campaign_slug=night-school';
    const { page, html, asked } = await renderAt('/campaign/night-school/donate', {
      [formCall]: ok(indiaForm),
      '/api/countries': ok(COUNTRIES),
    });
    // In its own template, with its own script and nothing to hydrate (docs/decisions/012).
    expect(page).toMatchObject({ status: 200, template: 'donate', state: '' });
    expect(asked).toEqual([formCall, '/api/countries']);
    expect(html).toContain('Full name');
    expect(html).toContain('I am an Indian citizen');
    expect(page.head).toContain('<title>Donate to Night school lamps</title>');
    expect(page.head).toContain(
      `<meta property="og:image" content="https://cdn.example.org/media/${indiaForm.campaign?.asset}"/>`,
    );
  });

  it("renders /donate on an organization's host with its own form", async () => {
    const site = { ...sevaSite, slug: 'hope-works', organization_name: 'Hope Works' };
    const { page, html, asked } = await renderAt(
      '/donate',
      {
        '/api/organization/site/seva.localhost': ok(site),
        '/api/donations/form?organization_slug=hope-works': ok(usaForm),
      },
      { hostname: 'seva.localhost', origin: 'http://seva.localhost:3000' },
    );
    expect(page.status).toBe(200);
    expect(asked).toContain('/api/donations/form?organization_slug=hope-works');
    expect(html).toContain('Other amount');
    expect(page.head).toContain('<title>Donate to Hope Works</title>');
  });

  it('sends the thank-you page as the shell, kept from robots', async () => {
    const { page, asked } = await renderAt('/donate/thank-you/don_42?key=secret');
    expect(page).toMatchObject({ kind: 'shell', status: 200 });
    expect(asked).toEqual([]);
    expect(browserOnlyPaths()).toContain('/donate/thank-you/:donationId');
  });

  it.each([
    ['an unknown campaign', '/campaign/no-such-campaign'],
    ["an unknown campaign's donation form", '/campaign/no-such-campaign/donate'],
    ['/donate on the platform', '/donate'],
    ['an unknown organization', '/organization/no-such-organization'],
    ['an unknown path', '/no/such/page'],
    ["a page of organizations' sites on the platform", '/about-us'],
  ])('answers %s with 404 and the not-found page', async (_name, url) => {
    const { page, html } = await renderAt(url);
    expect(page.status).toBe(404);
    expect(html).toContain('Page not found');
    expect(page.head).toContain('<meta name="robots" content="noindex"/>');
    expect(page.head).not.toContain('rel="canonical"');
  });

  it("renders an organization's host with its site, white-labelled", async () => {
    const { page, html } = await renderAt(
      '/',
      { '/api/organization/site/seva.localhost': ok(sevaSite) },
      { hostname: 'seva.localhost', origin: 'http://seva.localhost:3000' },
    );
    expect(page.status).toBe(200);
    expect(html).toContain(sevaSite.homepage_header_title);
    expect(page.head).toContain(`<title>${sevaSite.organization_name}</title>`);
    expect(page.head).toContain(
      `<meta property="og:site_name" content="${sevaSite.organization_name}"/>`,
    );
    expect(page.head).toContain(`data-analytics-id="${sevaSite.analytics_id}"`);
  });

  it('answers a host no organization uses with 404 and only that page', async () => {
    const { page, html } = await renderAt('/discover', {}, { hostname: 'nobody.localhost' });
    expect(page.status).toBe(404);
    expect(html).toContain('Organization not found');
    expect(html).not.toContain('<header');
  });

  it('renders in Hindi for a reader whose cookie says so', async () => {
    const { page, html } = await renderAt('/about', {}, { languageCookie: 'hi' });
    expect(page.language).toBe('hi');
    expect(html).toContain('हमारे बारे में');
    expect(page.head).toContain('<meta property="og:locale" content="hi_IN"/>');
  });

  it('sends the shell for a page rendered in the browser, without asking anything', async () => {
    const { page, asked } = await renderAt('/dashboard');
    expect(page).toMatchObject({ kind: 'shell', status: 200 });
    expect(asked).toEqual([]);
  });

  it('escapes what the answers say, in the head and in the state', async () => {
    const hostile = { ...lampsCampaign, title: '</script><script>alert(1)</script>"' };
    const { page } = await renderAt(`/campaign/${lampsCampaign.slug}`, {
      [`/api/campaigns/${lampsCampaign.slug}`]: ok(hostile),
    });
    if (page.kind !== 'page') throw new Error('the campaign page is rendered');
    expect(page.head).not.toContain('<script>alert');
    expect(page.state).not.toContain('<script>alert');
    expect(page.state.match(/<\/script>/g)).toHaveLength(1);
  });

  it('lists the pages rendered in the browser only, as the router writes them', () => {
    const paths = browserOnlyPaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/dashboard', '/auth/login', '/agreement/sign/:token']),
    );
    expect(paths).not.toContain('/discover');
  });
});
