import type { savePaymentsPageRequestSchema } from '@givecrowd/shared/organization/draft-api';
import { SUBMIT_PAGE } from '@givecrowd/shared/organization/wizard-steps';
import {
  isIndiaOrganization,
  type SubmitRuleContext,
  validateSubmit,
} from '@givecrowd/shared/payments/payments-rules';
import { REVIEW_MESSAGES } from '@givecrowd/shared/review/review-messages';
import type { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { findUserRecipient } from '@/modules/auth/index.ts';
import { toStoredPaymentsForm } from '@/modules/organizations/bank-accounts/stored-payments-form.ts';
import type { Organization } from '@/modules/organizations/repository.ts';
import { recordStatusChange } from '@/modules/organizations/status/record-status-change.ts';
import { updateDraftPage } from '@/modules/organizations/update-draft-page.ts';
import { assertPaymentsRules } from './assert-payments-rules.ts';
import { checkPaymentsReferences } from './check-payments-references.ts';
import { isPlanWaivedFor } from './is-plan-waived.ts';
import { lockPaymentsDraft } from './lock-payments-draft.ts';
import { normalizePaymentsForm } from './normalize-payments-form.ts';
import { paymentsRuleContext } from './payments-rule-context.ts';
import { sendOnboardingNotice } from './send-onboarding-notice.ts';
import { storedPricingPlan } from './stored-pricing-plan.ts';

/**
 * Submit on step 2 (docs/product/wizard.md#step-2-rules-and-saves): the checks of Save draft, then
 * the final rules read from the server's own records — a plan confirmed by the provider that
 * counts for the organization as it stands (docs/product/plans-and-checkout.md#what-counts-as-a-plan),
 * the owner's email on PLAN_BYPASS_EMAILS, a provider account — and, in the same transaction, page 4
 * saved and the owner's move recorded (docs/product/verification.md#the-move): a draft becomes
 * submitted (a grant program's application `applied`), an organization that needed information
 * resubmitted, each with its audit row and email. Outside India, while payment onboarding is not
 * done, the incomplete-onboarding email goes out with it.
 */
export async function submitOrganization({
  db,
  ownerId,
  request,
  bankAccountKey,
  planBypassEmails,
  publicUrl,
  now,
}: {
  db: Database;
  ownerId: string;
  request: z.output<typeof savePaymentsPageRequestSchema>;
  bankAccountKey: Buffer;
  /** Lower case, as the config keeps them. */
  planBypassEmails: readonly string[];
  publicUrl: string;
  now: Date;
}): Promise<Organization> {
  const { slug, version, ...submitted } = request;
  return db.transaction(async (tx) => {
    const row = await lockPaymentsDraft({ tx, ownerId, slug });
    const owner = await findUserRecipient(tx, ownerId);
    // A signed-in owner has a user row (the foreign key of every draft).
    if (owner === undefined) throw new Error('the owner of the draft has no user row');
    const context: SubmitRuleContext = {
      ...paymentsRuleContext(row),
      pricingPlan: storedPricingPlan(row.pricingPlan),
      isPlanWaived: isPlanWaivedFor(owner.email, planBypassEmails),
      hasPaymentAccount: row.paymentAccountId !== null,
    };
    const form = normalizePaymentsForm(submitted, context);
    assertPaymentsRules(validateSubmit(form, context));
    await checkPaymentsReferences({ db: tx, ownerId, form });
    const saved = await updateDraftPage({
      tx,
      ownerId,
      slug,
      version,
      page: SUBMIT_PAGE,
      changes: toStoredPaymentsForm(form, bankAccountKey),
      bankAccountKey,
    });
    const isResubmit = row.status === 'needs_information';
    const organization = await recordStatusChange({
      tx,
      organization: saved,
      to: isResubmit ? 'resubmitted' : 'submitted',
      ...(!isResubmit && context.is_grant_program ? { grantStatus: 'applied' as const } : {}),
      actor: { id: ownerId, role: 'owner' },
      note: isResubmit ? REVIEW_MESSAGES.resubmittedNote : REVIEW_MESSAGES.submittedNote,
      now,
      publicUrl,
    });
    if (!isIndiaOrganization(context) && !organization.paymentOnboarded) {
      await sendOnboardingNotice({ tx, organization, owner, publicUrl });
    }
    return organization;
  });
}
