import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import {
  ORGANIZATION_STATUSES,
  type OrganizationStatus,
} from '@givecrowd/shared/organization/organization-status';
import { REVIEW_MESSAGES as M } from '@givecrowd/shared/review/review-messages';
import { canMove } from '@givecrowd/shared/review/review-moves';
import { bearer, post, readOutbox } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { englishLeftIn } from '@test/english-left.ts';
import { storedDraftRow } from '@test/organization-helpers.ts';
import { createOwner } from '@test/payments-page-helpers.ts';
import {
  buildReviewApp,
  createReviewer,
  insertOrganizationAt,
  moveStatus,
  PUBLIC_URL,
} from '@test/review-helpers.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationStatusChanges } from '@/db/schema.ts';
import { moveOrganization } from './move-organization.ts';

let app: TestApp;
let reviewer: { id: string; token: string };

beforeAll(async () => {
  app = await buildReviewApp();
  reviewer = await createReviewer(app);
});
afterAll(async () => app.close());

const auditRows = (organizationId: string) =>
  app.db
    .select()
    .from(organizationStatusChanges)
    .where(eq(organizationStatusChanges.organizationId, organizationId))
    .orderBy(organizationStatusChanges.id);

const askedFields = [
  { field: 'organization_pan_card_number', note: 'The PAN does not match the certificate.' },
  { field: 'account_ifsc', note: 'This IFSC belongs to another branch.' },
];

/** A valid body for the move: with needs_information, the fields to fix. */
const moveBody = (from: OrganizationStatus, to: OrganizationStatus) => ({
  from,
  to,
  note: `From ${from} to ${to}.`,
  ...(to === 'needs_information' ? { fields: askedFields } : {}),
});

