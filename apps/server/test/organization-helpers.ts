import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import {
  validIndiaNgo,
  validUsCompany,
} from '@givecrowd/shared/organization/registration-form.fixtures';
import { eq } from 'drizzle-orm';
import { organizations } from '@/db/schema.ts';
import { bearer, latestCode, post } from './auth-helpers.ts';
import type { TestApp } from './build-test-app.ts';
import { createTestUser } from './create-test-user.ts';

export { validIndiaNgo, validUsCompany };

/** Texts a code to the signatory phone (E.164) and enters it, as the code dialog does. */
export async function verifyAdminPhone(
  app: TestApp,
  token: string,
  { phone, email }: { phone: string; email: string },
): Promise<void> {
  const sent = await post(app, '/api/organization/send-otp', { phone, email }, bearer(token));
  if (sent.statusCode !== 200) throw new Error(`send-otp answered ${sent.statusCode}`);
  const otp = await latestCode(app, phone);
  const verified = await post(
    app,
    '/api/auth/partner-otp-verify',
    { phone, email, otp },
    bearer(token),
  );
  if (verified.statusCode !== 200)
    throw new Error(`partner-otp-verify answered ${verified.statusCode}`);
}

export const savePage1 = (app: TestApp, token: string | null, body: object) =>
  post(app, '/api/organization/create/page/1', body, token ? bearer(token) : {});

export async function getDraft(app: TestApp, token: string | null, slug: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/organization/create/${encodeURIComponent(slug)}`,
    headers: token ? bearer(token) : {},
  });
  return { statusCode: response.statusCode, body: response.json() };
}

let phoneSerial = 10_000;
/** A signed-in user whose India NGO form has a signatory phone they verified. */
export async function signedInWithVerifiedForm(
  app: TestApp,
  overrides: Partial<RegistrationForm> = {},
) {
  const user = await createTestUser(app);
  phoneSerial += 1;
  const form: RegistrationForm = {
    ...validIndiaNgo,
    organization_admin_phone: `98765-${phoneSerial}`,
    ...overrides,
  };
  await verifyAdminPhone(app, user.token, {
    phone: `+9198765${phoneSerial}`,
    email: form.organization_admin_email,
  });
  return { user, form };
}

/** The organizations row behind a slug, as stored. */
export async function storedDraftRow(app: TestApp, slug: string) {
  const [row] = await app.db.select().from(organizations).where(eq(organizations.slug, slug));
  return row;
}
