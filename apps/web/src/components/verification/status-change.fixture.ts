import type { StatusChange } from '@givecrowd/shared/review/review-api';
import { REVIEW_MESSAGES } from '@givecrowd/shared/review/review-messages';

/** Test data: an organization's first change of status, its owner's submission (not a test file). */
export const submittedChange: StatusChange = {
  from: 'draft',
  to: 'submitted',
  grant: null,
  note: REVIEW_MESSAGES.submittedNote,
  fields: [],
  actor: 'owner',
  created_at: '2030-01-02T10:00:00.000Z',
};
