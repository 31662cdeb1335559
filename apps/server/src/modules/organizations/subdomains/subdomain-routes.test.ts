import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { bearer, buildAuthApp, post } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { storedDraftRow } from '@test/organization-helpers.ts';
import { insertDraft, savePage2, validWebsite } from '@test/site-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peekNextOrganizationNumber } from '@/modules/organizations/repository.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp({
    publicUrl: 'https://app.givecrowd.test',
    platformDomain: 'givecrowd.test',
    appHosts: ['portal.givecrowd.test'],
  });
});
afterAll(async () => app.close());

const askSubdomain = (token: string | null, body: object) =>
  post(app, '/api/organization/subdomain', body, token ? bearer(token) : {});

const email = 'contact@example.org';

describe('POST /api/organization/subdomain', () => {
  it('answers the subdomain a name would get, reserving nothing', async () => {
    const user = await createTestUser(app);
    const name = 'Lotus Learning Circle';
    const preview = await askSubdomain(user.token, {
      organization_email: email,
      organization_name: name,
    });
    expect(preview).toMatchObject({
      statusCode: 200,
      body: {
        status: true,
        data: {
          subdomain: 'lotus-learning-circle',
          url: 'https://lotus-learning-circle.givecrowd.test',
        },
      },
    });
    expect((await askSubdomain(user.token, { organization_name: name })).body).toEqual(
      preview.body,
    );

    const { slug } = await insertDraft(app, { ownerId: user.id, name });
    await savePage2(app, user.token, { ...validWebsite, slug });
    const next = await askSubdomain(user.token, { organization_name: name });
    expect(next.body.data.subdomain).toBe('lotus-learning-circle-2');
  });

  it.each([
    ['WWW', 'www-2'],
    ['Portal', 'portal-2'],
    ['Ünïcode Café', 'unicode-cafe'],
  ])('gives %j the subdomain %j', async (name, subdomain) => {
    const user = await createTestUser(app);
    const answer = await askSubdomain(user.token, { organization_name: name });
    expect(answer.body.data.subdomain).toBe(subdomain);
  });

  it('gives a name with no Latin letters org and the next organization number', async () => {
    const user = await createTestUser(app);
    const answer = await askSubdomain(user.token, { organization_name: 'सेवा संगम' });
    expect(answer.body.data.subdomain).toBe(`org${await peekNextOrganizationNumber(app.db)}`);
  });

  it("with slug, gives the owner's draft its subdomain from the saved name, once", async () => {
    const user = await createTestUser(app);
    const { slug } = await insertDraft(app, { ownerId: user.id, name: 'Silver Oak Trust' });
    const given = await askSubdomain(user.token, {
      organization_email: email,
      organization_name: 'Anything Else',
      slug,
    });
    expect(given.body).toEqual({
      status: true,
      data: { subdomain: 'silver-oak-trust', url: 'https://silver-oak-trust.givecrowd.test' },
    });
    expect((await storedDraftRow(app, slug))?.subdomain).toBe('silver-oak-trust');
    const again = await askSubdomain(user.token, { organization_name: 'Silver Oak Trust', slug });
    expect(again.body).toEqual(given.body);
    const saved = await savePage2(app, user.token, { ...validWebsite, slug });
    expect(saved.body.data.organization).toMatchObject({
      subdomain: 'silver-oak-trust',
      site_url: 'https://silver-oak-trust.givecrowd.test',
    });
  });

  it("answers 404 for someone else's draft and gives it nothing", async () => {
    const owner = await createTestUser(app);
    const { slug } = await insertDraft(app, { ownerId: owner.id, name: 'Quiet Pond Trust' });
    const intruder = await createTestUser(app);
    const answer = await askSubdomain(intruder.token, { organization_name: 'x', slug });
    expect(answer).toMatchObject({ statusCode: 404, body: { message: DRAFT_MESSAGES.notFound } });
    expect((await storedDraftRow(app, slug))?.subdomain).toBeNull();
  });

  it('answers 400 without a name and 401 without a token', async () => {
    const user = await createTestUser(app);
    expect((await askSubdomain(user.token, { organization_name: '  ' })).statusCode).toBe(400);
    expect((await askSubdomain(user.token, { organization_email: email })).statusCode).toBe(400);
    expect((await askSubdomain(null, { organization_name: 'Asha Trust' })).statusCode).toBe(401);
  });
});
