import { OTP_TTL_MINUTES, PRODUCT_NAME } from '@givecrowd/shared/constants';
import type { OutboxAttachment } from '@/db/schema.ts';
import { renderEmailHtml } from './layout.ts';

/**
 * One message as the outbox stores it. `code` and `link` let the dev viewer and tests read them;
 * `attachments` name stored files (a private key, a file name, a type), read when it is sent.
 */
export type OutboxMessage = {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html: string | null;
  code?: string;
  link?: string;
  attachments?: OutboxAttachment[];
};

const signOff = `— The ${PRODUCT_NAME} team`;
const ignoreLine = 'If you did not ask for this, you can ignore this email.';

export function signupCodeEmail({ to, code }: { to: string; code: string }): OutboxMessage {
  const intro = `Here is your code to create your ${PRODUCT_NAME} account:`;
  const expiry = `It expires in ${OTP_TTL_MINUTES} minutes and can be used once.`;
  return {
    channel: 'email',
    to,
    subject: `Your ${PRODUCT_NAME} sign-up code: ${code}`,
    text: `Welcome to ${PRODUCT_NAME}!\n\n${intro}\n\n    ${code}\n\n${expiry}\n\n${ignoreLine}\n\n${signOff}\n`,
    html: renderEmailHtml({
      title: `Welcome to ${PRODUCT_NAME}`,
      blocks: [
        { kind: 'paragraph', text: intro },
        { kind: 'code', code },
        { kind: 'paragraph', text: expiry },
        { kind: 'paragraph', text: ignoreLine },
      ],
    }),
    code,
  };
}

/**
 * Sent instead of a sign-up code when the address already has an account: the same code step
 * signs them in (docs/decisions/004-email-first-login-without-account-discovery.md).
 */
export function signInCodeEmail({
  to,
  code,
  forgotLink,
}: {
  to: string;
  code: string;
  forgotLink: string;
}): OutboxMessage {
  const intro = `You already have a ${PRODUCT_NAME} account. Here is your code to sign in:`;
  const expiry = `Enter it where you asked for it: it signs you in. It expires in ${OTP_TTL_MINUTES} minutes and can be used once.`;
  const aside = 'Rather use your password and forgot it? You can choose a new one:';
  return {
    channel: 'email',
    to,
    subject: `Your ${PRODUCT_NAME} sign-in code: ${code}`,
    text: `${intro}\n\n    ${code}\n\n${expiry}\n\n${aside}\n${forgotLink}\n\n${ignoreLine}\n\n${signOff}\n`,
    html: renderEmailHtml({
      title: `Sign in to ${PRODUCT_NAME}`,
      blocks: [
        { kind: 'paragraph', text: intro },
        { kind: 'code', code },
        { kind: 'paragraph', text: expiry },
        { kind: 'paragraph', text: `${aside} ${forgotLink}` },
        { kind: 'paragraph', text: ignoreLine },
      ],
    }),
    code,
  };
}

export function inviteCodeEmail({ to, code }: { to: string; code: string }): OutboxMessage {
  const intro = `Here is your ${PRODUCT_NAME} invite code:`;
  const expiry = `Enter it where you asked for the invite. It expires in ${OTP_TTL_MINUTES} minutes and can be used once.`;
  return {
    channel: 'email',
    to,
    subject: `Your ${PRODUCT_NAME} invite code: ${code}`,
    text: `${intro}\n\n    ${code}\n\n${expiry}\n\n${ignoreLine}\n\n${signOff}\n`,
    html: renderEmailHtml({
      title: 'Your invite code',
      blocks: [
        { kind: 'paragraph', text: intro },
        { kind: 'code', code },
        { kind: 'paragraph', text: expiry },
      ],
    }),
    code,
  };
}

/** SMS: short, code first, no link (phones in E.164). */
export function phoneCodeSms({ to, code }: { to: string; code: string }): OutboxMessage {
  return {
    channel: 'sms',
    to,
    subject: '',
    text: `${code} is your ${PRODUCT_NAME} verification code. It expires in ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`,
    html: null,
    code,
  };
}

