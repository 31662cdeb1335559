import type { HostOrganization } from '@givecrowd/shared/organization/domain-api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { LogoLink } from './logo-link';

const organization: HostOrganization = {
  _id: 'org-1',
  slug: 'asha-kiran',
  organization_name: 'Asha Kiran',
  organization_logo: 'organization-logos/asha.png',
};

const renderLogo = (host: HostOrganization | null) =>
  renderRoutes([{ path: '/', element: <LogoLink organization={host} /> }]);

describe('LogoLink', () => {
  it("shows an organization's logo from its media key", () => {
    renderLogo(organization);
    const link = screen.getByRole('link', { name: 'Asha Kiran home' });
    expect(link.querySelector('img')).toHaveAttribute('src', '/media/organization-logos/asha.png');
  });

  it("shows the organization's name when it has no logo", () => {
    renderLogo({ ...organization, organization_logo: null });
    expect(screen.getByRole('link', { name: 'Asha Kiran home' })).toHaveTextContent('Asha Kiran');
  });
});
