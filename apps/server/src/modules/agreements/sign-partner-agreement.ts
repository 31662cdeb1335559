import type { partnerAgreementRequestSchema } from '@givecrowd/shared/agreement/agreement-api';
import { validateAgreement } from '@givecrowd/shared/agreement/agreement-rules';
import { mediaKeyFromUrl } from '@givecrowd/shared/media/media-url';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import type { z } from 'zod';
import { AppError } from '@/lib/errors.ts';
import { loadOwnDraft } from '@/modules/organizations/index.ts';
import { isUploadOwnedBy } from '@/modules/uploads/index.ts';
import type { AgreementDeps } from './deps.ts';
import { recordAgreementSignature, type SignedAgreement } from './record-signature.ts';

/** The purpose a signature is uploaded with (private: shown only through signed links). */
export const SIGNATURE_PURPOSE = 'organization_digital_signature';

/** Runs the agreement's ordered rules: 400 with the first failing message and every field's. */
export function assertAgreementValid(form: Parameters<typeof validateAgreement>[0]): void {
  const errors = validateAgreement(form);
  const [first] = errors;
  if (first) throw new AppError('bad_request', first.message, { errors });
}

/**
 * The signature's key when the reference (a key, or our media URL naming one) is the caller's own
 * upload of a signature; otherwise 400, as the page-1 save answers a signature not theirs.
 */
async function ownSignatureKey({
  deps,
  reference,
  userId,
}: {
  deps: AgreementDeps;
  reference: string;
  userId: string;
}): Promise<string> {
  const key = mediaKeyFromUrl({ mediaBaseUrl: deps.mediaBaseUrl, url: reference.trim() });
  if (
    key?.startsWith(`${SIGNATURE_PURPOSE}/`) &&
    (await isUploadOwnedBy({ db: deps.db, key, ownerId: userId }))
  ) {
    return key;
  }
  const message = DRAFT_MESSAGES.signatureNotYours;
  throw new AppError('bad_request', message, {
    errors: [{ field: 'partner_signature', message }],
  });
}

/**
 * `POST /api/organization/partner-agreement` (docs/product/partner-agreement.md#sign): the rules,
 * the signature (the caller's own upload), the draft named by slug (the caller's, else 404 and
 * nothing changes), then the signing itself. Without a slug the PDF names the organization as
 * given in `organization_name`.
 */
export async function signPartnerAgreement({
  deps,
  userId,
  request,
  ip,
  userAgent,
}: {
  deps: AgreementDeps;
  userId: string;
  request: z.output<typeof partnerAgreementRequestSchema>;
  ip: string;
  userAgent: string;
}): Promise<SignedAgreement> {
  const { slug, partner_signature, organization_name, ...fields } = request;
  assertAgreementValid({ ...fields, partner_signature });
  const signatureKey = await ownSignatureKey({ deps, reference: partner_signature, userId });
  const organization = slug ? await loadOwnDraft({ db: deps.db, ownerId: userId, slug }) : null;
  return recordAgreementSignature({
    deps,
    userId,
    organization,
    // Only without a draft: a draft's PDF names the draft as saved.
    organizationName: slug ? undefined : organization_name,
    fields,
    signatureKey,
    signedVia: 'account',
    signerPhone: null,
    ip,
    userAgent,
  });
}
