/**
 * What the settings and change-request calls answer, and the notes their history entries carry
 * (docs/product/organization-settings.md). None of these is in the spec: all are ours.
 */
export const SETTINGS_MESSAGES = {
  notApproved: 'Settings open once the organization is approved.',
  nothingChanged: 'Nothing was changed.',
  changeRequestWaiting:
    'A change request is already waiting for a reviewer. You can send another once it is decided.',
  changeRequestNotFound: 'Change request not found.',
  changeRequestDecided: 'This change request has already been decided.',
  changeRequestWithdrawn: 'The organization withdrew this change request.',
  noChangeRequestWaiting: 'No change request is waiting.',
  bankAccountsIndiaOnly:
    'Bank accounts are given here only by organizations in India. Elsewhere gifts are paid out to the bank account of your payment account, which you change with its provider.',
  /** History notes (docs/product/organization-settings.md#history). */
  siteUpdatedNote: 'Site details updated.',
  contactUpdatedNote: 'Contact details updated.',
  categoriesUpdatedNote: 'Categories updated.',
  changeRequestedNote: 'Change request sent for review.',
  changeApprovedNote: 'Change request approved.',
  changeDeclinedNote: 'Change request declined.',
  changeWithdrawnNote: 'Change request withdrawn.',
} as const;
