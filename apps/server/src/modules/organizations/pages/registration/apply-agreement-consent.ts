import { AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import {
  NDEP_PROGRAM,
  type RegistrationForm,
} from '@givecrowd/shared/organization/registration-form';
import type { DbExecutor } from '@/db/executor.ts';
import {
  agreementRecordLink,
  readAgreementReference,
} from '@/modules/agreements/agreement-link.ts';
import { findDraftSignature } from '@/modules/agreements/find-draft-signature.ts';
import { findReferencedSignature } from '@/modules/agreements/repository.ts';
import { findOwnedOrganization } from '@/modules/organizations/repository.ts';

/**
 * The signature that gives this save its consent: the current version's for the owner's draft
 * named by slug, or the one the submitted link names, signed by this user for no draft or for
 * this one.
 */
async function findConsentSignature({
  db,
  ownerId,
  slug,
  submittedLink,
}: {
  db: DbExecutor;
  ownerId: string;
  slug: string | undefined;
  submittedLink: string;
}) {
  const version = AGREEMENT_VERSION;
  const draft = slug ? await findOwnedOrganization(db, { slug, ownerId }) : undefined;
  const ofDraft = draft && (await findDraftSignature(db, { organization: draft, version }));
  if (ofDraft) return ofDraft;
  const reference = readAgreementReference(submittedLink);
  if (!reference) return undefined;
  return findReferencedSignature(db, {
    reference,
    userId: ownerId,
    organizationId: draft?.id ?? null,
    version,
  });
}

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
}: {
  db: DbExecutor;
  ownerId: string;
  slug: string | undefined;
  /** agreement_link as sent, before the switched-off blocks were cleared. */
  submittedLink: string;
  form: RegistrationForm;
  publicUrl: string;
}): Promise<RegistrationForm> {
  const asksConsent =
    form.is_grant_program &&
    form.organization_program === NDEP_PROGRAM &&
    !form.is_agreement_signed;
  if (!asksConsent) return form;
  const signature = await findConsentSignature({ db, ownerId, slug, submittedLink });
  return {
    ...form,
    grant_consent: signature !== undefined,
    agreement_link: signature
      ? agreementRecordLink({ publicUrl, documentId: signature.documentId })
      : '',
  };
}
