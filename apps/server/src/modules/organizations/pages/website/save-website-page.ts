import type { saveWebsitePageRequestSchema } from '@givecrowd/shared/organization/draft-api';
import { isPlatformDomain } from '@givecrowd/shared/organization/own-domain';
import type { WebsiteForm } from '@givecrowd/shared/organization/website-form';
import { WEBSITE_MESSAGES } from '@givecrowd/shared/organization/website-messages';
import { validateWebsiteStep } from '@givecrowd/shared/organization/website-rules';
import { WIZARD_STEPS } from '@givecrowd/shared/organization/wizard-steps';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import type { SavedDraftPage } from '@/modules/organizations/draft-page-route.ts';
import { claimOwnDomain } from '@/modules/organizations/own-domains/claim-own-domain.ts';
import { giveSubdomain } from '@/modules/organizations/subdomains/give-subdomain.ts';
import { updateDraftPage } from '@/modules/organizations/update-draft-page.ts';
import { checkWebsiteReferences } from './check-website-references.ts';
import { normalizeWebsiteForm } from './normalize-website-form.ts';

/** Step 1, Create website, saves draft page 2 (docs/product/wizard.md#steps). */
export const WEBSITE_PAGE = WIZARD_STEPS[1].page;

/**
 * 400 with the first failing step-1 rule and every failing field; then 400 for a domain of the
 * platform itself, whose addresses are given, not owned.
 */
export function assertWebsiteRules(form: WebsiteForm, platformDomain: string): void {
  const errors = validateWebsiteStep(form);
  const [first] = errors;
  if (first) throw new AppError('bad_request', first.message, { errors });
  if (form.is_organization_domain && isPlatformDomain(form.organization_domain, platformDomain)) {
    const message = WEBSITE_MESSAGES.domainOfPlatform;
    throw new AppError('bad_request', message, {
      errors: [{ field: 'organization_domain', message }],
    });
  }
}

/**
 * Validates step 1 with the shared ordered rules, checks its images, then saves page 2 into the
 * owner's draft in one transaction: the form, the logo column, the own domain's claim
 * (docs/product/site-addresses.md#own-domains) and — the first time — the draft's subdomain. When
 * the subdomain cannot be given, the page is saved all the same and `subdomainError` says so.
 */
export async function saveWebsitePage({
  db,
  ownerId,
  request,
  mediaBaseUrl,
  platformDomain,
  reservedSubdomains,
  log,
  bankAccountKey,
  give = giveSubdomain,
}: {
  db: Database;
  ownerId: string;
  request: z.output<typeof saveWebsitePageRequestSchema>;
  mediaBaseUrl: string;
  platformDomain: string;
  reservedSubdomains: ReadonlySet<string>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Compares a save with the stored step 2 while the organization needs information. */
  bankAccountKey: Buffer;
  /** How the subdomain is given; tests pass one that fails. */
  give?: typeof giveSubdomain;
}): Promise<SavedDraftPage> {
  const { slug, version, ...submitted } = request;
  const form = normalizeWebsiteForm({ form: submitted, mediaBaseUrl });
  assertWebsiteRules(form, platformDomain);
  await checkWebsiteReferences({ db, ownerId, form });
  return db.transaction(async (tx) => {
    const saved = await updateDraftPage({
      tx,
      ownerId,
      slug,
      version,
      page: WEBSITE_PAGE,
      changes: form,
      bankAccountKey,
      columns: async (row) => ({
        logo: form.organization_logo || null,
        ...(await claimOwnDomain({
          tx,
          row,
          domain: form.is_organization_domain ? form.organization_domain : null,
        })),
      }),
    });
    try {
      // In a savepoint of its own: a failure rolls back only the subdomain.
      const row = await tx.transaction((savepoint) =>
        give({ tx: savepoint, row: saved, reserved: reservedSubdomains }),
      );
      return { row };
    } catch (error) {
      log.warn({ err: error, slug }, 'the draft was saved without a subdomain');
      return { row: saved, subdomainError: WEBSITE_MESSAGES.subdomainFailed };
    }
  });
}
