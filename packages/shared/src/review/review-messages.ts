/**
 * What the review calls answer, and the notes the owner's own moves carry in the timeline
 * (docs/product/verification.md). None of these is in the spec: all are ours.
 */
export const REVIEW_MESSAGES = {
  noteRequired: 'Please write a note for the organization.',
  noteTooLong: 'Please keep the note under 2,000 characters.',
  fieldsRequired: 'Please choose at least one field the organization must fix.',
  fieldNoteRequired: 'Please write a note beside each field you ask about.',
  unknownField: 'That is not a field of the organization form.',
  duplicateField: 'Each field can be asked about only once.',
  fieldsOnlyWhenAsking: 'Fields are asked about only when asking for information.',
  moveNotAllowed: 'This organization cannot move to that status now.',
  grantNotApplied: 'This organization has no grant application waiting for a decision.',
  organizationNotFound: 'Organization not found.',
  onlyRequestedFields: 'Only the fields the reviewer asked about can change.',
  staleStatus: 'Someone else changed this organization’s status first. Reload to see it.',
  /** A reviewer acting on an organization they own (docs/product/verification.md#reviewers). */
  ownOrganization: 'You own this organization, so another reviewer must review it.',
  /** The note of the owner's Submit, in the timeline and the email. */
  submittedNote: 'Submitted for verification.',
  /** The note of the owner's Submit after fixing what was asked. */
  resubmittedNote: 'Resubmitted with the requested changes.',
} as const;
