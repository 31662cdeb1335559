import { OTP_TTL_MINUTES, PRODUCT_NAME } from '@givecrowd/shared/constants';
import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import { SUCCESS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import type { ExpiringDocument } from '@givecrowd/shared/review/review-api';
import type { GrantDecision } from '@givecrowd/shared/review/review-moves';
import type { OutboxAttachment } from '@/db/schema.ts';
import { type HtmlBlock, renderEmailHtml } from './layout.ts';

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
  /** The address an answer goes to (a contact form message's writer). */
  replyTo?: string;
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

/** A status an organization's email can announce: every one past the draft. */
export type AnnouncedStatus = Exclude<OrganizationStatus, 'draft'>;

/** What each status's email says: its subject (after the name), its news, and its button. */
const STATUS_NEWS: Record<
  AnnouncedStatus,
  { subject: string; news: (name: string) => string; button: string }
> = {
  submitted: {
    subject: 'is submitted for verification',
    news: (name) =>
      `Thank you: ${name} is submitted on ${PRODUCT_NAME}. ${SUCCESS_MESSAGES.willVerify}`,
    button: 'See where it stands',
  },
  in_review: {
    subject: 'is in review',
    news: (name) => `A reviewer is now verifying ${name}. We will let you know what they decide.`,
    button: 'See where it stands',
  },
  needs_information: {
    subject: 'needs more information',
    news: (name) =>
      `A reviewer needs more information before ${name} can be approved. Please fix these fields in the organization form, then submit it again:`,
    button: 'Fix the requested information',
  },
  resubmitted: {
    subject: 'is resubmitted',
    news: (name) =>
      `Thank you for the changes: ${name} is back with our reviewers. ${SUCCESS_MESSAGES.willVerify}`,
    button: 'See where it stands',
  },
  approved: {
    subject: 'is approved',
    news: (name) => `${name} is approved: its site and its campaigns are now public.`,
    button: 'Open your site',
  },
  rejected: {
    subject: 'was not approved',
    news: (name) => `A reviewer did not approve ${name}, so it cannot be published.`,
    button: 'See where it stands',
  },
};

/**
 * An organization's status changed (docs/product/verification.md#emails): the new state, the note
 * that came with it, and with needs_information each field to fix with its note; `link` is where
 * to go next (the form to fix, the public page, or the dashboard).
 */
export function organizationStatusEmail({
  to,
  organizationName,
  status,
  note,
  fields,
  link,
}: {
  to: string;
  organizationName: string;
  status: AnnouncedStatus;
  note: string;
  /** The fields to fix, named for people, each with its note. */
  fields: { label: string; note: string }[];
  link: string;
}): OutboxMessage {
  const name = organizationName || 'Your organization';
  const { subject, news, button } = STATUS_NEWS[status];
  const intro = news(name);
  const list = fields.map((field) => `- ${field.label}: ${field.note}`);
  // An approval may come without a note: then the email has no note line.
  const noteLines = note.trim() ? [`Note: ${note}`] : [];
  const blocks: HtmlBlock[] = [
    { kind: 'paragraph', text: intro },
    ...[...list, ...noteLines].map((text): HtmlBlock => ({ kind: 'paragraph', text })),
    { kind: 'button', label: button, href: link },
  ];
  const listText = [...list, ...(noteLines.length > 0 ? ['', ...noteLines] : [])]
    .map((line) => `${line}\n`)
    .join('');
  return {
    channel: 'email',
    to,
    subject: `${name} ${subject}`,
    text: `Hello,\n\n${intro}\n\n${listText}${listText ? '\n' : ''}${button}:\n${link}\n\n${signOff}\n`,
    html: renderEmailHtml({ title: `${name} ${subject}`, blocks }),
    link,
  };
}

/** A reviewer decided the organization's grant program application (docs/product/verification.md#grant-program). */
export function grantDecisionEmail({
  to,
  organizationName,
  decision,
  note,
  link,
}: {
  to: string;
  organizationName: string;
  decision: GrantDecision;
  note: string;
  link: string;
}): OutboxMessage {
  const name = organizationName || 'your organization';
  const outcome = decision === 'approved' ? 'is approved' : 'was declined';
  const subject = `Grant program application ${outcome}`;
  const intro = `The grant program application of ${name} ${outcome}.`;
  const noteLine = `Note: ${note}`;
  const button = 'See where it stands';
  return {
    channel: 'email',
    to,
    subject,
    text: `Hello,\n\n${intro}\n\n${noteLine}\n\n${button}:\n${link}\n\n${signOff}\n`,
    html: renderEmailHtml({
      title: subject,
      blocks: [
        { kind: 'paragraph', text: intro },
        { kind: 'paragraph', text: noteLine },
        { kind: 'button', label: button, href: link },
      ],
    }),
    link,
  };
}

/** What an expiry reminder calls each watched registration, and why it should be renewed. */
const DOCUMENTS: Record<ExpiringDocument, { name: string; why: string }> = {
  tax_exemption: {
    name: 'tax exemption registration (80G/12A)',
    why: 'Please renew it in time: donors count on it for the tax benefit of their gifts.',
  },
  fcra: {
    name: 'FCRA registration',
    why: 'Please renew it in time: without it the organization cannot accept donations from abroad.',
  },
};

const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A registration of the organization expires soon (docs/product/verification.md#expiry-watch). */
export function expiryReminderEmail({
  to,
  organizationName,
  document,
  expiresOn,
  daysLeft,
  link,
}: {
  to: string;
  organizationName: string;
  document: ExpiringDocument;
  /** YYYY-MM-DD */
  expiresOn: string;
  daysLeft: number;
  link: string;
}): OutboxMessage {
  const name = organizationName || 'your organization';
  const { name: documentName, why: next } = DOCUMENTS[document];
  const days = daysLeft === 1 ? '1 day' : `${daysLeft} days`;
  const subject = `The ${documentName} of ${name} expires in ${days}`;
  const intro = `The ${documentName} of ${name} expires on ${formatDay(expiresOn)}, ${days} from today.`;
  const button = 'See the expiry dates';
  return {
    channel: 'email',
    to,
    subject,
    text: `Hello,\n\n${intro}\n\n${next}\n\n${button}:\n${link}\n\n${signOff}\n`,
    html: renderEmailHtml({
      title: subject,
      blocks: [
        { kind: 'paragraph', text: intro },
        { kind: 'paragraph', text: next },
        { kind: 'button', label: button, href: link },
      ],
    }),
    link,
  };
}
