/** What the draft calls answer beyond the step rules (docs/product/http-contract.md#organization-calls). */
export const DRAFT_MESSAGES = {
  notFound: 'Organization not found.',
  staleVersion: 'This draft was changed elsewhere. Reload it to see the latest version.',
  notDraft: 'This organization has been submitted and can no longer be changed here.',
  unknownCategory: (name: string) => `There is no category named "${name}".`,
  signatureNotYours: 'Please upload the digital signature again.',
  slugExhausted: 'Could not name the draft. Please try again.',
  tooManyOpenDrafts: (max: number) =>
    `You already have ${max} organizations in progress, the most allowed. Please finish one before starting another.`,
} as const;
