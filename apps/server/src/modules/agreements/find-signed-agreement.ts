import type { SignedAgreementResponse } from '@givecrowd/shared/agreement/agreement-api';
import { AGREEMENT_MESSAGES } from '@givecrowd/shared/agreement/agreement-messages';
import { AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import { invariantFound } from '@/lib/errors.ts';
import { loadOwnDraft } from '@/modules/organizations/index.ts';
import type { AgreementDeps } from './deps.ts';
import { findDraftSignature } from './find-draft-signature.ts';
import { answerFor } from './record-signature.ts';
import { findScopedSignature } from './repository.ts';

/**
 * `GET /api/organization/partner-agreement` (docs/product/partner-agreement.md#the-signed-pdf-again):
 * the signature of the current version — the draft's named by slug (its owner's only, anyone else
 * 404 as for a missing draft), or without a slug the caller's own made without a draft — with
 * a fresh short-lived link to its PDF; 404 (AGREEMENT_MESSAGES.noSignedAgreement) when there is none.
 */
export async function findSignedAgreement({
  deps,
  userId,
  slug,
}: {
  deps: AgreementDeps;
  userId: string;
  slug: string | undefined;
}): Promise<Omit<SignedAgreementResponse, 'status'>> {
  const { db } = deps;
  const version = AGREEMENT_VERSION;
  const row = slug
    ? await findDraftSignature(db, {
        organization: await loadOwnDraft({ db, ownerId: userId, slug }),
        version,
      })
    : await findScopedSignature(db, { scope: { userId }, version });
  const signature = invariantFound(row, AGREEMENT_MESSAGES.noSignedAgreement);
  return {
    ...(await answerFor(deps, signature)),
    signed_at: signature.signedAt.toISOString(),
  };
}
