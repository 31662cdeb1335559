export { openAccountNumber, sealAccountNumber } from './bank-accounts/account-number-cipher.ts';
export {
  organizationDocumentFiles,
  organizationDocumentsOf,
} from './documents/document-answers.ts';
export { type GiftReadiness, giftReadiness, takesGiftsNow } from './gift-readiness.ts';
export { resolveHostOrganization } from './host-organization.ts';
export { loadOwnDraft } from './load-own-draft.ts';
export { isPlanWaived } from './pages/payments/is-plan-waived.ts';
export { storedPricingPlan } from './pages/payments/stored-pricing-plan.ts';
export type { FindConsentAgreement } from './pages/registration/apply-agreement-consent.ts';
export { isAdminPhoneVerified } from './pages/registration/is-admin-phone-verified.ts';
export { readStoredForm } from './read-wizard-form.ts';
export {
  attachPaymentAccount,
  findOrganizationByAccount,
  findOrganizationByHost,
  findOrganizationById,
  findOrganizationBySlug,
  findRequestedFields,
  listAwaitingReview,
  listStatusChanges,
  listWatchedOrganizations,
  lockOrganization,
  markAgreementSigned,
  type Organization,
  receiptIssuerColumns,
  recordPaymentOnboarded,
  recordPlanPurchase,
  type StatusChangeRow,
  toOrganization,
} from './repository.ts';
export { organizationRoutes } from './routes.ts';
export { decideChangeRequest } from './settings/decide-change-request.ts';
export {
  listChangeRequestsForReview,
  loadChangeRequestForReview,
} from './settings/review-change-requests.ts';
export { toChangeRequest } from './settings/to-change-request.ts';
export { notifyOrganization } from './status/notify-organization.ts';
export { recordGrantDecision, recordStatusChange } from './status/record-status-change.ts';
export { siteAddress } from './subdomains/site-url.ts';
export { toDraftOrganization } from './to-draft-organization.ts';
