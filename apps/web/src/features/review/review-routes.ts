import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageTitleKey } from '@/lib/page-title';

/** How the router makes a signed-in page: its path, its title, and its code. */
type SignedInRoute = (
  path: string,
  title: PageTitleKey,
  load: () => Promise<ComponentType>,
) => RouteObject;

/**
 * The review console (docs/product/routes-and-screens.md#routes), made by the router's own
 * `route` under the signed-in routes; anyone but a reviewer sees 'Page not found' there.
 */
export const reviewRoutes = (route: SignedInRoute): RouteObject[] => [
  route('admin/organizations', 'reviewQueue', () =>
    import('./components/review-queue-page').then((module) => module.ReviewQueuePage),
  ),
  route('admin/organizations/:slug', 'reviewOrganization', () =>
    import('./components/review-organization-page').then((module) => module.ReviewOrganizationPage),
  ),
  route('admin/change-requests', 'changeRequests', () =>
    import('./components/change-requests-page').then((module) => module.ChangeRequestsPage),
  ),
];
