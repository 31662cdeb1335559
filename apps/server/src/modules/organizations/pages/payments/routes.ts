import { savePaymentsPageRequestSchema } from '@givecrowd/shared/organization/draft-api';
import { SUBMIT_PAGE } from '@givecrowd/shared/organization/wizard-steps';
import type { App } from '@/lib/fastify-types.ts';
import { registerDraftPage } from '@/modules/organizations/draft-page-route.ts';
import { PAYMENTS_PAGE, savePaymentsPage } from './save-payments-page.ts';
import { submitOrganization } from './submit-organization.ts';

export async function paymentsPageRoutes(app: App): Promise<void> {
  registerDraftPage(app, {
    page: PAYMENTS_PAGE,
    summary:
      "Save draft on step 2 into the owner's draft named by slug; India's bank account numbers are stored encrypted. 400 with the first failing step-2 rule, a cheque that is not your upload, or before pages 1 and 2 are saved; 404 for a slug that is not yours; 409 when `version` is stale, the organization is submitted, or it needs information and a field not asked about would change",
    body: savePaymentsPageRequestSchema,
    save: async ({ ownerId, body }) => ({
      row: await savePaymentsPage({
        db: app.db,
        ownerId,
        request: body,
        bankAccountKey: app.config.bankAccountKey,
      }),
    }),
  });

  registerDraftPage(app, {
    page: SUBMIT_PAGE,
    summary:
      "Submit: saves step 2 as page 4 and sets the organization to submitted (resubmitted when a reviewer asked for information), with its audit row and status email. 400 with the first failing rule of step 2 and the final submit (terms, a purchased plan unless the owner's email is on PLAN_BYPASS_EMAILS, a payment account for an NGO outside India); 404 for a slug that is not yours; 409 when `version` is stale, it is already submitted, or it needs information and a field not asked about would change. Outside India, while payment onboarding is not done, emails the owner (and the organization's email) the link to finish it",
    body: savePaymentsPageRequestSchema,
    save: async ({ ownerId, body }) => ({
      row: await submitOrganization({
        db: app.db,
        ownerId,
        request: body,
        bankAccountKey: app.config.bankAccountKey,
        planBypassEmails: app.config.planBypassEmails,
        publicUrl: app.config.publicUrl,
        now: app.clock(),
      }),
    }),
  });
}
