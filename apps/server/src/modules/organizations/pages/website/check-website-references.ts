import type { FieldError } from '@givecrowd/shared/api/envelope';
import type { UploadPurpose } from '@givecrowd/shared/constants';
import type { WebsiteForm } from '@givecrowd/shared/organization/website-form';
import { WEBSITE_MESSAGES } from '@givecrowd/shared/organization/website-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { isOwnUploadFor } from '@/modules/uploads/index.ts';

/** The images of step 1 and the upload purpose each must have been uploaded for. */
const WEBSITE_IMAGES = [
  {
    field: 'organization_logo',
    purpose: 'organization-logos',
    message: WEBSITE_MESSAGES.logoNotYours,
  },
  {
    field: 'homepage_header_image',
    purpose: 'home-page-header-image',
    message: WEBSITE_MESSAGES.headerImageNotYours,
  },
] as const satisfies readonly {
  field: keyof WebsiteForm;
  purpose: UploadPurpose;
  message: string;
}[];

/**
 * Logo and header image are optional; a given one must be a key of the owner's own upload of that
 * image's purpose (docs/product/uploads-and-media.md#media-keys-and-urls). 400 naming each one
 * that is not.
 */
export async function checkWebsiteReferences({
  db,
  ownerId,
  form,
}: {
  db: DbExecutor;
  ownerId: string;
  form: WebsiteForm;
}): Promise<void> {
  const errors: FieldError[] = [];
  for (const { field, purpose, message } of WEBSITE_IMAGES) {
    const key = form[field];
    if (key && !(await isOwnUploadFor(db, { key, ownerId, purpose }))) {
      errors.push({ field, message });
    }
  }
  const [first] = errors;
  if (first) throw new AppError('bad_request', first.message, { errors });
}
