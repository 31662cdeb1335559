import type { savePaymentsPageRequestSchema } from '@givecrowd/shared/organization/draft-api';
import { WIZARD_STEPS } from '@givecrowd/shared/organization/wizard-steps';
import { validatePaymentsStep } from '@givecrowd/shared/payments/payments-rules';
import type { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { toStoredPaymentsForm } from '@/modules/organizations/bank-accounts/stored-payments-form.ts';
import type { Organization } from '@/modules/organizations/repository.ts';
import { updateDraftPage } from '@/modules/organizations/update-draft-page.ts';
import { assertPaymentsRules } from './assert-payments-rules.ts';
import { checkPaymentsReferences } from './check-payments-references.ts';
import { lockPaymentsDraft } from './lock-payments-draft.ts';
import { normalizePaymentsForm } from './normalize-payments-form.ts';
import { paymentsRuleContext } from './payments-rule-context.ts';

/** Step 2's Save draft saves draft page 3 (docs/product/wizard.md#steps). */
export const PAYMENTS_PAGE = WIZARD_STEPS[2].page;

/**
 * Save draft on step 2 (docs/product/wizard.md#step-2-rules-and-saves): in one transaction, locks
 * the owner's draft, checks the step-2 rules for who the organization is (400 with the first
 * failing message), checks the cheques are the owner's uploads, then stores the form with the
 * account numbers encrypted.
 */
export async function savePaymentsPage({
  db,
  ownerId,
  request,
  bankAccountKey,
}: {
  db: Database;
  ownerId: string;
  request: z.output<typeof savePaymentsPageRequestSchema>;
  bankAccountKey: Buffer;
}): Promise<Organization> {
  const { slug, version, ...submitted } = request;
  return db.transaction(async (tx) => {
    const row = await lockPaymentsDraft({ tx, ownerId, slug });
    const context = paymentsRuleContext(row);
    const form = normalizePaymentsForm(submitted, context);
    assertPaymentsRules(validatePaymentsStep(form, context));
    await checkPaymentsReferences({ db: tx, ownerId, form });
    return updateDraftPage({
      tx,
      ownerId,
      slug,
      version,
      page: PAYMENTS_PAGE,
      changes: toStoredPaymentsForm(form, bankAccountKey),
      bankAccountKey,
    });
  });
}
