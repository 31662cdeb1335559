import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { REGISTRATION_MESSAGES as M } from '@givecrowd/shared/organization/messages';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import type { Database } from '@/db/client.ts';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { findUnknownCategories } from '@/modules/catalog/index.ts';
import { isUploadOwnedBy } from '@/modules/uploads/index.ts';

/** Every category of the form is one of the catalog's: 400 naming the first that is not. */
export async function assertKnownCategories(db: DbExecutor, form: RegistrationForm): Promise<void> {
  const names = form.organization_categories.map(({ name }) => name);
  const [unknown] = await findUnknownCategories(db, names);
  if (unknown !== undefined) {
    throw new AppError('bad_request', M.categoryRequired, {
      errors: [
        { field: 'organization_categories', message: DRAFT_MESSAGES.unknownCategory(unknown) },
      ],
    });
  }
}

/** The step-0 checks that need the database: real categories, a signature this user uploaded. */
export async function checkRegistrationReferences({
  db,
  ownerId,
  form,
}: {
  db: Database;
  ownerId: string;
  form: RegistrationForm;
}): Promise<void> {
  await assertKnownCategories(db, form);
  const signature = form.organization_digital_signature.trim();
  if (signature && !(await isUploadOwnedBy({ db, key: signature, ownerId }))) {
    throw new AppError('bad_request', DRAFT_MESSAGES.signatureNotYours, {
      errors: [
        { field: 'organization_digital_signature', message: DRAFT_MESSAGES.signatureNotYours },
      ],
    });
  }
}
