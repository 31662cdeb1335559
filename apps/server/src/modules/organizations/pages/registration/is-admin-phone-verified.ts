import { isEmail } from '@givecrowd/shared/organization/formats';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import { toE164Phone } from '@givecrowd/shared/phone/phone-number';
import type { DbExecutor } from '@/db/executor.ts';
import { isPhoneVerifiedBy } from '@/modules/auth/index.ts';

/**
 * Verified means this user's own partner-otp-verify record for this phone and signatory email,
 * never a flag from the browser (docs/product/registration-rules.md#readings). The phone is
 * mapped to E.164 as the web mapped it to send the code.
 */
export async function isAdminPhoneVerified({
  db,
  ownerId,
  form,
}: {
  db: DbExecutor;
  ownerId: string;
  form: RegistrationForm;
}): Promise<boolean> {
  const phone = toE164Phone(form.organization_admin_phone, form.country_code);
  const email = form.organization_admin_email.toLowerCase();
  if (!phone || !isEmail(email)) return false;
  return isPhoneVerifiedBy(db, { userId: ownerId, phone, email });
}
