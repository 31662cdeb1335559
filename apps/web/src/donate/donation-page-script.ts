import { ERROR_BANNER_MS } from '@givecrowd/shared/constants';
import { formatGift, parseTypedAmount } from '@givecrowd/shared/giving/gift-money';
import { WALL_MESSAGE_MAX } from '@givecrowd/shared/giving/giving-messages';
import { findDonationErrors } from '@givecrowd/shared/giving/giving-rules';
import { fillTemplate } from '@givecrowd/shared/i18n/fill-template';
import { readDonationDraft, saveDonationDraft } from '@/features/giving/donation-draft';
import {
  acceptedAmountOf,
  type DonationFormValues,
  donationDetailsOf,
  donationRequestOf,
  initialDonationValues,
  isIndianOrganization,
  recipientOf,
  toFormMarks,
} from '@/features/giving/donation-form-values';
import {
  DONATION_PAGE_DATA_ID,
  type DonationPageData,
  type ShownWhen,
} from '@/features/giving/donation-page-data';
import { giftFiguresOf } from '@/features/giving/gift-figures';
import { ApiError, apiFetch } from '@/lib/api-client';
import { type FieldMark, focusField, hasMarkPlace, recheckMarks, showMark } from './field-marks';
import { readValues, writeValues } from './form-controls';
import { messageTranslator } from './page-messages';

/** The answer of `POST /api/donations` this page reads: where the provider's checkout is. */
type StartedDonation = { data?: { url?: unknown } };

function readPageData(doc: Document): DonationPageData | null {
  const text = doc.getElementById(DONATION_PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as DonationPageData) : null;
}

const all = <T extends Element>(root: ParentNode, selector: string) =>
  Array.from(root.querySelectorAll<T>(selector));

/**
 * Takes over the donation form the server rendered (docs/decisions/012): checks it with the
 * shared rules, marks its fields, shows the parts a donor needs and the summary, keeps what is
 * typed for the tab, and starts the gift. Returns false when the page has no form (a refusal).
 */
