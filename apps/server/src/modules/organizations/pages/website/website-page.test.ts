import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import {
  LATER_STEP_FORMAT_MESSAGES,
  REGISTRATION_MESSAGES,
} from '@givecrowd/shared/organization/messages';
import { emptyWebsiteForm } from '@givecrowd/shared/organization/website-form';
import {
  WEBSITE_MESSAGES as M,
  RICH_TEXT_MAX_LENGTH,
} from '@givecrowd/shared/organization/website-messages';
import { buildAuthApp } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { getDraft, storedDraftRow } from '@test/organization-helpers.ts';
import { insertDraft, recordUpload, savePage2, validWebsite } from '@test/site-helpers.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveWebsitePage } from './save-website-page.ts';

const MEDIA_BASE_URL = 'https://cdn.example.org/media';
const DNS_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp({ mediaBaseUrl: MEDIA_BASE_URL, platformDomain: 'givecrowd.test' });
});
afterAll(async () => app.close());

/** A signed-in user with a draft whose step 0 is saved. */
async function ownerWithDraft(name?: string) {
  const user = await createTestUser(app);
  const draft = await insertDraft(app, { ownerId: user.id, name });
  return { user, slug: draft.slug };
}

describe('POST /api/organization/create/page/2', () => {
  it('saves step 1, gives the draft a subdomain, and the draft reads it back', async () => {
    const { user, slug } = await ownerWithDraft('Asha Education Trust');
    const saved = await savePage2(app, user.token, { ...validWebsite, slug, version: 1 });
    expect(saved.statusCode).toBe(200);
    const { organization } = saved.body.data;
    expect(saved.body.data).toMatchObject({ slug, progress_page: 2 });
    expect(saved.body.data.subdomain_error).toBeUndefined();
    expect(organization).toMatchObject({
      ...validWebsite,
      organization_name: 'Asha Education Trust',
      version: 2,
      progress_page: 2,
      subdomain: 'asha-education-trust',
      site_url: 'http://asha-education-trust.givecrowd.test:3000',
      organization_domain_status: 'none',
      organization_domain_record: null,
    });
    const draft = await getDraft(app, user.token, slug);
    expect(draft.body.data.organization).toEqual(organization);
  });

  it('reads a draft saved before step 1 with a new step 1, and no site address yet', async () => {
    const { user, slug } = await ownerWithDraft();
    const draft = await getDraft(app, user.token, slug);
    expect(draft.body.data.organization).toMatchObject({
      ...emptyWebsiteForm,
      subdomain: null,
      site_url: null,
      organization_domain_status: 'none',
      organization_domain_record: null,
    });
  });

  it('answers an empty step 1 with 400, the first rule as message and every field in order', async () => {
    const { user, slug } = await ownerWithDraft();
    const saved = await savePage2(app, user.token, {
      slug,
      is_organization_domain: true,
      organization_video: { check: true },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.body).toEqual({
      status: false,
      message: M.storyRequired,
      errors: [
        { field: 'organization_story', message: M.storyRequired },
        { field: 'about_us_description', message: M.aboutUsRequired },
        { field: 'homepage_header_title', message: M.headerTitleRequired },
        { field: 'organization_domain', message: M.domainRequired },
        { field: 'organization_video', message: M.videoRequired },
        { field: 'second_page_terms', message: REGISTRATION_MESSAGES.termsRequired },
      ],
    });
    expect((await storedDraftRow(app, slug))?.progressPage).toBe(1);
  });

  it.each([
    ['a story of markup only', { organization_story: '<p> </p>' }, M.storyRequired],
    [
      'a story of a script only',
      { organization_story: '<script>alert(1)</script>' },
      M.storyRequired,
    ],
    [
      'a story too long',
      { organization_story: `<p>${'a'.repeat(RICH_TEXT_MAX_LENGTH)}</p>` },
      M.richTextTooLong,
    ],
    ['no about us', { about_us_description: '' }, M.aboutUsRequired],
    ['no header title', { homepage_header_title: ' ' }, M.headerTitleRequired],
    [
      'a short header title',
      { homepage_header_title: 'Too short' },
      LATER_STEP_FORMAT_MESSAGES.headerTitleLength,
    ],
    ['no domain', { is_organization_domain: true, organization_domain: '' }, M.domainRequired],
    [
      'a domain with a path and no dot',
      { is_organization_domain: true, organization_domain: 'https://localhost/x' },
      M.domainInvalid,
    ],
    ['no video link', { organization_video: { url: ' ', name: '', check: true } }, M.videoRequired],
    [
      'a video link elsewhere',
      { organization_video: { url: 'https://example.org/v.mp4', name: '', check: true } },
      M.videoInvalid,
    ],
    [
      'a partner link that is not http(s)',
      {
        organization_partners: {
          text: 'Partners',
          to_display: true,
          list: [{ name: 'A', text: '', link: 'javascript:alert(1)' }],
        },
      },
      REGISTRATION_MESSAGES.agreementLinkInvalid,
    ],
    ['no terms', { second_page_terms: false }, REGISTRATION_MESSAGES.termsRequired],
  ])('refuses %s with its message', async (_case, change, message) => {
    const { user, slug } = await ownerWithDraft();
    const saved = await savePage2(app, user.token, { ...validWebsite, ...change, slug });
    expect(saved.statusCode).toBe(400);
    expect(saved.body.message).toBe(message);
    expect(saved.body.errors).toHaveLength(1);
    expect(saved.body.errors[0].message).toBe(message);
  });

  it('refuses a value of the wrong JSON type with 400 naming the field, never 500', async () => {
    const { user, slug } = await ownerWithDraft();
    const saved = await savePage2(app, user.token, { ...validWebsite, show_login: 'yes', slug });
    expect(saved.statusCode).toBe(400);
    expect(saved.body.message).toContain('show_login');
  });

  it('cleans the rich text with the shared allow-list before storing it', async () => {
    const { user, slug } = await ownerWithDraft();
    const saved = await savePage2(app, user.token, {
      ...validWebsite,
      slug,
      organization_story:
        '<p onclick="steal()">Our <a href="javascript:alert(1)">story</a><script>alert(1)</script></p>' +
        '<img src="x" onerror="alert(1)"><p><a href="http://example.org/report">report</a></p>',
      about_us_description:
        '<p style="color:red">About <a href="mailto:a@example.org">us</a>, <a href="https://example.org">site</a></p>',
    });
    expect(saved.statusCode).toBe(200);
    const story =
      '<p>Our story</p><p><a href="http://example.org/report" rel="noopener noreferrer nofollow">report</a></p>';
    const about =
      '<p>About us, <a href="https://example.org" rel="noopener noreferrer nofollow">site</a></p>';
    expect(saved.body.data.organization).toMatchObject({
      organization_story: story,
      about_us_description: about,
    });
    expect((await storedDraftRow(app, slug))?.data).toMatchObject({
      organization_story: story,
      about_us_description: about,
    });
  });

  it('decides is_you_tube_video from the link, whatever the browser says', async () => {
    const { user, slug } = await ownerWithDraft();
    const youtube = await savePage2(app, user.token, {
      ...validWebsite,
      slug,
      organization_video: { url: 'youtu.be/dQw4w9WgXcQ', name: 'Our year', check: true },
      is_you_tube_video: false,
    });
    expect(youtube.body.data.organization).toMatchObject({
      organization_video: { url: 'https://youtu.be/dQw4w9WgXcQ', name: 'Our year', check: true },
      is_you_tube_video: true,
    });
    const vimeo = await savePage2(app, user.token, {
      ...validWebsite,
      slug,
      organization_video: { url: 'https://vimeo.com/76979871', name: '', check: true },
      is_you_tube_video: true,
    });
    expect(vimeo.body.data.organization.is_you_tube_video).toBe(false);
    const off = await savePage2(app, user.token, {
      ...validWebsite,
      slug,
      organization_video: { url: 'https://vimeo.com/76979871', name: 'x', check: false },
      is_you_tube_video: true,
    });
    expect(off.body.data.organization).toMatchObject({
      organization_video: { url: '', name: '', check: false },
      is_you_tube_video: false,
    });
  });

  it('completes a testimonial, partner or press link typed without https://', async () => {
    const { user, slug } = await ownerWithDraft();
    const section = (link: string) => ({
      text: '',
      to_display: true,
      list: [{ name: 'Meera', text: 'They came every week.', link }],
    });
    const saved = await savePage2(app, user.token, {
      ...validWebsite,
      slug,
      organization_testimonial: section('www.facebook.com/meera'),
      organization_partners: section(' rotary.org/pune '),
      organization_media: section('https://example.org/story'),
    });
    expect(saved.statusCode).toBe(200);
    const { organization } = saved.body.data;
    expect(organization.organization_testimonial.list[0].link).toBe(
      'https://www.facebook.com/meera',
    );
    expect(organization.organization_partners.list[0].link).toBe('https://rotary.org/pune');
    expect(organization.organization_media.list[0].link).toBe('https://example.org/story');
  });

  it("answers 404 for someone else's draft, as for a missing one, and changes nothing", async () => {
    const { slug } = await ownerWithDraft();
    const intruder = await createTestUser(app);
    const before = await storedDraftRow(app, slug);
    const saved = await savePage2(app, intruder.token, {
      ...validWebsite,
      is_organization_domain: true,
      organization_domain: 'intruder.example.org',
      slug,
    });
    const missing = await savePage2(app, intruder.token, {
      ...validWebsite,
      slug: 'no-such-draft',
    });
    expect(saved).toMatchObject({ statusCode: 404, body: { message: DRAFT_MESSAGES.notFound } });
    expect(saved.body).toEqual(missing.body);
    expect(await storedDraftRow(app, slug)).toEqual(before);
  });

  it('answers 409 for a stale version, and 401 without a token', async () => {
    const { user, slug } = await ownerWithDraft();
    expect(
      (await savePage2(app, user.token, { ...validWebsite, slug, version: 1 })).statusCode,
    ).toBe(200);
    const stale = await savePage2(app, user.token, { ...validWebsite, slug, version: 1 });
    expect(stale).toMatchObject({
      statusCode: 409,
      body: { status: false, message: DRAFT_MESSAGES.staleVersion },
    });
    expect((await savePage2(app, null, { ...validWebsite, slug })).statusCode).toBe(401);
  });

  it('takes two long rich texts in one body', async () => {
    const { user, slug } = await ownerWithDraft();
    // 49,990 characters of 3-byte letters each: about 300 KB of JSON.
    const long = `<p>${'अ'.repeat(RICH_TEXT_MAX_LENGTH - 10)}</p>`;
    const saved = await savePage2(app, user.token, {
      ...validWebsite,
      slug,
      organization_story: long,
      about_us_description: long,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.organization.organization_story).toBe(long);

    const tooLarge = await savePage2(app, user.token, {
      ...validWebsite,
      slug,
      about_org_context: 'a'.repeat(600 * 1024),
    });
    expect(tooLarge).toMatchObject({ statusCode: 413, body: { status: false } });
  });
});

describe('the images of step 1', () => {
  it('stores the keys of the owner uploads, named by key or media URL, and the logo column', async () => {
    const { user, slug } = await ownerWithDraft();
    const logo = await recordUpload(app, { ownerId: user.id, purpose: 'organization-logos' });
    const header = await recordUpload(app, {
      ownerId: user.id,
      purpose: 'home-page-header-image',
    });
    const saved = await savePage2(app, user.token, {
      ...validWebsite,
      slug,
      organization_logo: `${MEDIA_BASE_URL}/${logo}`,
      homepage_header_image: `/media/${header}`,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.organization).toMatchObject({
      organization_logo: logo,
      homepage_header_image: header,
    });
    expect((await storedDraftRow(app, slug))?.logo).toBe(logo);

    const cleared = await savePage2(app, user.token, { ...validWebsite, slug });
    expect(cleared.body.data.organization.organization_logo).toBe('');
    expect((await storedDraftRow(app, slug))?.logo).toBeNull();
  });

  it("refuses another user's upload, an upload of another purpose and images from elsewhere", async () => {
    const { user, slug } = await ownerWithDraft();
    const other = await createTestUser(app);
    const theirs = await recordUpload(app, { ownerId: other.id, purpose: 'organization-logos' });
    const header = await recordUpload(app, {
      ownerId: user.id,
      purpose: 'home-page-header-image',
    });
    for (const organization_logo of [theirs, header, 'https://elsewhere.example.org/logo.png']) {
      const saved = await savePage2(app, user.token, { ...validWebsite, slug, organization_logo });
      expect(saved, organization_logo).toMatchObject({
        statusCode: 400,
        body: {
          message: M.logoNotYours,
          errors: [{ field: 'organization_logo', message: M.logoNotYours }],
        },
      });
    }
    const both = await savePage2(app, user.token, {
      ...validWebsite,
      slug,
      organization_logo: theirs,
      homepage_header_image: theirs,
    });
    expect(both.body.errors).toEqual([
      { field: 'organization_logo', message: M.logoNotYours },
      { field: 'homepage_header_image', message: M.headerImageNotYours },
    ]);
  });
});

describe('the subdomain', () => {
  it('gives 20 drafts of similar names saved at once 20 different DNS-safe subdomains', async () => {
    const names = Array.from(
      { length: 20 },
      (_, index) =>
        ['Seva Sangam Trust', 'Séva Sangam Trust', 'SEVA  SANGAM trust', 'Seva-Sangam Trust'][
          index % 4
        ],
    );
    const owners = await Promise.all(names.map((name) => ownerWithDraft(name)));
    const saves = await Promise.all(
      owners.map(({ user, slug }) => savePage2(app, user.token, { ...validWebsite, slug })),
    );
    const subdomains = saves.map((saved) => {
      expect(saved.statusCode).toBe(200);
      expect(saved.body.data.subdomain_error).toBeUndefined();
      return saved.body.data.organization.subdomain as string;
    });
    expect(new Set(subdomains).size).toBe(20);
    for (const subdomain of subdomains) {
      expect(subdomain).toMatch(DNS_LABEL);
      expect(subdomain).toMatch(/^seva-sangam-trust(-\d+|-[0-9a-f]{6})?$/);
    }
    expect(subdomains).toContain('seva-sangam-trust');
  });

  it('keeps the subdomain once given, even after the name changes', async () => {
    const { user, slug } = await ownerWithDraft('Green Valley School');
    const first = await savePage2(app, user.token, { ...validWebsite, slug });
    const subdomain = first.body.data.organization.subdomain;
    expect(subdomain).toMatch(/^green-valley-school/);
    await app.db.execute(
      sql`update organizations set name = 'Blue River Academy' where slug = ${slug}`,
    );
    const again = await savePage2(app, user.token, { ...validWebsite, slug });
    expect(again.body.data.organization.subdomain).toBe(subdomain);
  });

  it('never gives a reserved word', async () => {
    const { user, slug } = await ownerWithDraft('WWW');
    const saved = await savePage2(app, user.token, { ...validWebsite, slug });
    expect(saved.body.data.organization.subdomain).toBe('www-2');
  });

  it('gives a name with no Latin letters org and the organization number', async () => {
    const { user, slug } = await ownerWithDraft('सेवा संगम न्यास');
    const saved = await savePage2(app, user.token, { ...validWebsite, slug });
    const row = await storedDraftRow(app, slug);
    expect(saved.body.data.organization.subdomain).toBe(`org${row?.number}`);
  });

  it.each([
    ['fails', async () => Promise.reject(new Error('the DNS provider is down'))],
    [
      'fails in the database',
      async ({ tx }: { tx: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> } }) => {
        await tx.execute(sql`select * from no_such_table`);
        throw new Error('unreachable');
      },
    ],
  ])('saves the page all the same when giving the subdomain %s', async (_case, give) => {
    const { user, slug } = await ownerWithDraft();
    const warn = vi.fn();
    const { row, subdomainError } = await saveWebsitePage({
      db: app.db,
      ownerId: user.id,
      request: { ...validWebsite, slug, version: undefined },
      mediaBaseUrl: MEDIA_BASE_URL,
      platformDomain: 'givecrowd.test',
      reservedSubdomains: new Set(),
      log: { warn },
      bankAccountKey: app.config.bankAccountKey,
      give: give as never,
    });
    expect(subdomainError).toBe(M.subdomainFailed);
    expect(warn).toHaveBeenCalledOnce();
    expect(row).toMatchObject({ progressPage: 2, version: 2, subdomain: null });
    const stored = await storedDraftRow(app, slug);
    expect(stored).toMatchObject({ progressPage: 2, version: 2, subdomain: null });
    expect(stored?.data).toMatchObject({ organization_story: validWebsite.organization_story });

    // The next save gives it.
    const next = await savePage2(app, user.token, { ...validWebsite, slug });
    expect(next.body.data.organization.subdomain).toMatch(DNS_LABEL);
  });
});

describe('the own domain on page 2', () => {
  const withDomain = (organization_domain: string) => ({
    ...validWebsite,
    is_organization_domain: true,
    organization_domain,
  });

  it('stores the domain as its name, pending, with the TXT record that proves it', async () => {
    const { user, slug } = await ownerWithDraft();
    const saved = await savePage2(app, user.token, {
      ...withDomain('https://WWW.Seva-Example.org/home'),
      slug,
    });
    expect(saved.statusCode).toBe(200);
    const { organization } = saved.body.data;
    expect(organization).toMatchObject({
      organization_domain: 'www.seva-example.org',
      organization_domain_status: 'pending',
      organization_domain_record: {
        name: '_givecrowd-verification.www.seva-example.org',
        value: expect.stringMatching(/^givecrowd-site-verification=[0-9a-f]{32}$/),
      },
    });
    expect(await storedDraftRow(app, slug)).toMatchObject({
      pendingDomain: 'www.seva-example.org',
      customDomain: null,
    });
    // Not verified, so no site is served there.
    const host = await app.inject({ url: '/api/organization/domain/www.seva-example.org' });
    expect(host.statusCode).toBe(404);

    const same = await savePage2(app, user.token, { ...withDomain('www.seva-example.org'), slug });
    expect(same.body.data.organization.organization_domain_record).toEqual(
      organization.organization_domain_record,
    );
    const changed = await savePage2(app, user.token, { ...withDomain('seva-example.org'), slug });
    expect(changed.body.data.organization.organization_domain_record.value).not.toBe(
      organization.organization_domain_record.value,
    );

    const off = await savePage2(app, user.token, {
      ...withDomain('seva-example.org'),
      is_organization_domain: false,
      slug,
    });
    expect(off.body.data.organization).toMatchObject({
      is_organization_domain: false,
      organization_domain: '',
      organization_domain_status: 'none',
      organization_domain_record: null,
    });
    expect(await storedDraftRow(app, slug)).toMatchObject({
      pendingDomain: null,
      customDomain: null,
      domainToken: null,
    });
  });

  it('lets several drafts wait for one domain, each with its own token, also when saved at once', async () => {
    const drafts = await Promise.all([ownerWithDraft(), ownerWithDraft(), ownerWithDraft()]);
    const [squatter, ...later] = drafts;
    if (!squatter) throw new Error('no draft');
    const first = await savePage2(app, squatter.user.token, {
      ...withDomain('hope-claimed.org'),
      slug: squatter.slug,
    });
    expect(first.body.data.organization.organization_domain_status).toBe('pending');
    // Typing a domain first does not keep it from its owner.
    const saves = await Promise.all(
      later.map(({ user, slug }, index) =>
        savePage2(app, user.token, {
          ...withDomain(['HOPE-CLAIMED.org', 'https://hope-claimed.org/'][index] ?? ''),
          slug,
        }),
      ),
    );
    const records = [first, ...saves].map((saved) => {
      expect(saved.statusCode).toBe(200);
      expect(saved.body.data.organization).toMatchObject({
        organization_domain: 'hope-claimed.org',
        organization_domain_status: 'pending',
      });
      return saved.body.data.organization.organization_domain_record;
    });
    expect(new Set(records.map((record) => record.name))).toEqual(
      new Set(['_givecrowd-verification.hope-claimed.org']),
    );
    expect(new Set(records.map((record) => record.value)).size).toBe(3);
    for (const { slug } of drafts) {
      expect(await storedDraftRow(app, slug)).toMatchObject({
        pendingDomain: 'hope-claimed.org',
        customDomain: null,
      });
    }
  });

  it("refuses another organization's verified domain, however written, even the one the draft waits for", async () => {
    const owner = await ownerWithDraft();
    const waiting = await ownerWithDraft();
    const claimed = await savePage2(app, waiting.user.token, {
      ...withDomain('hope-verified.org'),
      slug: waiting.slug,
    });
    expect(claimed.statusCode).toBe(200);
    // The owner proved it (as Check DNS does, own-domains/own-domain-check.test.ts).
    await savePage2(app, owner.user.token, {
      ...withDomain('hope-verified.org'),
      slug: owner.slug,
    });
    await app.db.execute(
      sql`update organizations set custom_domain = pending_domain, pending_domain = null where slug = ${owner.slug}`,
    );
    const before = await storedDraftRow(app, waiting.slug);
    for (const typed of ['hope-verified.org', 'HOPE-VERIFIED.org', 'https://hope-verified.org/']) {
      const refused = await savePage2(app, waiting.user.token, {
        ...withDomain(typed),
        slug: waiting.slug,
      });
      expect(refused, typed).toMatchObject({
        statusCode: 400,
        body: {
          status: false,
          message: M.domainTaken,
          errors: [{ field: 'organization_domain', message: M.domainTaken }],
        },
      });
      expect(await storedDraftRow(app, waiting.slug)).toEqual(before);
    }
    const fresh = await ownerWithDraft();
    const refused = await savePage2(app, fresh.user.token, {
      ...withDomain('hope-verified.org.'),
      slug: fresh.slug,
    });
    expect(refused).toMatchObject({ statusCode: 400, body: { message: M.domainTaken } });

    // Its owner saves it again as before, and the waiting draft may choose another domain.
    const again = await savePage2(app, owner.user.token, {
      ...withDomain('hope-verified.org'),
      slug: owner.slug,
    });
    expect(again.body.data.organization.organization_domain_status).toBe('verified');
    const other = await savePage2(app, waiting.user.token, {
      ...withDomain('www.hope-verified.org'),
      slug: waiting.slug,
    });
    expect(other.body.data.organization.organization_domain_status).toBe('pending');
  });

  it('refuses the platform domain and its subdomains', async () => {
    const { user, slug } = await ownerWithDraft();
    for (const typed of ['givecrowd.test', 'https://Asha.GiveCrowd.test/']) {
      const refused = await savePage2(app, user.token, { ...withDomain(typed), slug });
      expect(refused, typed).toMatchObject({
        statusCode: 400,
        body: {
          message: M.domainOfPlatform,
          errors: [{ field: 'organization_domain', message: M.domainOfPlatform }],
        },
      });
    }
  });
});
