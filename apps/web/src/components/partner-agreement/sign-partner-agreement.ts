import {
  type PartnerAgreementRequest,
  partnerAgreementResponseSchema,
} from '@givecrowd/shared/agreement/agreement-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { uploadImageFile } from '@/lib/upload-image';

/** How a signature is stored, drawn or uploaded: private, shown only through signed links. */
export const SIGNATURE_PURPOSE = 'organization_digital_signature';

/** A drawn signature (a PNG data URL, base64) as the file the upload service takes. */
function toPngFile(dataUrl: string): File {
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (character) =>
    character.charCodeAt(0),
  );
  return new File([bytes], 'signature.png', { type: 'image/png' });
}

/** The drawn signature's PNG, uploaded; answers its media key. */
async function uploadDrawnSignature(dataUrl: string): Promise<string> {
  const image = await uploadImageFile({ file: toPngFile(dataUrl), purpose: SIGNATURE_PURPOSE });
  return image.key;
}

/**
 * `POST /api/organization/partner-agreement`: signs the partner agreement. A drawn signature
 * (`data:` URL) is uploaded first; an uploaded one is sent by its key. Answers the signed PDF's
 * short-lived link, its document id and the version signed.
 */
export async function signPartnerAgreement(request: PartnerAgreementRequest) {
  const signature = request.partner_signature ?? '';
  const partner_signature = signature.startsWith('data:')
    ? await uploadDrawnSignature(signature)
    : signature;
  return apiFetch('/api/organization/partner-agreement', {
    method: 'POST',
    body: { ...request, partner_signature },
    schema: partnerAgreementResponseSchema,
  });
}

/** The dialog shows a failure in place, beside the form it came from. */
export function useSignPartnerAgreement() {
  return useMutation({ mutationFn: signPartnerAgreement, meta: { errorBanner: false } });
}
