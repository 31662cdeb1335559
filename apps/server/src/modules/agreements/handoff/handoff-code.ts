import type { CodeDeps } from '@/modules/auth/index.ts';
import type { AgreementDeps } from '../deps.ts';
import type { HandoffRow } from '../repository.ts';

/**
 * The signing code is a phone code of the one code machinery (format, 10 minutes, 5 tries, 60 s
 * between sends), bound to this link and its phone: no other link or phone can use it.
 */
export const handoffCodeScope = (handoff: HandoffRow) => ({
  purpose: 'phone' as const,
  address: `agreement-handoff:${handoff.id}|${handoff.phone}`,
});

export const codeDeps = (deps: AgreementDeps): CodeDeps => ({
  db: deps.db,
  secret: deps.secret,
  now: deps.now,
});
