import { AGREEMENT_MESSAGES as M } from '@givecrowd/shared/agreement/agreement-messages';
import { AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import { REGISTRATION_MESSAGES } from '@givecrowd/shared/organization/messages';
import { toE164Phone } from '@givecrowd/shared/phone/phone-number';
import { AppError } from '@/lib/errors.ts';
import { generateLinkToken } from '@/modules/auth/index.ts';
import { agreementHandoffEmail, enqueueMessage } from '@/modules/mail/index.ts';
import { isAdminPhoneVerified, loadOwnDraft } from '@/modules/organizations/index.ts';
import type { AgreementDeps } from '../deps.ts';
import { findDraftSignature } from '../find-draft-signature.ts';
import {
  countHandoffsSince,
  insertHandoff,
  lockDraftHandoffs,
  retireHandoffs,
} from '../repository.ts';

/** A signing link works for 72 hours, and a draft's signatory is sent at most 3 an hour. */
export const HANDOFF_TTL_HOURS = 72;
export const HANDOFFS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

/** The signatory's page (the web's route) for a token. */
const signingPage = (publicUrl: string, token: string) =>
  new URL(`/agreement/sign/${token}`, `${publicUrl}/`).toString();

/**
 * `POST /api/organization/partner-agreement/handoff`
 * (docs/product/partner-agreement.md#signing-on-the-signatorys-device): the owner's draft (404
 * otherwise) with a verified admin phone emails its admin a one-time signing link; a new link
 * replaces the older ones. At most 3 an hour per draft (429 with Retry-After). The draft's stored
 * program is not asked: a draft cannot be saved with the NDEP program before its agreement is
 * signed, which is what the link is for.
 */
export async function sendAgreementHandoff({
  deps,
  ownerId,
  slug,
}: {
  deps: AgreementDeps;
  ownerId: string;
  slug: string;
}): Promise<void> {
  const { db, now } = deps;
  const draft = await loadOwnDraft({ db, ownerId, slug });
  const { form } = draft;
  const phone = toE164Phone(form.organization_admin_phone, form.country_code);
  if (!phone || !(await isAdminPhoneVerified({ db, ownerId, form }))) {
    const message = REGISTRATION_MESSAGES.adminPhoneVerificationRequired;
    throw new AppError('bad_request', message, {
      errors: [{ field: 'organization_admin_phone', message }],
    });
  }
  if (await findDraftSignature(db, { organization: draft, version: AGREEMENT_VERSION })) {
    throw new AppError('conflict', M.alreadySigned);
  }
  await db.transaction(async (tx) => {
    await lockDraftHandoffs(tx, draft.id);
    const since = new Date(now.getTime() - HOUR_MS);
    const { sent, oldest } = await countHandoffsSince(tx, { organizationId: draft.id, since });
    if (sent >= HANDOFFS_PER_HOUR) {
      const freeAt = (oldest ?? now).getTime() + HOUR_MS;
      throw new AppError('rate_limited', M.handoffRateLimited, {
        retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
      });
    }
    await retireHandoffs(tx, { organizationId: draft.id, now });
    const { token, tokenHash } = generateLinkToken();
    await insertHandoff(tx, {
      organizationId: draft.id,
      sentBy: ownerId,
      email: form.organization_admin_email,
      phone,
      tokenHash,
      expiresAt: new Date(now.getTime() + HANDOFF_TTL_HOURS * HOUR_MS),
      createdAt: now,
    });
    await enqueueMessage(
      tx,
      agreementHandoffEmail({
        locale: deps.locale,
        to: form.organization_admin_email,
        organizationName: draft.name,
        link: signingPage(deps.publicUrl, token),
        validHours: HANDOFF_TTL_HOURS,
      }),
    );
  });
}
