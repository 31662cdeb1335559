import type { MyOrganization } from '@givecrowd/shared/account/account-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { storeProgress } from '@/lib/wizard-progress';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { CreateOrganizationPage } from './create-organization-page';

const draft = (slug: string, organization_name: string): MyOrganization => ({
  _id: slug,
  slug,
  organization_name,
  status: 'draft',
  progress_page: 1,
  organization_logo: null,
  updated_at: '2030-01-01T00:00:00.000Z',
});
const catalog: Record<string, Answer> = {
  'GET /api/countries': {
    status: 200,
    body: {
      status: true,
      data: [{ code: 'IN', name: 'India', currency: 'INR', calling_code: '91', featured: true }],
    },
  },
  'GET /api/categories': { status: 200, body: { status: true, data: [] } },
  'GET /api/geo': { status: 200, body: { status: true, data: { country_code: null } } },
};
const mine = (organizations: MyOrganization[]): Record<string, Answer> => ({
  'GET /api/organizations/mine': { status: 200, body: { status: true, data: organizations } },
});
const routes = [{ path: '/organization/create', Component: CreateOrganizationPage }];

describe('Create organization', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setToken('a-token');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks a person with drafts to continue one or start a new organization', async () => {
    storeProgress({ slug: 'clean-water-trust', progressPage: 1 });
    const calls = serveApi({
      ...catalog,
      ...mine([
        draft('clean-water-trust', 'Clean Water Trust'),
        draft('asha-kiran', 'Asha Kiran'),
        { ...draft('done', 'Done Org'), status: 'submitted' },
      ]),
    });
    const { router } = renderRoutes(routes, '/organization/create');

    expect(
      await screen.findByText(
        'You have 2 organizations in progress. Continue one of them, or start a new organization.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Continue onboarding Clean Water Trust' }),
    ).toHaveAttribute('href', '/organization/partner-onboarding?slug=clean-water-trust');
    expect(screen.getByRole('link', { name: 'Continue onboarding Asha Kiran' })).toBeVisible();
    expect(screen.queryByText('Done Org')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Start a new organization' }));
    expect(router.state.location.search).toBe('?new=1');
    expect(await screen.findByRole('textbox', { name: /Organization name/ })).toHaveValue('');
    expect(calls.some(({ path }) => path.startsWith('/api/organization/create/'))).toBe(false);
  });

  it('opens the wizard at once for a person without drafts', async () => {
    serveApi({ ...catalog, ...mine([{ ...draft('done', 'Done Org'), status: 'approved' }]) });
    renderRoutes(routes, '/organization/create');
    expect(await screen.findByRole('textbox', { name: /Organization name/ })).toBeVisible();
    expect(
      screen.queryByRole('link', { name: 'Start a new organization' }),
    ).not.toBeInTheDocument();
  });
});
