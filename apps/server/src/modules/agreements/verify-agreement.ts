import { createHash } from 'node:crypto';
import type { AgreementRecord } from '@givecrowd/shared/agreement/agreement-api';
import { AGREEMENT_MESSAGES as M } from '@givecrowd/shared/agreement/agreement-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { invariantFound } from '@/lib/errors.ts';
import {
  findSignatureByDocumentId,
  findSignatureBySha256,
  type SignatureRow,
} from './repository.ts';

/** A signature as anyone may see it: no PAN, no email, no IP. */
function toAgreementRecord(row: SignatureRow): AgreementRecord {
  return {
    document_id: row.documentId,
    version: row.version,
    organization_name: row.organizationName,
    signer_name: row.signerName,
    signed_at: row.signedAt.toISOString(),
    sha256: row.sha256,
  };
}

/**
 * Whether these bytes are exactly a signed document: the SHA-256 of the whole file matches a
 * record, so a change of a single byte is no match (docs/product/partner-agreement.md#verification).
 */
export async function verifyAgreementPdf({
  db,
  bytes,
}: {
  db: DbExecutor;
  bytes: Buffer;
}): Promise<{ match: boolean; record: AgreementRecord | null }> {
  const row = await findSignatureBySha256(db, createHash('sha256').update(bytes).digest('hex'));
  return row ? { match: true, record: toAgreementRecord(row) } : { match: false, record: null };
}

/** The record of a document id; 404 when none has it. */
export async function findAgreementRecord({
  db,
  documentId,
}: {
  db: DbExecutor;
  documentId: string;
}): Promise<AgreementRecord> {
  const row = invariantFound(await findSignatureByDocumentId(db, documentId), M.recordNotFound);
  return toAgreementRecord(row);
}
