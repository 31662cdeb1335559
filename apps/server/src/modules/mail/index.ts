export { escapeHtml, renderEmailHtml } from './layout.ts';
export { enqueueMessage, listMessages, type OutboxRow } from './outbox-repository.ts';
export { createOutboxWorker } from './outbox-worker.ts';
export { mail } from './plugin.ts';
export type { SmsTransport } from './sms-transport.ts';
export {
  type AnnouncedStatus,
  agreementHandoffEmail,
  emailVerificationEmail,
  expiryReminderEmail,
  grantDecisionEmail,
  inviteCodeEmail,
  type OutboxMessage,
  organizationStatusEmail,
  passwordResetEmail,
  phoneCodeSms,
  signedAgreementEmail,
  signInCodeEmail,
  signupCodeEmail,
  welcomeEmail,
} from './templates.ts';
