import { REFUND_FAILURE_REASONS } from '@givecrowd/shared/giving/giving-messages';
import {
  DOCUMENT_KINDS,
  documentRequestItem,
} from '@givecrowd/shared/organization/documents/organization-documents';
import { REVIEWABLE_FIELDS } from '@givecrowd/shared/review/review-fields';
import { englishLeftIn } from '@test/english-left.ts';
import { describe, expect, it } from 'vitest';
import {
  agreementHandoffEmail,
  emailVerificationEmail,
  expiryReminderEmail,
  grantDecisionEmail,
  inviteCodeEmail,
  type OutboxMessage,
  organizationStatusEmail,
  passwordResetEmail,
  phoneCodeSms,
  refundFailedEmail,
  signedAgreementEmail,
  signInCodeEmail,
  signupCodeEmail,
  welcomeEmail,
} from './index.ts';

const to = 'asha@example.in';
const code = 'K7QX';
const link = 'https://givecrowd.test/auth/reset-password?token=abc';
const organizationName = 'Seva Trust';
const attachment = {
  key: 'agreements/one.pdf',
  filename: 'GiveCrowd-partner-agreement-DOC42.pdf',
  contentType: 'application/pdf',
};

/** Every email of the mail module in Hindi, with what it may keep in Latin letters. */
const EMAILS: [string, OutboxMessage, string[]][] = [
  ['sign-up code', signupCodeEmail({ locale: 'hi', to, code }), [code]],
  [
    'sign-in code',
    signInCodeEmail({ locale: 'hi', to, code, forgotLink: 'https://givecrowd.test/auth/forgot' }),
    [code],
  ],
  ['invite code', inviteCodeEmail({ locale: 'hi', to, code }), [code]],
  ['password reset', passwordResetEmail({ locale: 'hi', to, link }), []],
  ['email verification', emailVerificationEmail({ locale: 'hi', to, link }), []],
  ['welcome', welcomeEmail({ locale: 'hi', to, name: 'Asha Rao', link }), ['Asha Rao']],
  [
    'signed agreement',
    signedAgreementEmail({
      locale: 'hi',
      to,
      signerName: 'Asha Rao',
      organizationName,
      documentId: 'DOC42',
      verifyLink: link,
      attachment,
    }),
    ['Asha Rao', organizationName, attachment.filename, 'DOC42'],
  ],
  [
    'agreement hand-off',
    agreementHandoffEmail({ locale: 'hi', to, organizationName, link, validHours: 72 }),
    [organizationName, 'SMS'],
  ],
  ...(['submitted', 'in_review', 'resubmitted', 'approved', 'rejected'] as const).map(
    (status): [string, OutboxMessage, string[]] => [
      `status ${status}`,
      organizationStatusEmail({
        locale: 'hi',
        to,
        organizationName,
        status,
        note: 'सब ठीक है।',
        fields: [],
        link,
      }),
      [organizationName],
    ],
  ),
  [
    'status needs_information',
    organizationStatusEmail({
      locale: 'hi',
      to,
      organizationName,
      status: 'needs_information',
      note: 'दो बातें।',
      fields: [
        { field: 'organization_pan_card_number', note: 'मेल नहीं खाता।' },
        { field: 'document:registration_certificate', note: 'पढ़ा नहीं जा सकता।' },
      ],
      link,
    }),
    [organizationName],
  ],
  ...(['approved', 'declined'] as const).map((decision): [string, OutboxMessage, string[]] => [
    `grant ${decision}`,
    grantDecisionEmail({ locale: 'hi', to, organizationName, decision, note: 'ठीक है।', link }),
    [organizationName],
  ]),
  ...(['tax_exemption', 'fcra'] as const).map((document): [string, OutboxMessage, string[]] => [
    `expiry ${document}`,
    expiryReminderEmail({
      locale: 'hi',
      to,
      organizationName,
      document,
      expiresOn: '2031-03-02',
      daysLeft: 30,
      link,
    }),
    [organizationName, 'FCRA'],
  ]),
  [
    'refund failed',
    refundFailedEmail({
      locale: 'hi',
      to,
      organizationName,
      donorName: 'Asha Rao',
      amountText: '₹1,000.00',
      reason: REFUND_FAILURE_REASONS.expired_or_canceled_card,
      link,
    }),
    [organizationName, 'Asha Rao'],
  ],
];

