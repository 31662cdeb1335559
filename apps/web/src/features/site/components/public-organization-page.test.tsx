import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sevaSite, siteAnswer } from '@/features/site/organization-site.fixture';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { PublicOrganizationPage } from './public-organization-page';

const routes = [
  {
    path: '/organization/:slug',
    element: <PublicOrganizationPage notFound={<p>Not found</p>} />,
  },
];

function openPage(slug: string, answer: Answer) {
  const calls = serveApi({ [`GET /api/organization/public/${slug}`]: answer });
  renderRoutes(routes, `/organization/${slug}`);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('PublicOrganizationPage', () => {
  it('shows the organization’s home page by its slug, titled with its name', async () => {
    const calls = openPage('seva-trust', siteAnswer(sevaSite));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Every child in school, every day' }),
    ).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/organization/public/seva-trust');
    expect(document.title).toBe('Seva Trust');
    expect(screen.getByRole('region', { name: 'At a glance' })).toBeInTheDocument();
    const campaigns = screen.getByRole('region', { name: 'Our campaigns' });
    expect(within(campaigns).getByRole('link', { name: 'Night school lamps' })).toHaveAttribute(
      'href',
      '/campaign/night-school',
    );
  });

  it('offers Donate, to its form on the platform, only while it takes gifts', async () => {
    openPage('seva-trust', siteAnswer({ ...sevaSite, accepts_donations: true }));
    await screen.findByRole('heading', { level: 1, name: 'Every child in school, every day' });
    expect(screen.getByRole('link', { name: 'Donate' })).toHaveAttribute(
      'href',
      '/organization/seva-trust/donate',
    );
  });

  it('shows no Donate while it takes no gifts', async () => {
    openPage('seva-trust', siteAnswer(sevaSite));
    await screen.findByRole('heading', { level: 1, name: 'Every child in school, every day' });
    expect(screen.queryByRole('link', { name: 'Donate' })).toBeNull();
  });

  it('leaves out what the organization switched off', async () => {
    openPage('seva-trust', siteAnswer({ ...sevaSite, stats: null, sections: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Every child in school, every day' });
    expect(screen.queryByRole('region', { name: 'At a glance' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'What parents say' })).toBeNull();
  });

  it('shows the not-found page for a slug no public organization has', async () => {
    const calls = openPage('unknown', {
      status: 404,
      body: { status: false, message: 'Organization not found.' },
    });
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('marks a preview, which only its owner and reviewers are answered', async () => {
    openPage('seva-trust', siteAnswer({ ...sevaSite, preview: true }));
    expect(
      await screen.findByRole('note', { name: 'Preview — not public until approved' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Every child in school, every day' }),
    ).toBeInTheDocument();
  });
});
