import { describe, expect, it } from 'vitest';
import {
  grantDecisionRequestSchema,
  NOTE_MAX_LENGTH,
  requestedFieldSchema,
  reviewQueueQuerySchema,
  statusChangeRequestSchema,
} from './review-api.ts';
import { REVIEW_MESSAGES as M } from './review-messages.ts';

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('statusChangeRequestSchema', () => {
  it('takes a move with its note, trims the note and defaults the fields to none', () => {
    expect(
      statusChangeRequestSchema.parse({ from: 'submitted', to: 'in_review', note: '  Looking.  ' }),
    ).toEqual({ from: 'submitted', to: 'in_review', note: 'Looking.', fields: [] });
  });

  it('keeps the fields asked about, each with its trimmed note', () => {
    const parsed = statusChangeRequestSchema.parse({
      from: 'in_review',
      to: 'needs_information',
      note: 'Two things to fix.',
      fields: [{ field: ' organization_name ', note: ' The name differs from the PAN. ' }],
    });
    expect(parsed.fields).toEqual([
      { field: 'organization_name', note: 'The name differs from the PAN.' },
    ]);
  });

  it('takes an approval or a move into review without a note', () => {
    for (const to of ['approved', 'in_review']) {
      expect(statusChangeRequestSchema.parse({ from: 'submitted', to })).toMatchObject({
        note: '',
      });
    }
  });

  it('needs a note to reject or to ask: missing, blank or too long each have their message', () => {
    const move = { from: 'submitted', to: 'rejected' };
    expect(issuesOf(statusChangeRequestSchema.safeParse(move))).toEqual([M.noteRequired]);
    expect(issuesOf(statusChangeRequestSchema.safeParse({ ...move, note: '   ' }))).toEqual([
      M.noteRequired,
    ]);
    const long = 'a'.repeat(NOTE_MAX_LENGTH + 1);
    expect(issuesOf(statusChangeRequestSchema.safeParse({ ...move, note: long }))).toEqual([
      M.noteTooLong,
    ]);
    expect(
      statusChangeRequestSchema.safeParse({ ...move, note: 'a'.repeat(NOTE_MAX_LENGTH) }).success,
    ).toBe(true);
  });

  it('needs a note beside each field', () => {
    const result = statusChangeRequestSchema.safeParse({
      from: 'in_review',
      to: 'needs_information',
      note: 'Fix these.',
      fields: [{ field: 'organization_name', note: ' ' }],
    });
    expect(issuesOf(result)).toEqual([M.fieldNoteRequired]);
    expect(issuesOf(requestedFieldSchema.safeParse({ field: 'organization_name' }))).toEqual([
      M.fieldNoteRequired,
    ]);
  });

  it('refuses statuses that do not exist, verified included', () => {
    for (const [from, to] of [
      ['submitted', 'verified'],
      ['pending', 'in_review'],
    ]) {
      expect(statusChangeRequestSchema.safeParse({ from, to, note: 'x' }).success).toBe(false);
    }
  });
});

describe('grantDecisionRequestSchema', () => {
  it('takes approved or declined, with a note', () => {
    expect(grantDecisionRequestSchema.parse({ decision: 'declined', note: ' No. ' })).toEqual({
      decision: 'declined',
      note: 'No.',
    });
    expect(grantDecisionRequestSchema.safeParse({ decision: 'applied', note: 'x' }).success).toBe(
      false,
    );
    expect(issuesOf(grantDecisionRequestSchema.safeParse({ decision: 'approved' }))).toEqual([
      M.noteRequired,
    ]);
  });
});

describe('reviewQueueQuerySchema', () => {
  it('reads the filters of the queue', () => {
    expect(
      reviewQueueQuerySchema.parse({
        country: 'in',
        type: 'ngo',
        program: 'grant',
        min_age_days: '3',
      }),
    ).toEqual({ country: 'IN', type: 'ngo', program: 'grant', min_age_days: 3 });
    expect(reviewQueueQuerySchema.parse({})).toEqual({});
  });

  it('refuses filters it cannot read', () => {
    for (const query of [
      { country: 'IND' },
      { type: 'trust' },
      { program: 'ndep' },
      { min_age_days: '-1' },
      { min_age_days: 'soon' },
    ]) {
      expect(reviewQueueQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