export function startDonationForm(doc: Document): boolean {
  const data = readPageData(doc);
  const form = doc.getElementById('donation-form');
  if (!data || !(form instanceof HTMLFormElement)) return false;
  const { form: donationForm, target, texts } = data;
  const translate = messageTranslator(data.messages);
  const initial = initialDonationValues(donationForm);
  const recipient = recipientOf(donationForm);
  const check = (values: DonationFormValues): FieldMark[] =>
    toFormMarks(findDonationErrors(donationDetailsOf(values, donationForm), recipient));
  const money = (amount: number) => formatGift(amount, donationForm.currency);

  const payButton = form.querySelector<HTMLButtonElement>('[data-pay]');
  const banner = doc.querySelector<HTMLElement>('[data-donation-banner]');
  const refusal = form.querySelector<HTMLElement>('[data-donation-refusal]');
  let marks = new Map<string, string>();
  let values = readValues(form, initial);
  let bannerTimer: ReturnType<typeof setTimeout> | undefined;

  const showBanner = (message: string) => {
    if (!banner) return;
    const text = banner.querySelector('[data-banner-text]') ?? banner;
    text.textContent = translate(message);
    banner.hidden = false;
    clearTimeout(bannerTimer);
    bannerTimer = setTimeout(() => {
      banner.hidden = true;
    }, ERROR_BANNER_MS);
  };

  const setMarks = (next: Map<string, string>) => {
    for (const field of new Set([...marks.keys(), ...next.keys()])) {
      const message = next.get(field);
      if (message !== marks.get(field)) showMark(doc, field, message ? translate(message) : null);
    }
    marks = next;
  };

  /** A refusal: its message in the banner, its fields marked and the first one focused. */
  const reject = (message: string, refused: readonly FieldMark[]) => {
    showBanner(message);
    const marked = refused.filter(({ field }) => hasMarkPlace(doc, field));
    setMarks(new Map(marked.map(({ field, message: text }) => [field, text])));
    const [first] = marked;
    if (first) focusField(doc, first.field);
  };

  const shown = (when: ShownWhen) => {
    if (when === 'foreign-citizen') {
      return isIndianOrganization(donationForm) && !values.is_indian_citizen;
    }
    return when === 'gift-aid' ? values.gift_aid : values.dedication_kind !== '';
  };

  /** Everything that follows the values: the pressed amount, the parts shown, the figures. */
  const render = () => {
    const chosen = parseTypedAmount(values.amount);
    for (const button of all<HTMLElement>(form, '[data-amount]')) {
      button.setAttribute('aria-pressed', String(chosen === Number(button.dataset.amount)));
    }
    for (const part of all<HTMLElement>(form, '[data-shown-when]')) {
      part.hidden = !shown(part.dataset.shownWhen as ShownWhen);
    }
    const figures = giftFiguresOf({
      amount: acceptedAmountOf(values, donationForm),
      donationForm,
      coverFees: values.cover_fees,
      frequency: values.frequency,
    });
    const summary = form.querySelector<HTMLElement>('[data-summary-figures]');
    if (summary) summary.hidden = !figures;
    const empty = form.querySelector<HTMLElement>('[data-summary-empty]');
    if (empty) empty.hidden = Boolean(figures);
    if (figures) {
      const shownFigures: Record<string, string> = {
        amount: money(figures.amount),
        frequency: figures.frequency === 'monthly' ? texts.monthly : texts.once,
        providerFee: money(figures.providerFee),
        charged: money(figures.charged),
        fees: money(figures.fees),
        organizationReceives: money(figures.organizationReceives),
      };
      for (const cell of all<HTMLElement>(form, '[data-summary]')) {
        cell.textContent = shownFigures[cell.dataset.summary ?? ''] ?? '';
      }
      const coveredRow = form.querySelector<HTMLElement>('[data-summary-row="providerFee"]');
      if (coveredRow) coveredRow.hidden = figures.charged === figures.amount;
    }
    const taxNote = form.querySelector<HTMLElement>('[data-tax-note="80G"]');
    if (taxNote) taxNote.textContent = values.donor_pan.trim() ? texts.with80G : texts.noPanNo80G;
    const hint = form.querySelector('[data-cover-fees-hint]');
    if (hint) {
      hint.textContent = figures
        ? fillTemplate(texts.coverFeesHint, { fee: money(figures.providerFee) })
        : texts.coverFeesNoAmount;
    }
    const count = form.querySelector<HTMLElement>('[data-message-count]');
    if (count) {
      const length = [...values.message.trim()].length;
      count.textContent = fillTemplate(texts.messageCount, {
        count: length,
        max: WALL_MESSAGE_MAX,
      });
      count.style.color = length > WALL_MESSAGE_MAX ? 'var(--mantine-color-error)' : '';
    }
    const label = payButton?.querySelector('[data-pay-label]');
    if (label) {
      label.textContent = figures
        ? fillTemplate(figures.frequency === 'monthly' ? texts.payMonthly : texts.pay, {
            amount: money(figures.charged),
          })
        : texts.payNoAmount;
    }
  };

  /** After every edit: the values kept for the tab, the marks checked again, the page drawn. */
  const edited = () => {
    const previous = values;
    values = readValues(form, initial);
    const changed = new Set(
      (Object.keys(values) as (keyof DonationFormValues)[]).filter(
        (field) => values[field] !== previous[field],
      ),
    );
    if (changed.size === 0) return;
    saveDonationDraft(target, values);
    if (marks.size > 0) {
      setMarks(recheckMarks({ marks, now: check(values), before: check(previous), changed }));
    }
    render();
  };

  const setBusy = (isBusy: boolean) => {
    if (!payButton) return;
    payButton.disabled = isBusy;
    payButton.toggleAttribute('data-loading', isBusy);
    payButton.setAttribute('aria-busy', String(isBusy));
  };

  const start = async () => {
    setBusy(true);
    try {
      const request = donationRequestOf(values, {
        form: donationForm,
        target,
        locale: data.locale,
      });
      const answer = await apiFetch<StartedDonation>('/api/donations', {
        method: 'POST',
        body: request,
      });
      const url = answer.data?.url;
      if (typeof url !== 'string') throw new ApiError(200, 'unreadable');
      window.location.assign(url);
    } catch (error) {
      setBusy(false);
      const isRefusal = error instanceof ApiError;
      const message = error instanceof Error ? error.message : String(error);
      reject(message, isRefusal ? toFormMarks(error.errors) : []);
      if (isRefusal && error.status === 409 && refusal) {
        const text = refusal.querySelector('[data-refusal-text]') ?? refusal;
        text.textContent = translate(message);
        refusal.hidden = false;
      }
    }
  };

  form.addEventListener('input', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === 'donor_pan') {
      const { selectionStart, selectionEnd } = target;
      target.value = target.value.toUpperCase();
      target.setSelectionRange(selectionStart, selectionEnd);
    }
    edited();
  });
  form.addEventListener('change', edited);
  form.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-amount]');
    const amountInput = form.elements.namedItem('amount');
    if (!button || !(amountInput instanceof HTMLInputElement)) return;
    amountInput.value = button.dataset.amount ?? '';
    edited();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (payButton?.disabled) return;
    if (refusal) refusal.hidden = true;
    const failures = check(values);
    const [first] = failures;
    if (first) reject(first.message, failures);
    else void start();
  });

  const draft = readDonationDraft(target, initial);
  if (draft) writeValues(form, draft);
  values = readValues(form, initial);
  render();
  return true;
}
