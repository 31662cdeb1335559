import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { WEBSITE_MESSAGES as M } from '@givecrowd/shared/organization/website-messages';
import { bearer, buildAuthApp, post } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { getDraft, storedDraftRow } from '@test/organization-helpers.ts';
import { insertDraft, savePage2, validWebsite } from '@test/site-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDnsServer, startLocalDnsServer } from './local-dns-server.ts';

let dns: LocalDnsServer;
let app: TestApp;

beforeAll(async () => {
  dns = await startLocalDnsServer();
  app = await buildAuthApp({ dnsServers: [dns.address], dnsTimeoutMs: 200 });
});
afterAll(async () => {
  await app.close();
  await dns.close();
});

const checkDns = (token: string | null, slug: string) =>
  post(app, '/api/organization/own-domain/check', { slug }, token ? bearer(token) : {});

/** A signed-in owner whose draft claimed `domain` on page 2; answers its TXT record. */
async function ownerClaiming(domain: string) {
  const user = await createTestUser(app);
  const { slug } = await insertDraft(app, { ownerId: user.id });
  const saved = await savePage2(app, user.token, {
    ...validWebsite,
    is_organization_domain: true,
    organization_domain: domain,
    slug,
  });
  expect(saved.statusCode).toBe(200);
  const record: { name: string; value: string } =
    saved.body.data.organization.organization_domain_record;
  return { user, slug, record };
}

/** The domain call as the draft's owner makes it: a draft's host is a preview, for its owner only. */
const hostCall = (host: string, token: string) =>
  app.inject({ url: `/api/organization/domain/${host}`, headers: bearer(token) });
const hostAnswer = async (host: string, token: string) => (await hostCall(host, token)).statusCode;

