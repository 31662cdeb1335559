import { SIGNED_AGREEMENTS_FOLDER } from '@givecrowd/shared/uploads/upload-visibility';

/**
 * The permanent reference a draft stores as `agreement_link` for an agreement signed in the
 * product: the verification page of its document, an http(s) address like any agreement link
 * (docs/product/partner-agreement.md#the-draft-and-the-consent).
 */
const VERIFY_PAGE = '/agreement/verify';
const DOCUMENT_PARAMETER = 'document_id';

export function agreementRecordLink({
  publicUrl,
  documentId,
}: {
  publicUrl: string;
  documentId: string;
}): string {
  const url = new URL(VERIFY_PAGE, `${publicUrl}/`);
  url.searchParams.set(DOCUMENT_PARAMETER, documentId);
  return url.toString();
}

/** What a link names: a signed document by its id, or by its stored PDF. */
export type AgreementReference = { documentId: string } | { pdfKey: string };

const signedPdfKey = new RegExp(`/(${SIGNED_AGREEMENTS_FOLDER}/[0-9a-f-]{36}\\.pdf)$`);

/**
 * The signed document a link names, when it is one of ours: the record link above (whatever its
 * origin), or a signed link to the signed PDF as the signing answered it (this server's
 * `/upload-service/private/…` or a presigned S3 address). Null for anything else. Only a name:
 * whose document it is, the caller checks.
 */
export function readAgreementReference(link: string): AgreementReference | null {
  let url: URL;
  try {
    url = new URL(link.trim(), 'http://relative.invalid');
  } catch {
    return null;
  }
  if (url.pathname === VERIFY_PAGE) {
    const documentId = url.searchParams.get(DOCUMENT_PARAMETER);
    return documentId ? { documentId } : null;
  }
  const pdfKey = signedPdfKey.exec(url.pathname)?.[1];
  return pdfKey ? { pdfKey } : null;
}
