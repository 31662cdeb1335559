import { describe, expect, it } from 'vitest';
import {
  emailVerificationEmail,
  inviteCodeEmail,
  passwordResetEmail,
  phoneCodeSms,
  signInCodeEmail,
  signupCodeEmail,
  welcomeEmail,
} from './templates.ts';

const to = 'ada@example.org';
const link = 'https://give.example.org/auth/reset-password?token=abc&x=<y>';

describe('message templates', () => {
  const emails = [
    signupCodeEmail({ to, code: 'AB2C' }),
    inviteCodeEmail({ to, code: 'AB2C' }),
    signInCodeEmail({ to, code: 'AB2C', forgotLink: link }),
    passwordResetEmail({ to, link }),
    emailVerificationEmail({ to, link }),
    welcomeEmail({ to, name: '<Ada>', link }),
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
    const welcome = welcomeEmail({ to, name: '<Ada>', link });
    expect(welcome.html).toContain('Hello &lt;Ada&gt;,');
    expect(welcome.html).toContain('x=&lt;y&gt;');
    expect(welcome.html).not.toContain('<Ada>');
  });

  it('says how long codes and links last', () => {
    expect(signupCodeEmail({ to, code: 'AB2C' }).text).toContain('expires in 10 minutes');
    expect(passwordResetEmail({ to, link }).text).toContain('expires in 1 hour');
  });

  it('keeps the SMS short, code first', () => {
    const sms = phoneCodeSms({ to: '+919876543210', code: 'AB2C' });
    expect(sms).toMatchObject({ channel: 'sms', html: null, code: 'AB2C' });
    expect(sms.text.startsWith('AB2C ')).toBe(true);
    expect(sms.text.length).toBeLessThanOrEqual(160);
  });
});
