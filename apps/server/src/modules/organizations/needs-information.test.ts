import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { REVIEW_MESSAGES as M } from '@givecrowd/shared/review/review-messages';
import { readOutbox } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { getDraft, savePage1, storedDraftRow } from '@test/organization-helpers.ts';
import {
  createOwner,
  DOMESTIC_NUMBER,
  savePage3,
  savePage4,
  validDomesticAccount,
} from '@test/payments-page-helpers.ts';
import {
  buildReviewApp,
  createReviewer,
  getAs,
  moveStatus,
  PUBLIC_URL,
  submittedOrganization,
} from '@test/review-helpers.ts';
import { savePage2, validWebsite } from '@test/site-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let reviewer: { token: string };

beforeAll(async () => {
  app = await buildReviewApp();
  reviewer = await createReviewer(app);
});
afterAll(async () => app.close());

const asked = [
  { field: 'organization_admin_designation', note: 'Please give the signatory’s designation.' },
  { field: 'account_ifsc', note: 'This IFSC belongs to another branch.' },
];

/** A submitted organization that a reviewer sent back for `fields`. */
async function sentBack(fields = asked) {
  const submitted = await submittedOrganization(app);
  const { slug } = submitted;
  const taken = await moveStatus(app, reviewer.token, slug, {
    from: 'submitted',
    to: 'in_review',
    note: 'Looking.',
  });
  expect(taken.statusCode).toBe(200);
  const back = await moveStatus(app, reviewer.token, slug, {
    from: 'in_review',
    to: 'needs_information',
    note: 'Two things to fix.',
    fields,
  });
  expect(back.statusCode).toBe(200);
  const version: number = (await getDraft(app, submitted.owner.token, slug)).body.data.organization
    .version;
  return { ...submitted, version };
}

describe('saving while the organization needs information', () => {
  it('saves a change of the fields asked about, on any page', async () => {
    const { owner, slug, form, version } = await sentBack();
    const page1 = await savePage1(app, owner.token, {
      ...form,
      organization_admin_designation: 'Managing Trustee',
      slug,
      version,
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.body.data.organization).toMatchObject({
      status: 'needs_information',
      organization_admin_designation: 'Managing Trustee',
      version: version + 1,
    });

    // The account numbers are stored sealed anew at every save: the same number is no change.
    const page3 = await savePage3(app, owner.token, {
      ...validDomesticAccount,
      account_ifsc: 'ICIC0000001',
      third_page_terms: true,
      slug,
      version: version + 1,
    });
    expect(page3.statusCode).toBe(200);
    expect(page3.body.data.organization).toMatchObject({
      account_ifsc: 'ICIC0000001',
      account_number: DOMESTIC_NUMBER,
    });

    // Saving a page again as it is changes nothing, so it is allowed too.
    const page2 = await savePage2(app, owner.token, { ...validWebsite, slug });
    expect(page2.statusCode).toBe(200);
  });

  it('refuses any other change with 409, naming each field, and saves nothing', async () => {
    const { owner, slug, form, version } = await sentBack();
    const before = await storedDraftRow(app, slug);
    const attempts = [
      [
        savePage1(app, owner.token, {
          ...form,
          organization_admin_designation: 'Managing Trustee',
          organization_name: 'Another Name Foundation',
          slug,
        }),
        ['organization_name'],
      ],
      [
        savePage3(app, owner.token, {
          ...validDomesticAccount,
          account_number: '111122223333',
          re_account_number: '111122223333',
          third_page_terms: true,
          slug,
        }),
        ['account_number'],
      ],
      [
        savePage2(app, owner.token, {
          ...validWebsite,
          homepage_header_title: 'A new title for the site',
          slug,
        }),
        ['homepage_header_title'],
      ],
    ] as const;
    for (const [attempt, fields] of attempts) {
      const refused = await attempt;
      expect(refused).toMatchObject({
        statusCode: 409,
        body: {
          status: false,
          message: M.onlyRequestedFields,
          errors: fields.map((field) => ({ field, message: M.onlyRequestedFields })),
        },
      });
    }
    const after = await storedDraftRow(app, slug);
    expect(after?.version).toBe(version);
    expect(after?.data).toEqual(before?.data);
  });
});

describe('resubmitting', () => {
  it('moves the organization to resubmitted with the audit row and the email, then locks it again', async () => {
    const { owner, slug, form } = await sentBack();
    const fixed = await savePage1(app, owner.token, {
      ...form,
      organization_admin_designation: 'Managing Trustee',
      slug,
    });
    expect(fixed.statusCode).toBe(200);
    const resubmitted = await savePage4(app, owner.token, {
      ...validDomesticAccount,
      account_ifsc: 'ICIC0000001',
      slug,
      third_page_terms: true,
    });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.body.data.organization.status).toBe('resubmitted');

    const state = await getAs(app, owner.token, `/api/organization/${slug}/review`);
    expect(state.body.data).toMatchObject({ status: 'resubmitted', requested_fields: [] });
    expect(state.body.data.timeline.map((change: { to: string }) => change.to)).toEqual([
      'submitted',
      'in_review',
      'needs_information',
      'resubmitted',
    ]);
    expect(state.body.data.timeline.at(-1)).toMatchObject({
      from: 'needs_information',
      actor: 'owner',
      note: M.resubmittedNote,
    });
    const emails = await readOutbox(app, owner.email);
    expect(emails[0]).toMatchObject({
      subject: `${form.organization_name} is resubmitted`,
      link: `${PUBLIC_URL}/dashboard`,
    });

    const queue = await getAs(app, reviewer.token, '/api/admin/organizations');
    expect(queue.body.data.map((item: { slug: string }) => item.slug)).toContain(slug);

    const locked = await savePage1(app, owner.token, { ...form, slug });
    expect(locked).toMatchObject({ statusCode: 409, body: { message: DRAFT_MESSAGES.notDraft } });

    // The reviewer sees what changed: each field asked about, when asked and now.
    const review = await getAs(app, reviewer.token, `/api/admin/organizations/${slug}`);
    expect(review.body.data.changes_since_request).toEqual([
      {
        field: 'organization_admin_designation',
        note: asked[0]?.note,
        old: form.organization_admin_designation,
        new: 'Managing Trustee',
      },
      { field: 'account_ifsc', note: asked[1]?.note, old: 'HDFC0001234', new: 'ICIC0000001' },
    ]);
  });

  it('resubmits only what was asked: a Submit changing another field is refused, nothing moves', async () => {
    const { owner, slug } = await sentBack();
    const refused = await savePage4(app, owner.token, {
      ...validDomesticAccount,
      account_holder_name: 'Somebody Else',
      slug,
      third_page_terms: true,
    });
    expect(refused).toMatchObject({ statusCode: 409, body: { message: M.onlyRequestedFields } });
    expect((await storedDraftRow(app, slug))?.status).toBe('needs_information');
  });

  it('never lets someone else save or resubmit it', async () => {
    const { slug } = await sentBack();
    const stranger = await createOwner(app);
    const refused = await savePage4(app, stranger.token, {
      ...validDomesticAccount,
      slug,
      third_page_terms: true,
    });
    expect(refused.statusCode).toBe(404);
    expect((await storedDraftRow(app, slug))?.status).toBe('needs_information');
  });
});
