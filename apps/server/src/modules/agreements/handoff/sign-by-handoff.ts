import type { agreementHandoffSignRequestSchema } from '@givecrowd/shared/agreement/agreement-api';
import { AGREEMENT_MESSAGES as M } from '@givecrowd/shared/agreement/agreement-messages';
import { codeSchema } from '@givecrowd/shared/auth/auth-api';
import { AUTH_MESSAGES } from '@givecrowd/shared/auth/messages';
import type { z } from 'zod';
import { AppError } from '@/lib/errors.ts';
import { verifyCode } from '@/modules/auth/index.ts';
import { storeImageUpload } from '@/modules/uploads/index.ts';
import type { AgreementDeps } from '../deps.ts';
import { recordAgreementSignature, type SignedAgreement } from '../record-signature.ts';
import { useHandoff } from '../repository.ts';
import { assertAgreementValid, SIGNATURE_PURPOSE } from '../sign-partner-agreement.ts';
import { codeDeps, handoffCodeScope } from './handoff-code.ts';
import { handoffLinkDead, loadLiveHandoff } from './load-live-handoff.ts';

/** A drawn signature is a small PNG; anything bigger is not one. */
export const SIGNATURE_PNG_MAX_BYTES = 512 * 1024;

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG a `data:image/png;base64,…` address carries; 400 for anything else or over 512 KB. */
function decodeSignaturePng(dataUrl: string): Buffer {
  const base64 = PNG_DATA_URL.exec(dataUrl.trim())?.[1];
  const bytes = base64 ? Buffer.from(base64, 'base64') : null;
  const isPng =
    bytes !== null &&
    bytes.length <= SIGNATURE_PNG_MAX_BYTES &&
    bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC);
  if (!bytes || !isPng) {
    throw new AppError('bad_request', M.signatureImageInvalid, {
      errors: [{ field: 'partner_signature', message: M.signatureImageInvalid }],
    });
  }
  return bytes;
}

/** The code as typed, checked for its shape (400 without using a try). */
function readCode(otp: string): string {
  const code = codeSchema.safeParse(otp);
  if (code.success) return code.data;
  const message = code.error.issues[0]?.message ?? AUTH_MESSAGES.codeRequired;
  throw new AppError('bad_request', message, { errors: [{ field: 'otp', message }] });
}

/**
 * `POST /api/agreement-handoff/{token}/sign`
 * (docs/product/partner-agreement.md#signing-on-the-signatorys-device): the live link (404), the
 * agreement's rules, the drawn PNG, the code texted to the verified admin phone (wrong 400, tries
 * spent 429), then the signing of the draft as the wizard signs it; the link dies with it.
 */
export async function signByHandoff({
  deps,
  token,
  request,
  ip,
  userAgent,
}: {
  deps: AgreementDeps;
  token: string;
  request: z.output<typeof agreementHandoffSignRequestSchema>;
  ip: string;
  userAgent: string;
}): Promise<SignedAgreement> {
  const { db, now } = deps;
  const { handoff, organization } = await loadLiveHandoff({ db, token, now });
  const { otp, signature_png, ...fields } = request;
  assertAgreementValid({ ...fields, partner_signature: signature_png });
  const png = decodeSignaturePng(signature_png);
  await verifyCode(codeDeps(deps), { ...handoffCodeScope(handoff), code: readCode(otp) });
  const { key: signatureKey } = await storeImageUpload({
    db,
    storage: deps.storage,
    ownerId: handoff.sentBy,
    form: {
      fields: { purpose: SIGNATURE_PURPOSE, client: 'agreement-handoff' },
      file: { fieldName: 'files', name: 'signature.png', bytes: png },
    },
    variant: 'original',
    limits: { maxPixels: deps.uploadMaxPixels },
  });
  return recordAgreementSignature({
    deps,
    userId: handoff.sentBy,
    organization,
    fields,
    signatureKey,
    signedVia: 'handoff',
    signerPhone: handoff.phone,
    ip,
    userAgent,
    beforeRecord: async (tx) => {
      if (!(await useHandoff(tx, { id: handoff.id, now }))) throw handoffLinkDead();
    },
  });
}
