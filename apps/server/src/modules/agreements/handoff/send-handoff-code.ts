import { issueCode } from '@/modules/auth/index.ts';
import { enqueueMessage, phoneCodeSms } from '@/modules/mail/index.ts';
import type { AgreementDeps } from '../deps.ts';
import { codeDeps, handoffCodeScope } from './handoff-code.ts';
import { loadLiveHandoff } from './load-live-handoff.ts';

/**
 * `POST /api/agreement-handoff/{token}/send-code`: texts a code to the draft's verified admin
 * phone, with the waits and caps of every code (429 with Retry-After).
 */
export async function sendHandoffCode({
  deps,
  token,
  ip,
}: {
  deps: AgreementDeps;
  token: string;
  ip: string;
}): Promise<void> {
  const { handoff } = await loadLiveHandoff({ db: deps.db, token, now: deps.now });
  await deps.db.transaction(async (tx) => {
    const code = await issueCode(
      {
        ...codeDeps(deps),
        db: tx,
        sendsPerIpPerHour: deps.codeSendsPerIpPerHour,
        sendsPerUserPerHour: deps.codeSendsPerUserPerHour,
      },
      { ...handoffCodeScope(handoff), userId: null, ip },
    );
    await enqueueMessage(tx, phoneCodeSms({ locale: deps.locale, to: handoff.phone, code }));
  });
}
