import { saveWebsitePageRequestSchema } from '@givecrowd/shared/organization/draft-api';
import type { App } from '@/lib/fastify-types.ts';
import { registerDraftPage } from '@/modules/organizations/draft-page-route.ts';
import { reservedSubdomains } from '@/modules/organizations/subdomains/subdomain-label.ts';
import { saveWebsitePage, WEBSITE_PAGE } from './save-website-page.ts';

/**
 * Two rich texts of up to 50,000 characters each (RICH_TEXT_MAX_LENGTH), at up to 3 bytes a
 * character in UTF-8, plus the rest of the form.
 */
const WEBSITE_PAGE_BODY_LIMIT = 512 * 1024;

export async function websitePageRoutes(app: App): Promise<void> {
  const reserved = reservedSubdomains(app.config);
  registerDraftPage(app, {
    page: WEBSITE_PAGE,
    summary:
      "Save step 1 (Create website) into the owner's draft named by slug; the first save gives the draft its subdomain (subdomain_error when it could not, the page saved all the same). 400 with the first failing step-1 rule, a foreign image, a platform domain or another organization's verified domain (one only pending elsewhere is accepted); 404 for a slug that is not yours; 409 when `version` is stale",
    body: saveWebsitePageRequestSchema,
    bodyLimit: WEBSITE_PAGE_BODY_LIMIT,
    save: ({ ownerId, body, log }) =>
      saveWebsitePage({
        db: app.db,
        ownerId,
        request: body,
        mediaBaseUrl: app.config.mediaBaseUrl,
        platformDomain: app.config.platformDomain,
        reservedSubdomains: reserved,
        log,
        bankAccountKey: app.config.bankAccountKey,
      }),
  });
}
