import { mediaKeyFromUrl } from '@givecrowd/shared/media/media-url';
import { normalizePan } from '@givecrowd/shared/organization/formats';
import { REGISTRATION_MESSAGES as M } from '@givecrowd/shared/organization/messages';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { findCountry } from './repository.ts';

/** Trimmed names, each once, in the order given. */
function normalizeCategories(categories: RegistrationForm['organization_categories']) {
  const names = [...new Set(categories.map(({ name }) => name.trim()).filter(Boolean))];
  return names.map((name) => ({ name }));
}

/**
 * The step-0 form as the server will store it: the country's name and currency from the
 * countries table (never the browser's), the PAN upper case, categories de-duplicated, and the
 * signature as its media key when it names one of ours (anything else stays, to be refused).
 */
export async function normalizeRegistrationForm({
  db,
  form,
  mediaBaseUrl,
}: {
  db: DbExecutor;
  form: RegistrationForm;
  mediaBaseUrl: string;
}): Promise<{ form: RegistrationForm; callingCode: string | null }> {
  const countryCode = form.country_code.trim().toUpperCase();
  const country = countryCode ? await findCountry(db, countryCode) : undefined;
  if (countryCode && !country) {
    throw new AppError('bad_request', M.countryRequired, {
      errors: [{ field: 'country_code', message: M.countryRequired }],
    });
  }
  const signature = form.organization_digital_signature;
  const normalized: RegistrationForm = {
    ...form,
    country_code: country?.code ?? '',
    organization_country: country?.name ?? '',
    currency: country?.currency ?? '',
    organization_pan_card_number: normalizePan(form.organization_pan_card_number),
    organization_admin_email: form.organization_admin_email.trim(),
    organization_categories: normalizeCategories(form.organization_categories),
    organization_digital_signature:
      mediaKeyFromUrl({ mediaBaseUrl, url: signature.trim() }) ?? signature,
  };
  return { form: normalized, callingCode: country?.callingCode ?? null };
}
