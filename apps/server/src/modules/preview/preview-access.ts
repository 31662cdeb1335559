import { isPublicOrganization } from '@givecrowd/shared/campaigns/public-organization';
import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import type { FastifyRequest } from 'fastify';
import type { App } from '@/lib/fastify-types.ts';
import { isReviewerRequest } from '@/modules/auth/index.ts';

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

/**
 * Who asks (docs/product/verification.md#publication-and-preview): the signed-in viewer, if any,
 * and on an organization's host the organization a valid preview token names.
 */
export type SiteAccess = { viewer?: PageViewer; previewOrganizationId?: string | null };

/**
 * Whether the site is shown, and as a preview: an approved organization's to everyone; another's
 * only to its owner, a reviewer (past the draft) or the holder of its preview token.
 */
export function previewOf(
  organization: { id: string; status: OrganizationStatus; ownerId: string | null },
  access: SiteAccess,
): boolean | null {
  if (isPublicOrganization(organization.status)) return false;
  const mayPreview =
    canPreview(organization, access.viewer ?? null) ||
    access.previewOrganizationId === organization.id;
  return mayPreview ? true : null;
}
