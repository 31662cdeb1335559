import type { MyOrganization } from '@givecrowd/shared/account/account-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { OrganizationsPage } from './organizations-page';
import { ProfilePage } from './profile-page';

const draft: MyOrganization = {
  _id: 'a1',
  slug: 'clean-water-trust',
  organization_name: 'Clean Water Trust',
  status: 'draft',
  progress_page: 1,
  organization_logo: null,
  updated_at: '2030-01-01T00:00:00.000Z',
};
const user = {
  id: 'u1',
  email: 'ada@example.org',
  name: 'Ada Lovelace',
  phone: null,
  email_verified: true,
  show_walkthrough: false,
  created_at: '2030-01-01T00:00:00.000Z',
};

const routes = [
  { path: '/organizations', Component: OrganizationsPage },
  { path: '/profile', Component: ProfilePage },
];

describe('account pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists organizations with "continue onboarding" for drafts', async () => {
    setToken('token');
    serveApi({
      'GET /api/organizations/mine': {
        status: 200,
        body: {
          status: true,
          data: [
            draft,
            {
              ...draft,
              _id: 'a2',
              slug: 'done',
              organization_name: 'Done Org',
              status: 'approved',
            },
          ],
        },
      },
    });
    renderRoutes(routes, '/organizations');
    const link = await screen.findByRole('link', { name: 'Continue onboarding Clean Water Trust' });
    expect(link).toHaveAttribute('href', '/organization/partner-onboarding?slug=clean-water-trust');
    expect(screen.getByText('Continue at step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View organization' })).toHaveAttribute(
      'href',
      '/organization/done',
    );
  });

  it('says so when there are no organizations, and offers to create one', async () => {
    serveApi({ 'GET /api/organizations/mine': { status: 200, body: { status: true, data: [] } } });
    renderRoutes(routes, '/organizations');
    expect(await screen.findByText('You have no organizations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create organization' })).toHaveAttribute(
      'href',
      '/organization/create',
    );
  });

  it('saves name and phone, checked with the shared phone rule', async () => {
    setToken('token');
    const calls = serveApi({
      'POST /api/auth/get-details': {
        status: 200,
        body: { status: true, token: 'fresh', data: { user } },
      },
      'POST /api/auth/profile': {
        status: 200,
        body: { status: true, data: { user: { ...user, phone: '+919876543210' } } },
      },
    });
    renderRoutes(routes, '/profile');
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    await userEvent.type(phone, '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please enter valid phone number.')).toBeInTheDocument();

    await userEvent.clear(phone);
    await userEvent.type(phone, '+919876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/auth/profile')?.body).toEqual({
      name: 'Ada Lovelace',
      phone: '+919876543210',
    });
    expect(screen.getByLabelText(/^Current password/)).toBeInTheDocument();
  });
});
