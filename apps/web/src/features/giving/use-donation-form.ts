import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import { findDonationErrors } from '@givecrowd/shared/giving/giving-rules';
import { useEffect } from 'react';
import { useMarkedForm } from '@/hooks/use-marked-form';
import type { GiftTarget } from '@/lib/giving-paths';
import { readDonationDraft, saveDonationDraft } from './donation-draft';
import {
  donationDetailsOf,
  initialDonationValues,
  recipientOf,
  toFormMarks,
} from './donation-form-values';

/**
 * The donation form, checked with the shared giving rules (findDonationErrors, the server's
 * too): on submit the first failure goes to the banner, every failing field is marked with its
 * first message and the first is focused; the server's refusals are marked the same way. What
 * is typed is kept for the tab and brought back once the page is alive.
 */
export function useDonationForm({ form, target }: { form: DonationForm; target: GiftTarget }) {
  const marked = useMarkedForm({
    initialValues: initialDonationValues(form),
    validate: (values) =>
      toFormMarks(findDonationErrors(donationDetailsOf(values, form), recipientOf(form))),
    onEdit: (values) => saveDonationDraft(target, values),
  });
  const { load } = marked;
  // Once, when the page is alive: sessionStorage is the browser's alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft of the form first shown.
  useEffect(() => {
    const draft = readDonationDraft(target, initialDonationValues(form));
    if (draft) load(draft);
  }, []);
  return marked;
}
