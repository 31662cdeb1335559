import { sitePreviewQuerySchema } from '@givecrowd/shared/organization/site-api';
import type { FastifyRequest } from 'fastify';
import type { App } from '@/lib/fastify-types.ts';
import { pageViewer, type SiteAccess } from './preview-access.ts';
import { readSitePreviewToken, sitePreviewSigner } from './site-preview-token.ts';

/**
 * Who asks a host call: the signed-in viewer (after `optionalUser`) and the organization named by
 * a valid preview token in the `preview` query parameter.
 */
export function hostAccess(app: App, request: FastifyRequest): SiteAccess {
  const query = sitePreviewQuerySchema.safeParse(request.query);
  const token = query.success ? query.data.preview : undefined;
  const { secret, now } = sitePreviewSigner(app);
  return {
    viewer: pageViewer(app, request),
    previewOrganizationId: token ? readSitePreviewToken({ secret, token, now }) : null,
  };
}
