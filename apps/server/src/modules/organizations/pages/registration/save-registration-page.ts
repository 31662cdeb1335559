import type { saveRegistrationPageRequestSchema } from '@givecrowd/shared/organization/draft-api';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import { validateRegistrationStep } from '@givecrowd/shared/organization/validate-registration-step';
import { WIZARD_STEPS } from '@givecrowd/shared/organization/wizard-steps';
import type { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { resolveToday } from '@/lib/resolve-today.ts';
import { createDraft } from '@/modules/organizations/create-draft.ts';
import type { Organization } from '@/modules/organizations/repository.ts';
import { updateDraftPage } from '@/modules/organizations/update-draft-page.ts';
import { applyAgreementConsent, type FindConsentAgreement } from './apply-agreement-consent.ts';
import { checkRegistrationReferences } from './check-registration-references.ts';
import { isAdminPhoneVerified } from './is-admin-phone-verified.ts';
import { assertPlanCurrencyKept } from './keep-plan-currency.ts';
import { normalizeRegistrationForm } from './normalize-registration-form.ts';

/** Step 0, Registration, saves draft page 1 (docs/product/wizard.md#step-0-registration). */
export const REGISTRATION_PAGE = WIZARD_STEPS[0].page;

/** The key columns step 0 owns. */
function registrationColumns(form: RegistrationForm) {
  return {
    name: form.organization_name.trim(),
    countryCode: form.country_code,
    organizationType: form.organization_type || null,
  };
}

/**
 * Validates step 0 with the shared ordered rules (400 with the first failing message), checks
 * what needs the database, then creates the draft, or updates the owner's draft named by slug —
 * whose country may not leave the currency a payment was made in.
 */
export async function saveRegistrationPage({
  db,
  ownerId,
  request,
  now,
  mediaBaseUrl,
  publicUrl,
  maxOpenDrafts,
  bankAccountKey,
  findConsentAgreement,
}: {
  db: Database;
  ownerId: string;
  request: z.output<typeof saveRegistrationPageRequestSchema>;
  now: Date;
  mediaBaseUrl: string;
  /** PUBLIC_URL: the record link of a partner agreement signed in the product is built on it. */
  publicUrl: string;
  /** OPEN_DRAFTS_PER_USER: a new draft beyond it answers 429. */
  maxOpenDrafts: number;
  /** Compares a save with the stored step 2 while the organization needs information. */
  bankAccountKey: Buffer;
  findConsentAgreement: FindConsentAgreement;
}): Promise<Organization> {
  const { slug, version, today, ...submitted } = request;
  const form = await applyAgreementConsent({
    db,
    ownerId,
    slug,
    submittedLink: submitted.agreement_link,
    form: await normalizeRegistrationForm({ db, form: submitted, mediaBaseUrl }),
    publicUrl,
    findConsentAgreement,
  });
  const result = validateRegistrationStep({
    form,
    isAdminPhoneVerified: await isAdminPhoneVerified({ db, ownerId, form }),
    today: resolveToday(now, today),
  });
  if (!result.ok) throw new AppError('bad_request', result.message, { errors: result.errors });
  await checkRegistrationReferences({ db, ownerId, form });
  const save = {
    ownerId,
    page: REGISTRATION_PAGE,
    changes: form,
    columns: registrationColumns(form),
  };
  if (slug === undefined) return createDraft({ db, maxOpenDrafts, ...save });
  return db.transaction((tx) =>
    updateDraftPage({
      tx,
      slug,
      version,
      bankAccountKey,
      ...save,
      // Decided on the locked draft, so a payment recorded meanwhile is seen.
      columns: async (organization) => {
        assertPlanCurrencyKept({ organization, countryCode: form.country_code });
        return save.columns;
      },
    }),
  );
}