describe('the emails in Hindi', () => {
  it.each(EMAILS)('writes the %s email all in Hindi, its code or link kept', (_, email, kept) => {
    expect(englishLeftIn(email, kept)).toEqual([]);
    expect(email.html).toContain('<html lang="hi">');
    expect(email.subject).toMatch(/[\u0900-\u097F]/);
    if (email.code) {
      expect(email.text).toContain(email.code);
      expect(email.html).toContain(email.code);
    }
    if (email.link) {
      expect(email.text).toContain(email.link);
      expect(email.html).toContain(email.link);
    }
  });

  it('writes the phone code SMS in Hindi, code first, in one message', () => {
    const sms = phoneCodeSms({ locale: 'hi', to: '+919876543210', code });
    expect(sms.text.startsWith(`${code} `)).toBe(true);
    expect(englishLeftIn(sms, [code])).toEqual([]);
    // One SMS: Devanagari is sent as UCS-2, 70 characters a message.
    expect(sms.text.length).toBeLessThanOrEqual(70);
  });

  it('quotes the reviewer’s note as written and names the fields to fix', () => {
    const email = organizationStatusEmail({
      locale: 'hi',
      to,
      organizationName,
      status: 'needs_information',
      note: 'Please upload the 80G certificate.',
      fields: [
        { field: 'organization_pan_card_number', note: 'It does not match.' },
        { field: 'document:pan_card', note: 'Unreadable.' },
      ],
      link,
    });
    expect(email.text).toContain('टिप्पणी: Please upload the 80G certificate.');
    expect(email.text).toContain('- पैन कार्ड संख्या: It does not match.');
    expect(email.text).toContain('- दस्तावेज़: PAN कार्ड: Unreadable.');
  });

  it('names every field and document a reviewer can ask for in Hindi', () => {
    const items = [...REVIEWABLE_FIELDS, ...DOCUMENT_KINDS.map(documentRequestItem)];
    const email = organizationStatusEmail({
      locale: 'hi',
      to,
      organizationName,
      status: 'needs_information',
      note: 'कृपया देखें।',
      fields: items.map((field) => ({ field, note: 'ठीक करें।' })),
      link,
    });
    // What a Hindi field name keeps as written: formats, sections, brands and Roman numerals.
    const kept = ['PAN', 'IFSC', 'FCRA', 'IRS', 'AI', 'YouTube', 'GGA', 'CCC', 'AC', 'ii', 'iii'];
    expect(englishLeftIn(email, [organizationName, ...kept])).toEqual([]);
  });

  it('finds a field named in English, and keeps no field’s English name', () => {
    const line = { subject: '', text: '- PAN card number: ठीक करें।', html: null };
    expect(englishLeftIn(line, ['PAN'])).toEqual(['card', 'number']);
    expect(() => englishLeftIn(line, ['PAN card number'])).toThrow(/field/);
  });

  it('writes the day of an expiry in Hindi', () => {
    const email = expiryReminderEmail({
      locale: 'hi',
      to,
      organizationName: '',
      document: 'tax_exemption',
      expiresOn: '2031-03-02',
      daysLeft: 1,
      link,
    });
    expect(email.subject).toBe('आपके संगठन का कर छूट पंजीकरण (80G/12A) 1 दिन में समाप्त हो रहा है');
    expect(email.text).toContain('2 मार्च 2031 को समाप्त हो रहा है, यानी आज से 1 दिन बाद।');
  });

  it('keeps the English as it was', () => {
    const email = signupCodeEmail({ locale: 'en', to, code });
    expect(email.subject).toBe(`Your GiveCrowd sign-up code: ${code}`);
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain(
      'You received this email because someone used this address on GiveCrowd.',
    );
    // The check above finds English where there is some.
    expect(englishLeftIn(email, [code])).toContain('expires');
  });
});
