export { findConsentAgreement } from './find-consent-agreement.ts';
export { findDraftSignature } from './find-draft-signature.ts';
export { agreementRoutes } from './routes.ts';
export { signedAgreementFiles } from './signed-agreement-files.ts';
