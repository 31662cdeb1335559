import {
  NDEP_PROGRAM,
  type RegistrationForm,
} from '@givecrowd/shared/organization/registration-form';
import type { DbExecutor } from '@/db/executor.ts';
import { findOwnedOrganization, type Organization } from '@/modules/organizations/repository.ts';

/**
 * Finds the partner agreement signed in the product that a registration save's consent rests on,
 * as its record link; undefined when there is none. The agreements module answers it, given to
 * the organization routes where the app is put together.
 */
export type FindConsentAgreement = (request: {
  db: DbExecutor;
  ownerId: string;
  /** The owner's draft being saved; undefined for a new one. */
  draft: Organization | undefined;
  /** agreement_link as sent, before the switched-off blocks were cleared. */
  submittedLink: string;
  publicUrl: string;
}) => Promise<{ link: string } | undefined>;

/**
 * Step 0's NDEP consent is the partner agreement signed in the product
 * (docs/product/partner-agreement.md#the-draft-and-the-consent): the server decides it from its
 * own record, never from the browser's checkbox, and stores the signature's permanent record link
 * as agreement_link. 'Agreement already signed' with a link of one's own is left as it is.
 */
export async function applyAgreementConsent({
  db,
  ownerId,
  slug,
  submittedLink,
  form,
  publicUrl,
  findConsentAgreement,
}: {
  db: DbExecutor;
  ownerId: string;
  slug: string | undefined;
  submittedLink: string;
  form: RegistrationForm;
  publicUrl: string;
  findConsentAgreement: FindConsentAgreement;
}): Promise<RegistrationForm> {
  const asksConsent =
    form.is_grant_program &&
    form.organization_program === NDEP_PROGRAM &&
    !form.is_agreement_signed;
  if (!asksConsent) return form;
  const draft = slug ? await findOwnedOrganization(db, { slug, ownerId }) : undefined;
  const agreement = await findConsentAgreement({ db, ownerId, draft, submittedLink, publicUrl });
  return { ...form, grant_consent: agreement !== undefined, agreement_link: agreement?.link ?? '' };
}
