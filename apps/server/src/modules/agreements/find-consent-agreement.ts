import { AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import type { FindConsentAgreement } from '@/modules/organizations/index.ts';
import { agreementRecordLink, readAgreementReference } from './agreement-link.ts';
import { findDraftSignature } from './find-draft-signature.ts';
import { findReferencedSignature } from './repository.ts';

/**
 * The signature that gives a registration save its consent: the current version's for the
 * owner's draft, or the one the submitted link names, signed by this user for no draft or for
 * this one; answered as its permanent record link
 * (docs/product/partner-agreement.md#the-draft-and-the-consent).
 */
export const findConsentAgreement: FindConsentAgreement = async ({
  db,
  ownerId,
  draft,
  submittedLink,
  publicUrl,
}) => {
  const version = AGREEMENT_VERSION;
  const ofDraft = draft && (await findDraftSignature(db, { organization: draft, version }));
  const reference = ofDraft ? null : readAgreementReference(submittedLink);
  const signature =
    ofDraft ??
    (reference
      ? await findReferencedSignature(db, {
          reference,
          userId: ownerId,
          organizationId: draft?.id ?? null,
          version,
        })
      : undefined);
  return (
    signature && { link: agreementRecordLink({ publicUrl, documentId: signature.documentId }) }
  );
};
