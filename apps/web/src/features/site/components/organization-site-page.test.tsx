// @vitest-environment-options {"url": "http://seva.localhost:3000/"}
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveSite, sevaSite, siteAnswer } from '@/features/site/organization-site.fixture';
import { renderRoutes } from '@/test/render';
import { AboutUsPage } from './about-us-page';
import { OrganizationSitePage } from './organization-site-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const routes = [
  { path: '/', Component: OrganizationSitePage },
  { path: '/about-us', Component: AboutUsPage },
  { path: '/terms', Component: TermsPage },
  { path: '/privacy', Component: PrivacyPage },
];

afterEach(() => vi.unstubAllGlobals());

describe('OrganizationSitePage', () => {
  it('shows the header image and title, causes, figures, story and video', async () => {
    const calls = serveSite();
    renderRoutes(routes);

    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Every child in school, every day',
    });
    expect(title).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/organization/site/seva.localhost');
    expect(document.title).toBe('Seva Trust');
    expect(screen.getByRole('img', { name: 'Seva Trust header image' })).toHaveAttribute(
      'src',
      '/media/home-page-header-image/seva.webp',
    );
    const causes = screen.getByRole('list', { name: 'Causes' });
    expect(
      within(causes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Education', 'Child Welfare']);

    const figures = screen.getByRole('region', { name: 'At a glance' });
    expect(figures).toHaveTextContent('3Campaigns');
    expect(figures).toHaveTextContent('₹86,000Raised');
    expect(figures).toHaveTextContent('55Supporters');

    const story = screen.getByRole('region', { name: 'Our story' });
    expect(within(story).getByText('evening classes').tagName).toBe('STRONG');
    expect(within(story).getByTitle('A day at our school')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it('lists the campaigns, the sections shown and how to get in touch', async () => {
    serveSite();
    renderRoutes(routes);

    const card = (await screen.findByRole('link', { name: 'Night school lamps' })).closest(
      'article',
    );
    if (!card) throw new Error('campaign card not found');
    expect(card).toHaveTextContent('₹25,000 raised of ₹1,00,000');
    expect(card).toHaveTextContent('25% funded');
    expect(card).toHaveTextContent('1 day left');
    expect(within(card).getByRole('link', { name: 'Night school lamps' })).toHaveAttribute(
      'href',
      '/campaign/night-school',
    );

    const quotes = screen.getByRole('region', { name: 'What parents say' });
    expect(quotes).toHaveTextContent('My son reads now.');
    expect(quotes).toHaveTextContent('Meera');
    const partners = screen.getByRole('region', { name: 'Partners' });
    expect(within(partners).getByRole('link', { name: 'Pune Rotary' })).toHaveAttribute(
      'href',
      'https://rotary.example.org',
    );

    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: 'contact@seva.example.org' })).toHaveAttribute(
      'href',
      'mailto:contact@seva.example.org',
    );
    expect(within(contact).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(contact).toHaveTextContent('12 MG RoadPuneIndia');
  });

  it('shows a plain site: no image, figures, story, sections or contact, and says it has no campaigns', async () => {
    serveSite(
      siteAnswer({
        ...sevaSite,
        homepage_header_image: null,
        homepage_header_title: '',
        organization_story: '',
        organization_video: null,
        campaigns: [],
        sections: [],
        stats: null,
        contact: { email: null, phone: null, address: [] },
      }),
    );
    renderRoutes(routes);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seva Trust' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No campaigns yet. Check back soon.')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Seva Trust', 'Our campaigns']);
  });

  it('says so in place when the site cannot be loaded, and tries again', async () => {
    serveSite([
      { status: 503, body: { status: false, message: 'Down for maintenance.' } },
      { status: 503, body: { status: false, message: 'Down for maintenance.' } },
      { status: 503, body: { status: false, message: 'Down for maintenance.' } },
      siteAnswer(sevaSite),
    ]);
    renderRoutes(routes);

    expect(
      await screen.findByRole(
        'heading',
        { name: 'This site could not be loaded' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Every child in school, every day' }),
    ).toBeInTheDocument();
  }, 15_000);
});

describe('the pages of the site', () => {
  it('shows the about-us text under its title', async () => {
    serveSite();
    renderRoutes(routes, '/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(document.title).toBe('About us – Seva Trust');
  });

  it('shows terms naming the organization and the platform, with its email', async () => {
    serveSite();
    renderRoutes(routes, '/terms');
    const page = (await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).closest(
      'article',
    );
    if (!page) throw new Error('terms page not found');
    expect(page).toHaveTextContent('These terms apply when you use the website of Seva Trust.');
    expect(page).toHaveTextContent('The site runs on GiveCrowd');
    expect(within(page).getByRole('link', { name: 'contact@seva.example.org' })).toBeVisible();
  });

  it('says the site has no such page when it does not show it', async () => {
    serveSite();
    renderRoutes(routes, '/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Seva Trust’s site has no such page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('mentions the analytics on the privacy page only when the site has an analytics tag', async () => {
    const pages = { ...sevaSite.pages, privacy_policy: true };
    serveSite(siteAnswer({ ...sevaSite, pages }));
    const view = renderRoutes(routes, '/privacy');
    expect(await screen.findByText(/counts its visits with Google Analytics/)).toBeInTheDocument();
    view.unmount();

    serveSite(siteAnswer({ ...sevaSite, pages, analytics_id: null }));
    renderRoutes(routes, '/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Google Analytics/)).not.toBeInTheDocument();
  });
});
