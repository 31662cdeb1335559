import type { DraftOrganization } from '@givecrowd/shared/organization/draft-api';
import type { App } from '@/lib/fastify-types.ts';
import { sitePreviewSigner } from '@/modules/preview/index.ts';
import { isPlanWaived } from './pages/payments/is-plan-waived.ts';
import type { Organization } from './repository.ts';
import { toDraftOrganization } from './to-draft-organization.ts';

/** The draft as its owner reads it, in the draft call and every page save's answer. */
export async function ownerDraftAnswer(
  app: App,
  { row, ownerId }: { row: Organization; ownerId: string },
): Promise<DraftOrganization> {
  return toDraftOrganization({
    row,
    sites: app.config,
    bankAccountKey: app.config.bankAccountKey,
    planWaived: await isPlanWaived({
      db: app.db,
      ownerId,
      planBypassEmails: app.config.planBypassEmails,
    }),
    preview: sitePreviewSigner(app),
  });
}
