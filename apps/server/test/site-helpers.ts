import { randomUUID } from 'node:crypto';
import type { UploadPurpose } from '@givecrowd/shared/constants';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { emptyWebsiteForm, type WebsiteForm } from '@givecrowd/shared/organization/website-form';
import { organizations, uploads } from '@/db/schema.ts';
import { bearer, post } from './auth-helpers.ts';
import type { TestApp } from './build-test-app.ts';

/** Test data and steps shared by the step-1, subdomain and own-domain tests (not a test itself). */

/** A step 1 that passes every rule, with no own domain and no video. */
export const validWebsite: WebsiteForm = {
  ...emptyWebsiteForm,
  organization_story: '<p>We run <strong>evening classes</strong> for 200 children.</p>',
  about_us_description: '<p>Founded in 2004 by the teachers of Pune.</p>',
  homepage_header_title: 'Evening classes for every child',
  second_page_terms: true,
};

export const savePage2 = (app: TestApp, token: string | null, body: object) =>
  post(app, '/api/organization/create/page/2', body, token ? bearer(token) : {});

/** A draft with step 0 saved, stored as page 1 stores it (without the phone to verify first). */
export async function insertDraft(
  app: TestApp,
  { ownerId, name = validIndiaNgo.organization_name }: { ownerId: string; name?: string },
) {
  const [row] = await app.db
    .insert(organizations)
    .values({
      slug: `draft-${randomUUID()}`,
      ownerId,
      status: 'draft',
      progressPage: 1,
      name,
      countryCode: 'IN',
      organizationType: 'ngo',
      data: { ...validIndiaNgo, organization_name: name },
    })
    .returning();
  if (!row) throw new Error('the draft was not inserted');
  return row;
}

/** Records an upload as the upload call does; answers its key. */
export async function recordUpload(
  app: TestApp,
  { ownerId, purpose }: { ownerId: string; purpose: UploadPurpose },
): Promise<string> {
  const key = `${purpose}/${randomUUID()}.png`;
  await app.db.insert(uploads).values({
    ownerId,
    purpose,
    key,
    kind: 'original',
    contentType: 'image/png',
    size: 100,
    width: 250,
    height: 100,
  });
  return key;
}
