import type { FieldError } from '@givecrowd/shared/api/envelope';
import {
  BANK_ACCOUNTS,
  bankAccountField,
  type PaymentsForm,
} from '@givecrowd/shared/payments/payments-form';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { isOwnUploadFor } from '@/modules/uploads/index.ts';

/**
 * A cancelled cheque is optional; a given one must be the owner's own private upload of its
 * account's purpose (cancel-check, fcra-cancel-check), never someone else's file
 * (docs/product/uploads-and-media.md#purposes-and-visibility). 400 naming each one that is not.
 */
export async function checkPaymentsReferences({
  db,
  ownerId,
  form,
}: {
  db: DbExecutor;
  ownerId: string;
  form: PaymentsForm;
}): Promise<void> {
  const errors: FieldError[] = [];
  for (const { prefix, uploadPurpose } of BANK_ACCOUNTS) {
    const field = bankAccountField(prefix, 'account_cancel_check');
    const key = form[field];
    if (key && !(await isOwnUploadFor(db, { key, ownerId, purpose: uploadPurpose }))) {
      errors.push({ field, message: PAYMENTS_MESSAGES.cancelCheckNotYours });
    }
  }
  const [first] = errors;
  if (first) throw new AppError('bad_request', first.message, { errors });
}
