import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import type { FastifyRequest } from 'fastify';
import type { App } from '@/lib/fastify-types.ts';
import { isReviewerRequest } from './reviewer.ts';

/** Who asks for a page, when a valid token came with the request. */
export type PageViewer = { userId: string; isReviewer: boolean } | null;

/** The viewer of a request after `optionalUser`: null for a visitor without a valid token. */
export function pageViewer(app: App, request: FastifyRequest): PageViewer {
  return request.user
    ? { userId: request.user.id, isReviewer: isReviewerRequest(app, request) }
    : null;
}

/**
 * Whether the viewer may see an organization that is not public (yet) as a preview
 * (docs/product/verification.md#publication-and-preview): its owner whatever its status (the
 * wizard's preview of a draft), a reviewer once it is past the draft.
 */
export function canPreview(
  organization: { status: OrganizationStatus; ownerId: string | null },
  viewer: PageViewer,
): boolean {
  if (!viewer) return false;
  if (organization.ownerId !== null && organization.ownerId === viewer.userId) return true;
  return viewer.isReviewer && organization.status !== 'draft';
}
