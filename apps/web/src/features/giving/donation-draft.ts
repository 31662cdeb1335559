import { DEDICATION_KINDS, DONATION_FREQUENCIES } from '@givecrowd/shared/giving/donation-fields';
import type { GiftTarget } from '@/lib/giving-paths';
import type { DonationFormValues } from './donation-form-values';

/*
 * What a donor typed, kept for the tab (sessionStorage) per campaign or organization, so that a
 * reload or the provider's Cancel brings it back (docs/product/donations.md, Paying: the form keeps what was
 * typed). Nothing of it is read while the page renders: the form loads it once alive.
 */

const keyOf = ({ kind, slug }: GiftTarget) => `donationDraft:${kind}:${slug}`;

export function saveDonationDraft(target: GiftTarget, values: DonationFormValues): void {
  try {
    sessionStorage.setItem(keyOf(target), JSON.stringify(values));
  } catch {
    // Storage full or switched off: the form works without its draft.
  }
}

export function clearDonationDraft(target: GiftTarget): void {
  try {
    sessionStorage.removeItem(keyOf(target));
  } catch {
    // As above.
  }
}

const isOneOf = (options: readonly string[], value: unknown) =>
  typeof value === 'string' && options.includes(value);

/**
 * The kept draft over `initial`: each value of the same type as the form's (and a frequency or
 * dedication the form knows), anything else left as it starts. Null without a draft.
 */
export function readDonationDraft(
  target: GiftTarget,
  initial: DonationFormValues,
): DonationFormValues | null {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(keyOf(target)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const draft: Record<string, unknown> = { ...initial };
  for (const [field, value] of Object.entries(stored)) {
    if (Object.hasOwn(initial, field) && typeof value === typeof draft[field]) draft[field] = value;
  }
  if (!isOneOf(DONATION_FREQUENCIES, draft.frequency)) draft.frequency = initial.frequency;
  if (!isOneOf(['', ...DEDICATION_KINDS], draft.dedication_kind)) draft.dedication_kind = '';
  return draft as DonationFormValues;
}