describe('POST /api/admin/organizations/{slug}/status: the moves', () => {
  const reviewed = ORGANIZATION_STATUSES.filter((status) => status !== 'draft');

  it.each(reviewed)(
    'from %s: every allowed move succeeds, every other is refused',
    async (from) => {
      for (const to of ORGANIZATION_STATUSES) {
        const organization = await insertOrganizationAt(app, { status: from });
        const moved = await moveStatus(app, reviewer.token, organization.slug, moveBody(from, to));
        const row = await storedDraftRow(app, organization.slug);
        if (canMove(from, to, 'reviewer')) {
          expect(moved.statusCode, `${from} → ${to}`).toBe(200);
          expect(moved.body.data.organization.status).toBe(to);
          expect(row?.status).toBe(to);
          expect(await auditRows(organization.id)).toHaveLength(1);
        } else {
          expect(moved.statusCode, `${from} → ${to}`).toBe(400);
          expect(moved.body).toEqual({
            status: false,
            message: M.moveNotAllowed,
            errors: [{ field: 'to', message: M.moveNotAllowed }],
          });
          expect(row?.status).toBe(from);
          expect(await auditRows(organization.id)).toEqual([]);
        }
      }
    },
  );

  it('answers 404 for every move of a draft: reviewers do not see drafts', async () => {
    for (const to of ORGANIZATION_STATUSES) {
      const organization = await insertOrganizationAt(app, { status: 'draft' });
      const moved = await moveStatus(app, reviewer.token, organization.slug, moveBody('draft', to));
      expect(moved.body).toEqual({ status: false, message: M.organizationNotFound });
    }
  });

  it('answers 409 when the status is no longer the one the reviewer saw, and changes nothing', async () => {
    const organization = await insertOrganizationAt(app, { status: 'in_review' });
    const stale = await moveStatus(app, reviewer.token, organization.slug, {
      from: 'submitted',
      to: 'in_review',
      note: 'Taking it.',
    });
    expect(stale).toMatchObject({
      statusCode: 409,
      body: { status: false, message: M.staleStatus },
    });
    expect((await storedDraftRow(app, organization.slug))?.status).toBe('in_review');
    expect(await auditRows(organization.id)).toEqual([]);
  });

  it('lets one of two reviewers moving at once win; the other gets 409', async () => {
    const second = await createOwner(app, 'Second.Reviewer@Review.Example.org');
    app.config.reviewerEmails.push('second.reviewer@review.example.org');
    const organization = await insertOrganizationAt(app, { status: 'in_review' });
    const answers = await Promise.all([
      moveStatus(app, reviewer.token, organization.slug, moveBody('in_review', 'approved')),
      moveStatus(app, second.token, organization.slug, moveBody('in_review', 'rejected')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await auditRows(organization.id);
    expect(rows).toHaveLength(1);
    expect((await storedDraftRow(app, organization.slug))?.status).toBe(rows[0]?.toStatus);
  });

  it('asks for fields exactly with needs_information, each a field of the form, once', async () => {
    const organization = await insertOrganizationAt(app, { status: 'in_review' });
    const cases = [
      [{ ...moveBody('in_review', 'needs_information'), fields: [] }, 'fields', M.fieldsRequired],
      [
        { ...moveBody('in_review', 'approved'), fields: askedFields },
        'fields',
        M.fieldsOnlyWhenAsking,
      ],
      [
        {
          ...moveBody('in_review', 'needs_information'),
          fields: [{ field: 'password', note: 'x' }],
        },
        'fields.0.field',
        M.unknownField,
      ],
      [
        {
          ...moveBody('in_review', 'needs_information'),
          fields: [askedFields[0], askedFields[0]],
        },
        'fields.1.field',
        M.duplicateField,
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const refused = await moveStatus(app, reviewer.token, organization.slug, body);
      expect(refused).toMatchObject({
        statusCode: 400,
        body: { message, errors: [{ field, message }] },
      });
    }
    // A note is required to reject or to ask for information; an approval may go without one.
    const noNote = await moveStatus(app, reviewer.token, organization.slug, {
      from: 'in_review',
      to: 'rejected',
      note: '  ',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body.message).toContain(M.noteRequired);
    const fieldWithoutNote = await moveStatus(app, reviewer.token, organization.slug, {
      ...moveBody('in_review', 'needs_information'),
      fields: [{ field: 'account_ifsc', note: '' }],
    });
    expect(fieldWithoutNote.body.message).toContain(M.fieldNoteRequired);
    expect((await storedDraftRow(app, organization.slug))?.status).toBe('in_review');
    expect(await auditRows(organization.id)).toEqual([]);
  });
});

describe('deciding in one step', () => {
  it('approves a submitted organization at once, without a note, and emails no note line', async () => {
    const owner = await createOwner(app);
    const organization = await insertOrganizationAt(app, {
      status: 'submitted',
      ownerId: owner.id,
    });
    const approved = await moveStatus(app, reviewer.token, organization.slug, {
      from: 'submitted',
      to: 'approved',
    });
    expect(approved.statusCode).toBe(200);
    expect((await storedDraftRow(app, organization.slug))?.status).toBe('approved');
    expect(await auditRows(organization.id)).toHaveLength(1);
  });
});

describe('what a move writes', () => {
  it('writes one audit row and emails the organization and its owner the new state, the note and the fields', async () => {
    const owner = await createOwner(app);
    const organization = await insertOrganizationAt(app, {
      status: 'in_review',
      ownerId: owner.id,
    });
    const moved = await moveStatus(
      app,
      reviewer.token,
      organization.slug,
      moveBody('in_review', 'needs_information'),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.body.data.requested_fields).toEqual(askedFields);
    expect(moved.body.data.history).toEqual([
      {
        from: 'in_review',
        to: 'needs_information',
        grant: null,
        note: 'From in_review to needs_information.',
        fields: askedFields,
        actor: 'reviewer',
        created_at: '2030-01-01T09:00:00.000Z',
      },
    ]);
    const [row] = await auditRows(organization.id);
    expect(row).toMatchObject({ actorId: reviewer.id, actorRole: 'reviewer' });

    const organizationEmail = 'contact@helpinghands.org';
    for (const to of [organizationEmail, owner.email]) {
      const sent = (await readOutbox(app, to)).filter((email) =>
        email.subject.includes('Helping Hands Foundation'),
      );
      const email = sent.find((candidate) => candidate.subject.endsWith('needs more information'));
      expect(email, to).toBeDefined();
      expect(email?.link).toBe(
        `${PUBLIC_URL}/organization/partner-onboarding?slug=${organization.slug}`,
      );
      expect(email?.text).toContain('Note: From in_review to needs_information.');
      expect(email?.text).toContain('- PAN card number: The PAN does not match the certificate.');
      expect(email?.text).toContain('- IFSC: This IFSC belongs to another branch.');
      expect(email?.html).toContain('PAN card number: The PAN does not match the certificate.');
    }
  });

  it('writes the approval in the language its owner uses the product in, to the organization too', async () => {
    const owner = await createOwner(app);
    // The owner uses the site in Hindi: any signed-in call of theirs keeps it.
    await post(app, '/api/auth/get-details', {}, { ...bearer(owner.token), cookie: 'language=hi' });
    const organization = await insertOrganizationAt(app, {
      status: 'in_review',
      ownerId: owner.id,
      columns: { data: { organization_email: 'seva@example.org' } },
    });
    await moveStatus(app, reviewer.token, organization.slug, moveBody('in_review', 'approved'));
    for (const to of ['seva@example.org', owner.email]) {
      const [approval] = await readOutbox(app, to);
      expect(approval?.subject, to).toBe('आपका संगठन Helping Hands Foundation स्वीकृत हो गया है');
      expect(approval?.link).toBe(`${PUBLIC_URL}/organization/${organization.slug}`);
      // The reviewer's note is quoted as written.
      expect(approval?.text).toContain('टिप्पणी: From in_review to approved.');
      expect(
        englishLeftIn(approval, ['Helping Hands Foundation', 'From in_review to approved.']),
      ).toEqual([]);
    }
  });

  it('emails an approval with the public page and a rejection with the note', async () => {
    const approved = await insertOrganizationAt(app, {
      status: 'in_review',
      columns: {
        data: { organization_name: 'Approved Org', organization_email: 'yes@example.org' },
      },
    });
    await moveStatus(app, reviewer.token, approved.slug, moveBody('in_review', 'approved'));
    const [approval] = await readOutbox(app, 'yes@example.org');
    expect(approval?.subject).toBe('Helping Hands Foundation is approved');
    expect(approval?.link).toBe(`${PUBLIC_URL}/organization/${approved.slug}`);

    const rejected = await insertOrganizationAt(app, {
      status: 'in_review',
      columns: { data: { organization_email: 'no@example.org' } },
    });
    await moveStatus(app, reviewer.token, rejected.slug, {
      from: 'in_review',
      to: 'rejected',
      note: 'The registration could not be confirmed.',
    });
    const [rejection] = await readOutbox(app, 'no@example.org');
    expect(rejection?.subject).toBe('Helping Hands Foundation was not approved');
    expect(rejection?.text).toContain('Note: The registration could not be confirmed.');
  });

  it('writes nothing at all when the audit row cannot be written after the status', async () => {
    const organization = await insertOrganizationAt(app, {
      status: 'submitted',
      columns: { data: { organization_email: 'never@example.org' } },
    });
    // PostgreSQL refuses a NUL in text: the insert after the status update fails.
    await expect(
      moveOrganization({
        db: app.db,
        slug: organization.slug,
        reviewerId: reviewer.id,
        request: { from: 'submitted', to: 'in_review', note: 'Broken\u0000note', fields: [] },
        now: new Date(),
        publicUrl: PUBLIC_URL,
      }),
    ).rejects.toThrow();
    expect((await storedDraftRow(app, organization.slug))?.status).toBe('submitted');
    expect(await auditRows(organization.id)).toEqual([]);
    expect(await readOutbox(app, 'never@example.org')).toEqual([]);
  });

  it('writes nothing at all when the email cannot be queued after the status and the audit row', async () => {
    await app.db.execute(
      sql.raw(`CREATE FUNCTION "refuse_test_outbox"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."to" = 'broken-outbox@example.org' THEN RAISE EXCEPTION 'the outbox refuses this test message'; END IF;
  RETURN NEW;
END;
$$`),
    );
    await app.db.execute(
      sql.raw(`CREATE TRIGGER "refuse_test_outbox" BEFORE INSERT ON "outbox"
  FOR EACH ROW EXECUTE FUNCTION "refuse_test_outbox"()`),
    );
    const organization = await insertOrganizationAt(app, {
      status: 'in_review',
      columns: { data: { organization_email: 'broken-outbox@example.org' } },
    });
    const moved = await moveStatus(
      app,
      reviewer.token,
      organization.slug,
      moveBody('in_review', 'approved'),
    );
    expect(moved).toMatchObject({ statusCode: 500, body: { message: API_MESSAGES.serverError } });
    expect((await storedDraftRow(app, organization.slug))?.status).toBe('in_review');
    expect(await auditRows(organization.id)).toEqual([]);
    await app.db.execute(sql.raw('DROP TRIGGER "refuse_test_outbox" ON "outbox"'));
  });
});

describe('the audit table', () => {
  it('refuses to change or remove a row', async () => {
    const organization = await insertOrganizationAt(app, { status: 'submitted' });
    await moveStatus(app, reviewer.token, organization.slug, moveBody('submitted', 'in_review'));
    const [row] = await auditRows(organization.id);
    await expect(
      app.db
        .update(organizationStatusChanges)
        .set({ note: 'Rewritten.' })
        .where(eq(organizationStatusChanges.organizationId, organization.id)),
    ).rejects.toThrow();
    await expect(
      app.db
        .delete(organizationStatusChanges)
        .where(eq(organizationStatusChanges.organizationId, organization.id)),
    ).rejects.toThrow();
    await expect(app.db.execute(sql`truncate organization_status_changes`)).rejects.toThrow();
    expect(await auditRows(organization.id)).toEqual([row]);
  });
});

describe('POST /api/admin/organizations/{slug}/grant', () => {
  it('decides an application once, with its audit row and email', async () => {
    const organization = await insertOrganizationAt(app, {
      status: 'in_review',
      columns: {
        grantStatus: 'applied',
        data: { is_grant_program: true, organization_email: 'grant@example.org' },
      },
    });
    const url = `/api/admin/organizations/${organization.slug}/grant`;
    const decided = await post(
      app,
      url,
      { decision: 'approved', note: 'Welcome to the program.' },
      bearer(reviewer.token),
    );
    expect(decided.statusCode).toBe(200);
    expect(decided.body.data).toMatchObject({
      grant_status: 'approved',
      organization: { status: 'in_review' },
      history: [
        {
          from: 'in_review',
          to: 'in_review',
          grant: 'approved',
          note: 'Welcome to the program.',
          actor: 'reviewer',
        },
      ],
    });
    const [email] = await readOutbox(app, 'grant@example.org');
    expect(email?.subject).toBe('Grant program application is approved');
    expect(email?.text).toContain('Note: Welcome to the program.');

    const again = await post(
      app,
      url,
      { decision: 'declined', note: 'No.' },
      bearer(reviewer.token),
    );
    expect(again).toMatchObject({
      statusCode: 400,
      body: { message: M.grantNotApplied, errors: [{ field: 'decision' }] },
    });
    expect(await auditRows(organization.id)).toHaveLength(1);
  });

  it('refuses a decision without an application', async () => {
    const organization = await insertOrganizationAt(app, { status: 'submitted' });
    const refused = await post(
      app,
      `/api/admin/organizations/${organization.slug}/grant`,
      { decision: 'approved', note: 'Yes.' },
      bearer(reviewer.token),
    );
    expect(refused).toMatchObject({ statusCode: 400, body: { message: M.grantNotApplied } });
    expect((await storedDraftRow(app, organization.slug))?.grantStatus).toBe('none');
  });
});

describe('a reviewer’s own organization', () => {
  it('may not be moved or have its grant decided by that reviewer, and nothing changes', async () => {
    const organization = await insertOrganizationAt(app, {
      status: 'submitted',
      ownerId: reviewer.id,
      columns: { grantStatus: 'applied', data: { is_grant_program: true } },
    });
    for (const to of ['in_review', 'approved'] as const) {
      const moved = await moveStatus(app, reviewer.token, organization.slug, {
        from: 'submitted',
        to,
        note: 'Looks fine to me.',
      });
      expect(moved).toMatchObject({
        statusCode: 403,
        body: { status: false, message: M.ownOrganization },
      });
    }
    const decided = await post(
      app,
      `/api/admin/organizations/${organization.slug}/grant`,
      { decision: 'approved', note: 'Yes.' },
      bearer(reviewer.token),
    );
    expect(decided).toMatchObject({
      statusCode: 403,
      body: { status: false, message: M.ownOrganization },
    });
    expect(await storedDraftRow(app, organization.slug)).toMatchObject({
      status: 'submitted',
      grantStatus: 'applied',
    });
    expect(await auditRows(organization.id)).toEqual([]);
  });
});
