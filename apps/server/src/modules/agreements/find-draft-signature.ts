import type { DbExecutor } from '@/db/executor.ts';
import type { Organization } from '@/modules/organizations/index.ts';
import { readAgreementReference } from './agreement-link.ts';
import { findReferencedSignature, findScopedSignature, type SignatureRow } from './repository.ts';

/**
 * The draft's signature of this version: one signed for the draft, or the one its stored
 * agreement_link names, signed by its owner before the draft existed
 * (docs/product/partner-agreement.md#the-draft-and-the-consent).
 */
export async function findDraftSignature(
  db: DbExecutor,
  { organization, version }: { organization: Organization; version: string },
): Promise<SignatureRow | undefined> {
  const own = await findScopedSignature(db, {
    scope: { organizationId: organization.id },
    version,
  });
  if (own || !organization.ownerId) return own;
  const reference = readAgreementReference(organization.form.agreement_link);
  if (!reference) return undefined;
  return findReferencedSignature(db, {
    reference,
    userId: organization.ownerId,
    organizationId: organization.id,
    version,
  });
}
