import { randomBytes, randomUUID } from 'node:crypto';
import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import type { StatusChangeRequest } from '@givecrowd/shared/review/review-api';
import { eq } from 'drizzle-orm';
import { organizations } from '@/db/schema.ts';
import { bearer, buildAuthApp, createClock, post } from './auth-helpers.ts';
import type { TestApp } from './build-test-app.ts';
import { savePage1, verifyAdminPhone } from './organization-helpers.ts';
import {
  createOwner,
  purchasedPlan,
  savePage4,
  validDomesticAccount,
} from './payments-page-helpers.ts';
import { savePage2, validWebsite } from './site-helpers.ts';

/** Test data and steps shared by the verification tests (not a test itself). */

export const REVIEWER_EMAIL = 'reviewer@review.example.org';
export const PUBLIC_URL = 'https://givecrowd.test';
export const PLATFORM_DOMAIN = 'givecrowd.test';

/** An app whose only reviewer is REVIEWER_EMAIL, with a bank-account key and a clock of its own. */
export const buildReviewApp = (clock = createClock()) =>
  buildAuthApp(
    {
      bankAccountKey: randomBytes(32),
      reviewerEmails: [REVIEWER_EMAIL],
      publicUrl: PUBLIC_URL,
      platformDomain: PLATFORM_DOMAIN,
    },
    clock,
  );

export const createReviewer = (app: TestApp) => createOwner(app, REVIEWER_EMAIL);

let phoneSerial = 20_000;

/**
 * An organization taken through the wizard over HTTP, as its owner does it: step 0 with a verified
 * signatory phone, step 1, a plan bought, and Submit with a domestic bank account. It is
 * `submitted`; answers its owner, slug and step-0 form.
 */
export async function submittedOrganization(
  app: TestApp,
  overrides: Partial<RegistrationForm> = {},
) {
  const owner = await createOwner(app);
  phoneSerial += 1;
  const form: RegistrationForm = {
    ...validIndiaNgo,
    organization_name: `Helping Hands ${phoneSerial}`,
    organization_email: `contact-${phoneSerial}@helpinghands.example.org`,
    organization_admin_phone: `98765-${phoneSerial}`,
    ...overrides,
  };
  await verifyAdminPhone(app, owner.token, {
    phone: `+9198765${phoneSerial}`,
    email: form.organization_admin_email,
  });
  const page1 = await savePage1(app, owner.token, form);
  if (page1.statusCode !== 200) throw new Error(`page 1: ${JSON.stringify(page1.body)}`);
  const slug: string = page1.body.data.slug;
  const page2 = await savePage2(app, owner.token, { ...validWebsite, slug });
  if (page2.statusCode !== 200) throw new Error(`page 2: ${JSON.stringify(page2.body)}`);
  await app.db
    .update(organizations)
    .set({ pricingPlan: purchasedPlan() })
    .where(eq(organizations.slug, slug));
  const submitted = await savePage4(app, owner.token, {
    ...validDomesticAccount,
    slug,
    third_page_terms: true,
  });
  if (submitted.statusCode !== 200) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
  return { owner, slug, form };
}

/** An organization stored straight in a status, as if the moves had led there. */
export async function insertOrganizationAt(
  app: TestApp,
  {
    status,
    ownerId = null,
    submittedAt = new Date('2029-12-20T09:00:00Z'),
    columns = {},
  }: {
    status: OrganizationStatus;
    ownerId?: string | null;
    submittedAt?: Date | null;
    columns?: Partial<typeof organizations.$inferInsert>;
  },
) {
  const slug = `org-${randomUUID()}`;
  const [row] = await app.db
    .insert(organizations)
    .values({
      slug,
      ownerId,
      status,
      name: 'Helping Hands Foundation',
      countryCode: 'IN',
      organizationType: 'ngo',
      progressPage: status === 'draft' ? 2 : 4,
      submittedAt: status === 'draft' ? null : submittedAt,
      data: { ...validIndiaNgo, ...validWebsite },
      ...columns,
    })
    .returning();
  if (!row) throw new Error('the organization was not inserted');
  return row;
}

export const moveStatus = (
  app: TestApp,
  token: string,
  slug: string,
  body: Partial<StatusChangeRequest> | Record<string, unknown>,
) => post(app, `/api/admin/organizations/${slug}/status`, body, bearer(token));

export async function getAs(app: TestApp, token: string | null, url: string) {
  const response = await app.inject({ url, headers: token ? bearer(token) : {} });
  return { statusCode: response.statusCode, headers: response.headers, body: response.json() };
}