export function passwordResetEmail({ to, link }: { to: string; link: string }): OutboxMessage {
  const intro = `We received a request to reset the password of your ${PRODUCT_NAME} account.`;
  const expiry =
    'The link works once and expires in 1 hour. Resetting logs you out on every device.';
  const ignore = 'If you did not ask for this, ignore this email: your password stays the same.';
  return {
    channel: 'email',
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${intro}\n\nChoose a new password here:\n${link}\n\n${expiry}\n\n${ignore}\n\n${signOff}\n`,
    html: renderEmailHtml({
      title: 'Reset your password',
      blocks: [
        { kind: 'paragraph', text: intro },
        { kind: 'button', label: 'Choose a new password', href: link },
        { kind: 'paragraph', text: expiry },
        { kind: 'paragraph', text: ignore },
      ],
    }),
    link,
  };
}

export function emailVerificationEmail({ to, link }: { to: string; link: string }): OutboxMessage {
  const intro = `Please confirm that this is the email address of your ${PRODUCT_NAME} account.`;
  const expiry = 'The link works once and expires in 24 hours.';
  return {
    channel: 'email',
    to,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    text: `${intro}\n\nVerify your email here:\n${link}\n\n${expiry}\n\n${ignoreLine}\n\n${signOff}\n`,
    html: renderEmailHtml({
      title: 'Verify your email address',
      blocks: [
        { kind: 'paragraph', text: intro },
        { kind: 'button', label: 'Verify my email', href: link },
        { kind: 'paragraph', text: expiry },
      ],
    }),
    link,
  };
}

export function welcomeEmail({
  to,
  name,
  link,
}: {
  to: string;
  name: string;
  link: string;
}): OutboxMessage {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const intro = `Your ${PRODUCT_NAME} account is ready. Crowdfunding on ${PRODUCT_NAME} is free: create your organization, build its fundraising website and start raising money for your cause.`;
  const next = 'Start by creating your organization from your dashboard.';
  return {
    channel: 'email',
    to,
    subject: `Welcome to ${PRODUCT_NAME}`,
    text: `${greeting}\n\n${intro}\n\n${next}\n${link}\n\n${signOff}\n`,
    html: renderEmailHtml({
      title: `Welcome to ${PRODUCT_NAME}`,
      blocks: [
        { kind: 'paragraph', text: greeting },
        { kind: 'paragraph', text: intro },
        { kind: 'paragraph', text: next },
        { kind: 'button', label: 'Go to my dashboard', href: link },
      ],
    }),
    link,
  };
}

/** The signed partner agreement, attached as a PDF; `link` is where anyone can check a copy. */
export function signedAgreementEmail({
  to,
  signerName,
  organizationName,
  documentId,
  verifyLink,
  attachment,
}: {
  to: string;
  signerName: string;
  organizationName: string;
  documentId: string;
  verifyLink: string;
  attachment: OutboxAttachment;
}): OutboxMessage {
  const greeting = `Hello ${signerName},`;
  const intro = `Thank you for signing the ${PRODUCT_NAME} Technology Grant Partner Agreement${organizationName ? ` for ${organizationName}` : ''}. The fully signed document is attached to this email (${attachment.filename}); please keep it.`;
  const check = `Its document id is ${documentId}. Anyone holding a copy can check that it is exactly the signed document:`;
  return {
    channel: 'email',
    to,
    subject: `Your signed ${PRODUCT_NAME} partner agreement`,
    text: `${greeting}\n\n${intro}\n\n${check}\n${verifyLink}\n\n${signOff}\n`,
    html: renderEmailHtml({
      title: 'Your signed partner agreement',
      blocks: [
        { kind: 'paragraph', text: greeting },
        { kind: 'paragraph', text: intro },
        { kind: 'paragraph', text: check },
        { kind: 'button', label: 'Check a copy', href: verifyLink },
      ],
    }),
    link: verifyLink,
    attachments: [attachment],
  };
}

/** The signatory's one-time link to read and sign the partner agreement on their own device. */
export function agreementHandoffEmail({
  to,
  organizationName,
  link,
  validHours,
}: {
  to: string;
  organizationName: string;
  link: string;
  validHours: number;
}): OutboxMessage {
  const intro = `You have been named as the signatory of ${organizationName || 'an organization'} on ${PRODUCT_NAME}. Please read the Technology Grant Partner Agreement and, if you agree, sign it here:`;
  const how = `The page asks for a code that we text to your verified phone. The link works once and expires in ${validHours} hours.`;
  return {
    channel: 'email',
    to,
    subject: `Please sign the ${PRODUCT_NAME} partner agreement`,
    text: `Hello,\n\n${intro}\n${link}\n\n${how}\n\n${ignoreLine}\n\n${signOff}\n`,
    html: renderEmailHtml({
      title: 'Please sign the partner agreement',
      blocks: [
        { kind: 'paragraph', text: intro },
        { kind: 'button', label: 'Read and sign', href: link },
        { kind: 'paragraph', text: how },
        { kind: 'paragraph', text: ignoreLine },
      ],
    }),
    link,
  };
}
