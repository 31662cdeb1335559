import type { agreementHandoffSchema } from '@givecrowd/shared/agreement/agreement-api';
import { AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import type { z } from 'zod';
import type { AgreementDeps } from '../deps.ts';
import { findDraftSignature } from '../find-draft-signature.ts';
import { maskPhone } from '../mask-phone.ts';
import { loadLiveHandoff } from './load-live-handoff.ts';

/**
 * `GET /api/agreement-handoff/{token}`: what the signatory's page shows before signing — the
 * organization, the fields prefilled from the draft, where the code goes (masked) and whether the
 * agreement of this version is signed already.
 */
export async function describeHandoff({
  deps,
  token,
}: {
  deps: AgreementDeps;
  token: string;
}): Promise<z.infer<typeof agreementHandoffSchema>> {
  const { db, now } = deps;
  const { handoff, organization } = await loadLiveHandoff({ db, token, now });
  const { form } = organization;
  const signature = await findDraftSignature(db, { organization, version: AGREEMENT_VERSION });
  return {
    organization_name: organization.name,
    fields: {
      partner_name: form.organization_admin_name,
      partner_reg_number: form.organization_registeration_number,
      partner_pan_number: form.organization_pan_card_number,
      partner_email: form.organization_admin_email,
    },
    phone_hint: maskPhone(handoff.phone),
    version: AGREEMENT_VERSION,
    signed: signature !== undefined,
  };
}
