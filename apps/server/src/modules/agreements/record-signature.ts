import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AgreementFields } from '@givecrowd/shared/agreement/agreement-api';
import { AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { normalizePan } from '@givecrowd/shared/organization/formats';
import { SIGNED_AGREEMENTS_FOLDER } from '@givecrowd/shared/uploads/upload-visibility';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { toEmbeddableSignature } from '@/lib/pdf/signature-image.ts';
import { enqueueMessage, signedAgreementEmail } from '@/modules/mail/index.ts';
import { markAgreementSigned, type Organization } from '@/modules/organizations/index.ts';
import { createPrivateLink } from '@/modules/uploads/index.ts';
import { agreementRecordLink } from './agreement-link.ts';
import type { AgreementDeps } from './deps.ts';
import { findDraftSignature } from './find-draft-signature.ts';
import { maskPhone } from './mask-phone.ts';
import { renderAgreementPdf } from './pdf/render-agreement-pdf.ts';
import {
  findScopedSignature,
  insertSignature,
  type SignatureRow,
  type SignatureScope,
} from './repository.ts';

export type AgreementSigning = {
  deps: AgreementDeps;
  /** The account it is signed for: the signer's own, or the draft owner's for a hand-off. */
  userId: string;
  /** The draft it is signed for; null when signed without one. */
  organization: Organization | null;
  /**
   * The organization the PDF names when there is no draft (as the signer typed it); a draft's
   * saved name is used instead whenever there is one.
   */
  organizationName?: string;
  fields: AgreementFields;
  /** The private upload of the signature image, already checked. */
  signatureKey: string;
  signedVia: 'account' | 'handoff';
  /** A hand-off's verified phone, to which the code went. */
  signerPhone: string | null;
  ip: string;
  userAgent: string;
  /** Runs first in the transaction that records the signature (a hand-off uses its link up). */
  beforeRecord?: (tx: DbExecutor) => Promise<void>;
};

/** What the signer is answered (docs/product/partner-agreement.md#sign). */
export type SignedAgreement = {
  document_id: string;
  version: string;
  /** A short-lived signed link to the PDF. */
  link: string;
  /** The permanent reference a draft stores. */
  agreement_link: string;
};

const DOCUMENT_ID_BYTES = 16;
const PDF_TYPE = 'application/pdf';

/** The fields as recorded: trimmed, the PAN in upper case. */
function normalizeFields(fields: AgreementFields): AgreementFields {
  return {
    partner_name: fields.partner_name.trim(),
    partner_reg_number: fields.partner_reg_number.trim(),
    partner_pan_number: normalizePan(fields.partner_pan_number),
    partner_email: fields.partner_email.trim(),
  };
}

function confirmationOf({
  signedVia,
  signerPhone,
}: Pick<AgreementSigning, 'signedVia' | 'signerPhone'>) {
  if (signedVia === 'handoff' && signerPhone) {
    return `Signed on the signatory's own device, after entering a code texted to ${maskPhone(signerPhone)}.`;
  }
  return `Signed while signed in to ${PRODUCT_NAME}.`;
}

/** A signature as the signer is answered, with a fresh short-lived link to its PDF. */
export async function answerFor(deps: AgreementDeps, row: SignatureRow): Promise<SignedAgreement> {
  const { link } = await createPrivateLink({ ...deps.links, key: row.pdfKey });
  return {
    document_id: row.documentId,
    version: row.version,
    link,
    agreement_link: agreementRecordLink({ publicUrl: deps.publicUrl, documentId: row.documentId }),
  };
}

/**
 * Signs the current agreement version once per draft (or once per user without a draft): renders
 * the PDF, stores it privately, records the signature, marks the draft's consent and emails the
 * PDF, all recorded in one transaction. A second signing answers the first one's document.
 */
export async function recordAgreementSignature(
  signing: AgreementSigning,
): Promise<SignedAgreement> {
  const { deps, organization, userId } = signing;
  const { db, storage, now } = deps;
  const scope: SignatureScope = organization ? { organizationId: organization.id } : { userId };
  const version = AGREEMENT_VERSION;
  const earlier = organization
    ? await findDraftSignature(db, { organization, version })
    : await findScopedSignature(db, { scope, version });
  const { beforeRecord } = signing;
  if (earlier) {
    if (beforeRecord) await db.transaction((tx) => beforeRecord(tx));
    return answerFor(deps, earlier);
  }

  const fields = normalizeFields(signing.fields);
  const documentId = randomBytes(DOCUMENT_ID_BYTES).toString('base64url');
  const verifyUrl = agreementRecordLink({ publicUrl: deps.publicUrl, documentId });
  const organizationName = organization ? organization.name : (signing.organizationName ?? '');
  const signatureBytes = await storage.get(signing.signatureKey);
  if (!signatureBytes) {
    // Recorded but gone from storage: the signer uploads it again.
    const message = DRAFT_MESSAGES.signatureNotYours;
    throw new AppError('bad_request', message, {
      errors: [{ field: 'partner_signature', message }],
    });
  }
  const pdf = await renderAgreementPdf({
    documentId,
    version,
    organizationName,
    fields,
    signature: await toEmbeddableSignature(signatureBytes),
    signedAt: now,
    ip: signing.ip,
    confirmation: confirmationOf(signing),
    verifyUrl,
  });
  const pdfKey = `${SIGNED_AGREEMENTS_FOLDER}/${randomUUID()}.pdf`;
  await storage.put(pdfKey, Buffer.from(pdf), PDF_TYPE);

  let row: SignatureRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      await beforeRecord?.(tx);
      const inserted = await insertSignature(tx, {
        documentId,
        organizationId: organization?.id ?? null,
        userId,
        version,
        organizationName,
        signerName: fields.partner_name,
        signerEmail: fields.partner_email,
        signerPan: fields.partner_pan_number,
        signerRegNumber: fields.partner_reg_number,
        signerPhone: signing.signerPhone,
        signedVia: signing.signedVia,
        signatureKey: signing.signatureKey,
        ip: signing.ip,
        userAgent: signing.userAgent.slice(0, 500),
        signedAt: now,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        pdfKey,
      });
      // Another signing of this scope came first: its document is the one.
      if (!inserted) return undefined;
      // The draft shows it on its next load, whether or not it has chosen the program yet (it
      // cannot be saved with the program before the agreement is signed).
      if (organization?.status === 'draft') {
        await markAgreementSigned(tx, {
          organizationId: organization.id,
          agreementLink: verifyUrl,
        });
      }
      await enqueueMessage(
        tx,
        signedAgreementEmail({
          locale: deps.locale,
          to: fields.partner_email,
          signerName: fields.partner_name,
          organizationName,
          documentId,
          verifyLink: verifyUrl,
          attachment: {
            key: pdfKey,
            filename: `${PRODUCT_NAME}-partner-agreement-${documentId}.pdf`,
            contentType: PDF_TYPE,
          },
        }),
      );
      return inserted;
    });
  } catch (error) {
    await storage.remove(pdfKey).catch(() => undefined);
    throw error;
  }
  if (row) return answerFor(deps, row);
  await storage.remove(pdfKey).catch(() => undefined);
  const first = await findScopedSignature(db, { scope, version });
  if (!first) throw new Error('The signature that came first is missing');
  return answerFor(deps, first);
}
