import { NotFoundPage } from '@/components/status-page/not-found-page';
import type { PublicPage } from './public-page';

/** Any address the app has no page for: 'Page not found', with 404. */
export const notFoundPage: PublicPage = { Component: NotFoundPage };
