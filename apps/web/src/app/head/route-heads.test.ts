import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createServerQueryClient } from '@/app/query-client';
import { campaignQueryOptions } from '@/features/campaign/api/get-campaign';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import type { HeadContext } from './page-head';
import { ROUTE_HEADS } from './route-heads';

const contextAt = (
  path: string,
  queryClient: QueryClient = createServerQueryClient(),
): HeadContext => ({
  isOrganizationHost: false,
  queryClient,
  params: { slug: 'lamps' },
  url: new URL(path, 'https://app.example.org'),
  t: i18n.t,
  language: 'en',
  site: null,
});

describe('the heads of public pages', () => {
  it('indexes /discover by what it shows, without the defaults', () => {
    expect(
      ROUTE_HEADS.discover(contextAt('/discover?tab=campaigns&sort=Magic'))?.canonicalPath,
    ).toBe('/discover');
    expect(
      ROUTE_HEADS.discover(
        contextAt('/discover?category=Child%20Welfare&projects=All%20Projects&page=2'),
      )?.canonicalPath,
    ).toBe('/discover?category=Child%20Welfare&page=2');
  });

  it('has nothing for a campaign the server does not know', async () => {
    const queryClient = createServerQueryClient();
    await queryClient.prefetchQuery({
      ...campaignQueryOptions('lamps'),
      queryFn: () => Promise.reject(new ApiError(404, 'Campaign not found.')),
    });
    expect(ROUTE_HEADS.campaign(contextAt('/campaign/lamps', queryClient))).toBeNull();
  });

  it("is 'Page not found' for a page of organizations' sites on the platform", () => {
    expect(ROUTE_HEADS.siteAboutUs(contextAt('/about-us'))).toBeNull();
  });

  it('describes a footer page by its introduction', () => {
    expect(ROUTE_HEADS.help(contextAt('/help'))).toMatchObject({ title: 'Help centre' });
  });
});
