import { describe, expect, it } from 'vitest';
import {
  emailVerificationEmail,
  expiryReminderEmail,
  grantDecisionEmail,
  inviteCodeEmail,
  organizationStatusEmail,
  passwordResetEmail,
  phoneCodeSms,
  signInCodeEmail,
  signupCodeEmail,
  welcomeEmail,
} from './index.ts';

const to = 'ada@example.org';
const link = 'https://give.example.org/auth/reset-password?token=abc&x=<y>';

describe('message templates', () => {
  const emails = [
    signupCodeEmail({ locale: 'en', to, code: 'AB2C' }),
    inviteCodeEmail({ locale: 'en', to, code: 'AB2C' }),
    signInCodeEmail({ locale: 'en', to, code: 'AB2C', forgotLink: link }),
    passwordResetEmail({ locale: 'en', to, link }),
    emailVerificationEmail({ locale: 'en', to, link }),
    welcomeEmail({ locale: 'en', to, name: '<Ada>', link }),
    organizationStatusEmail({
      locale: 'en',
      to,
      organizationName: 'Seva Trust',
      status: 'approved',
      note: 'All in order.',
      fields: [],
      link,
    }),
    grantDecisionEmail({
      locale: 'en',
      to,
      organizationName: 'Seva Trust',
      decision: 'declined',
      note: 'Not this year.',
      link,
    }),
    expiryReminderEmail({
      locale: 'en',
      to,
      organizationName: 'Seva Trust',
      document: 'fcra',
      expiresOn: '2031-03-02',
      daysLeft: 30,
      link,
    }),
  ];

  it('gives every email a subject, a text part and an HTML part carrying the same code or link', () => {
    for (const email of emails) {
      expect(email.channel).toBe('email');
      expect(email.subject.length).toBeGreaterThan(10);
      expect(email.html).toMatch(/^<!doctype html>/);
      if (email.code) {
        expect(email.text).toContain(email.code);
        expect(email.html).toContain(email.code);
      }
      if (email.link) expect(email.text).toContain(email.link);
    }
  });

  it('escapes what it puts in HTML', () => {
    const welcome = welcomeEmail({ locale: 'en', to, name: '<Ada>', link });
    expect(welcome.html).toContain('Hello &lt;Ada&gt;,');
    expect(welcome.html).toContain('x=&lt;y&gt;');
    expect(welcome.html).not.toContain('<Ada>');
  });

  it('says how long codes and links last', () => {
    expect(signupCodeEmail({ locale: 'en', to, code: 'AB2C' }).text).toContain(
      'expires in 10 minutes',
    );
    expect(passwordResetEmail({ locale: 'en', to, link }).text).toContain('expires in 1 hour');
  });

  it('keeps the SMS short, code first', () => {
    const sms = phoneCodeSms({ locale: 'en', to: '+919876543210', code: 'AB2C' });
    expect(sms).toMatchObject({ channel: 'sms', html: null, code: 'AB2C' });
    expect(sms.text.startsWith('AB2C ')).toBe(true);
    expect(sms.text.length).toBeLessThanOrEqual(160);
  });

  it('names the new state, the note and each field to fix in a status email', () => {
    const email = organizationStatusEmail({
      locale: 'en',
      to,
      organizationName: '<Seva>',
      status: 'needs_information',
      note: 'Two things.',
      fields: [
        { field: 'organization_pan_card_number', note: 'It does not match.' },
        { field: 'document:pan_card', note: 'Unreadable.' },
      ],
      link,
    });
    expect(email.subject).toBe('<Seva> needs more information');
    expect(email.text).toContain('- PAN card number: It does not match.');
    expect(email.text).toContain('- Document: PAN card: Unreadable.');
    expect(email.text).toContain('Note: Two things.');
    expect(email.text).toContain(link);
    expect(email.html).toContain('&lt;Seva&gt;');
    expect(email.html).not.toContain('<Seva>');
  });

  it('leaves out the note line of an approval that came without a note', () => {
    const email = organizationStatusEmail({
      locale: 'en',
      to,
      organizationName: 'Seva Trust',
      status: 'approved',
      note: '',
      fields: [],
      link,
    });
    expect(email.text).not.toContain('Note:');
    expect(email.html).not.toContain('Note:');
    expect(email.text).toMatch(/approved[^\n]*\n\n[^\n]+:\nhttps:/);
  });

  it('counts the days of an expiry reminder and prints its date', () => {
    const email = expiryReminderEmail({
      locale: 'en',
      to,
      organizationName: 'Seva Trust',
      document: 'tax_exemption',
      expiresOn: '2031-03-02',
      daysLeft: 1,
      link,
    });
    expect(email.subject).toBe(
      'The tax exemption registration (80G/12A) of Seva Trust expires in 1 day',
    );
    expect(email.text).toContain('expires on 2 March 2031, 1 day from today.');
  });
});
