export {
  emailVerificationEmail,
  passwordResetEmail,
  welcomeEmail,
} from './account-emails.ts';
export { agreementHandoffEmail, signedAgreementEmail } from './agreement-emails.ts';
export { HELLO, SIGN_OFF } from './common-words.ts';
export { composeEmail } from './compose-email.ts';
export { escapeHtml, renderEmailHtml } from './layout.ts';
export {
  type AnnouncedStatus,
  expiryReminderEmail,
  grantDecisionEmail,
  organizationStatusEmail,
  refundFailedEmail,
} from './organization-emails.ts';
export { enqueueMessage, listMessages, type OutboxRow } from './outbox-repository.ts';
export { createOutboxWorker } from './outbox-worker.ts';
export { mail } from './plugin.ts';
export type { SmsTransport } from './sms-transport.ts';
export {
  inviteCodeEmail,
  type OutboxMessage,
  phoneCodeSms,
  signInCodeEmail,
  signupCodeEmail,
} from './templates.ts';
