import { saveRegistrationPageRequestSchema } from '@givecrowd/shared/organization/draft-api';
import type { App } from '@/lib/fastify-types.ts';
import { registerDraftPage } from '@/modules/organizations/draft-page-route.ts';
import type { FindConsentAgreement } from './apply-agreement-consent.ts';
import { REGISTRATION_PAGE, saveRegistrationPage } from './save-registration-page.ts';

export async function registrationPageRoutes(
  app: App,
  { findConsentAgreement }: { findConsentAgreement: FindConsentAgreement },
): Promise<void> {
  registerDraftPage(app, {
    page: REGISTRATION_PAGE,
    summary:
      'Save step 0 (Registration): creates the draft, or updates the one named by slug. 400 with the first failing step-0 rule, or (at country_code) a country whose plans are priced in another currency than a payment already made; 404 for a slug that is not yours; 409 when `version` is stale',
    body: saveRegistrationPageRequestSchema,
    save: async ({ ownerId, body }) => ({
      row: await saveRegistrationPage({
        db: app.db,
        ownerId,
        request: body,
        now: app.clock(),
        mediaBaseUrl: app.config.mediaBaseUrl,
        publicUrl: app.config.publicUrl,
        maxOpenDrafts: app.config.openDraftsPerUser,
        bankAccountKey: app.config.bankAccountKey,
        findConsentAgreement,
      }),
    }),
  });
}