describe('POST /api/organization/own-domain/check', () => {
  it('stays pending until the TXT record is published, then serves the site on the domain', async () => {
    const { user, slug, record } = await ownerClaiming('asha-verify.org');
    const pending = await checkDns(user.token, slug);
    expect(pending).toMatchObject({
      statusCode: 200,
      body: {
        status: true,
        data: {
          status: 'pending',
          domain: 'asha-verify.org',
          record,
          message: M.domainRecordNotFound,
        },
      },
    });
    expect(await hostAnswer('asha-verify.org', user.token)).toBe(404);

    dns.records.set(record.name, ['v=spf1 -all', 'givecrowd-site-verification=someone-else']);
    expect((await checkDns(user.token, slug)).body.data.status).toBe('pending');

    dns.records.set(record.name, ['v=spf1 -all', record.value]);
    const verified = await checkDns(user.token, slug);
    expect(verified.body).toEqual({
      status: true,
      data: { status: 'verified', domain: 'asha-verify.org', record, message: M.domainVerified },
    });
    expect(await storedDraftRow(app, slug)).toMatchObject({
      customDomain: 'asha-verify.org',
      pendingDomain: null,
    });
    const host = await hostCall('ASHA-verify.org', user.token);
    expect(host.json()).toMatchObject({ data: { slug } });
    const draft = await getDraft(app, user.token, slug);
    expect(draft.body.data.organization).toMatchObject({
      organization_domain: 'asha-verify.org',
      organization_domain_status: 'verified',
      organization_domain_record: record,
    });

    // Saving step 1 again with the same domain keeps it verified.
    const again = await savePage2(app, user.token, {
      ...validWebsite,
      is_organization_domain: true,
      organization_domain: 'https://asha-verify.org',
      slug,
    });
    expect(again.body.data.organization.organization_domain_status).toBe('verified');

    // Another organization can no longer claim it.
    const other = await createTestUser(app);
    const { slug: otherSlug } = await insertDraft(app, { ownerId: other.id });
    const taken = await savePage2(app, other.token, {
      ...validWebsite,
      is_organization_domain: true,
      organization_domain: 'Asha-Verify.org',
      slug: otherSlug,
    });
    expect(taken).toMatchObject({ statusCode: 400, body: { message: M.domainTaken } });
  });

  it('makes a changed domain pending again, and a domain switched off stops serving', async () => {
    const { user, slug, record } = await ownerClaiming('bright-verify.org');
    dns.records.set(record.name, [record.value]);
    expect((await checkDns(user.token, slug)).body.data.status).toBe('verified');
    expect(await hostAnswer('bright-verify.org', user.token)).toBe(200);

    const changed = await savePage2(app, user.token, {
      ...validWebsite,
      is_organization_domain: true,
      organization_domain: 'www.bright-verify.org',
      slug,
    });
    expect(changed.body.data.organization.organization_domain_status).toBe('pending');
    expect(await hostAnswer('bright-verify.org', user.token)).toBe(404);
    expect(await hostAnswer('www.bright-verify.org', user.token)).toBe(404);

    const off = await savePage2(app, user.token, { ...validWebsite, slug });
    expect(off.body.data.organization.organization_domain_status).toBe('none');
    expect(await storedDraftRow(app, slug)).toMatchObject({
      customDomain: null,
      pendingDomain: null,
    });
  });

  it('answers pending, never an error, when the name server fails or stays silent', async () => {
    const { user, slug, record } = await ownerClaiming('silent-verify.org');
    dns.silent.add(record.name);
    const silent = await checkDns(user.token, slug);
    expect(silent).toMatchObject({
      statusCode: 200,
      body: { data: { status: 'pending', message: M.domainRecordNotFound } },
    });

    const unreachable = await buildAuthApp({ dnsServers: ['127.0.0.1:9'], dnsTimeoutMs: 200 });
    try {
      const owner = await createTestUser(unreachable);
      const { slug: draft } = await insertDraft(unreachable, { ownerId: owner.id });
      await savePage2(unreachable, owner.token, {
        ...validWebsite,
        is_organization_domain: true,
        organization_domain: 'nowhere-verify.org',
        slug: draft,
      });
      const answer = await post(
        unreachable,
        '/api/organization/own-domain/check',
        { slug: draft },
        bearer(owner.token),
      );
      expect(answer).toMatchObject({ statusCode: 200, body: { data: { status: 'pending' } } });
    } finally {
      await unreachable.close();
    }
  });

  it("answers 404 for someone else's draft, 400 without a chosen domain, 401 without a token", async () => {
    const { slug, record } = await ownerClaiming('guarded-verify.org');
    dns.records.set(record.name, [record.value]);
    const intruder = await createTestUser(app);
    const foreign = await checkDns(intruder.token, slug);
    expect(foreign).toMatchObject({ statusCode: 404, body: { message: DRAFT_MESSAGES.notFound } });
    expect((await storedDraftRow(app, slug))?.customDomain).toBeNull();

    const { slug: plain } = await insertDraft(app, { ownerId: intruder.id });
    expect(await checkDns(intruder.token, plain)).toMatchObject({
      statusCode: 400,
      body: {
        message: M.domainNotChosen,
        errors: [{ field: 'organization_domain', message: M.domainNotChosen }],
      },
    });
    expect((await checkDns(null, slug)).statusCode).toBe(401);
  });

  it('limits the checks per user and hour', async () => {
    const limited = await buildAuthApp({
      dnsServers: [dns.address],
      dnsTimeoutMs: 200,
      ownDomainChecksPerUserPerHour: 2,
    });
    try {
      const user = await createTestUser(limited);
      const { slug } = await insertDraft(limited, { ownerId: user.id });
      const check = () =>
        post(limited, '/api/organization/own-domain/check', { slug }, bearer(user.token));
      expect((await check()).statusCode).toBe(400);
      expect((await check()).statusCode).toBe(400);
      const refused = await check();
      expect(refused).toMatchObject({
        statusCode: 429,
        body: { message: API_MESSAGES.rateLimited },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another user keeps their own count.
      const other = await createTestUser(limited);
      const theirs = await post(
        limited,
        '/api/organization/own-domain/check',
        { slug },
        bearer(other.token),
      );
      expect(theirs.statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('who gets a domain several organizations wait for', () => {
  const taken = {
    status: false,
    message: M.domainTaken,
    errors: [{ field: 'organization_domain', message: M.domainTaken }],
  };

  it('is the one whose token is in DNS; the others are then told it is taken', async () => {
    // Someone typed the domain first: that does not keep it from its owner.
    const squatter = await ownerClaiming('shared-verify.org');
    const owner = await ownerClaiming('shared-verify.org');
    expect(owner.record.name).toBe(squatter.record.name);
    expect(owner.record.value).not.toBe(squatter.record.value);

    dns.records.set(owner.record.name, [owner.record.value]);
    expect(await checkDns(squatter.user.token, squatter.slug)).toMatchObject({
      statusCode: 200,
      body: { data: { status: 'pending', message: M.domainRecordNotFound } },
    });
    expect((await checkDns(owner.user.token, owner.slug)).body.data).toMatchObject({
      status: 'verified',
      message: M.domainVerified,
    });
    const host = await hostCall('shared-verify.org', owner.user.token);
    expect(host.json()).toMatchObject({ data: { slug: owner.slug } });

    // The other claim is left as it was, and told the domain is taken, even with its record out.
    dns.records.set(owner.record.name, [owner.record.value, squatter.record.value]);
    const refused = await checkDns(squatter.user.token, squatter.slug);
    expect(refused).toMatchObject({ statusCode: 409, body: taken });
    expect(await storedDraftRow(app, squatter.slug)).toMatchObject({
      pendingDomain: 'shared-verify.org',
      customDomain: null,
    });
    const saved = await savePage2(app, squatter.user.token, {
      ...validWebsite,
      is_organization_domain: true,
      organization_domain: 'shared-verify.org',
      slug: squatter.slug,
    });
    expect(saved).toMatchObject({ statusCode: 400, body: taken });

    // Once its owner lets the domain go, the waiting claim's own record decides again.
    const off = await savePage2(app, owner.user.token, { ...validWebsite, slug: owner.slug });
    expect(off.body.data.organization.organization_domain_status).toBe('none');
    expect((await checkDns(squatter.user.token, squatter.slug)).body.data.status).toBe('verified');
  });

  it('is exactly one of several proving it at the same moment, never a 500', async () => {
    for (const round of [1, 2, 3]) {
      const domain = `race-${round}-verify.org`;
      const claims = await Promise.all([1, 2, 3].map(() => ownerClaiming(domain)));
      dns.records.set(
        `_givecrowd-verification.${domain}`,
        claims.map(({ record }) => record.value),
      );
      const answers = await Promise.all(claims.map(({ user, slug }) => checkDns(user.token, slug)));
      expect(answers.map((answer) => answer.statusCode).sort(), domain).toEqual([200, 409, 409]);
      const winner = answers.findIndex((answer) => answer.statusCode === 200);
      expect(answers[winner]?.body.data).toMatchObject({ status: 'verified', domain });
      for (const answer of answers.filter((_, index) => index !== winner)) {
        expect(answer.body).toEqual(taken);
      }
      const rows = await Promise.all(claims.map(({ slug }) => storedDraftRow(app, slug)));
      expect(rows.map((row) => row?.customDomain ?? null).filter(Boolean)).toEqual([domain]);
      expect(rows[winner]?.pendingDomain).toBeNull();
      const host = await hostCall(domain, claims[winner]?.user.token ?? '');
      expect(host.json()).toMatchObject({ data: { slug: claims[winner]?.slug } });
    }
  });
});
