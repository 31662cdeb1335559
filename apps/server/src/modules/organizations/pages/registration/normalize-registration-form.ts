import { mediaKeyFromUrl } from '@givecrowd/shared/media/media-url';
import { clearSwitchedOffBlocks } from '@givecrowd/shared/organization/clear-switched-off-blocks';
import { normalizePan } from '@givecrowd/shared/organization/formats';
import { REGISTRATION_MESSAGES as M } from '@givecrowd/shared/organization/messages';
import { normalizePostalCode } from '@givecrowd/shared/organization/postal-address';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import { toE164Phone } from '@givecrowd/shared/phone/phone-number';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { findCountry } from '@/modules/catalog/index.ts';

/** Trimmed names, each once, in the order given. */
function normalizeCategories(categories: RegistrationForm['organization_categories']) {
  const names = [...new Set(categories.map(({ name }) => name.trim()).filter(Boolean))];
  return names.map((name) => ({ name }));
}

/** A phone in E.164 when it is one for the country (a phone that is not stays, to be refused). */
const storedPhone = (phone: string, countryCode: string) =>
  toE164Phone(phone, countryCode) ?? phone;

/**
 * The step-0 form as the server will store it: the country's name and currency from the
 * countries table (never the browser's), the PAN upper case, the postal code as the post writes it, categories de-duplicated, both
 * phones in E.164, the signature as its media key when it names one of ours (anything else
 * stays, to be refused), and nothing of a block that is switched off
 * (docs/product/registration-rules.md#what-the-server-stores).
 */
export async function normalizeRegistrationForm({
  db,
  form,
  mediaBaseUrl,
}: {
  db: DbExecutor;
  form: RegistrationForm;
  mediaBaseUrl: string;
}): Promise<RegistrationForm> {
  const countryCode = form.country_code.trim().toUpperCase();
  const country = countryCode ? await findCountry(db, countryCode) : undefined;
  if (countryCode && !country) {
    throw new AppError('bad_request', M.countryRequired, {
      errors: [{ field: 'country_code', message: M.countryRequired }],
    });
  }
  const signature = form.organization_digital_signature;
  const code = country?.code ?? '';
  return clearSwitchedOffBlocks({
    ...form,
    country_code: code,
    organization_country: country?.name ?? '',
    currency: country?.currency ?? '',
    organization_pan_card_number: normalizePan(form.organization_pan_card_number),
    organization_phone: storedPhone(form.organization_phone, code),
    organization_admin_email: form.organization_admin_email.trim(),
    organization_admin_phone: storedPhone(form.organization_admin_phone, code),
    organization_state: form.organization_state.trim(),
    organization_postal_code: normalizePostalCode(form.organization_postal_code, code),
    organization_categories: normalizeCategories(form.organization_categories),
    organization_digital_signature:
      mediaKeyFromUrl({ mediaBaseUrl, url: signature.trim() }) ?? signature,
  });
}
