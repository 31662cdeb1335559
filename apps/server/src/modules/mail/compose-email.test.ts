import { describe, expect, it } from 'vitest';
import { IGNORE_LINE } from './common-words.ts';
import { composeEmail } from './compose-email.ts';
import { emailVerificationEmail, organizationStatusEmail } from './index.ts';

const href = 'https://givecrowd.test/next?a=1&b=<2>';

describe('composeEmail', () => {
  const email = composeEmail({
    locale: 'en',
    to: 'meera@example.in',
    subject: 'A subject',
    title: 'A <title>',
    link: href,
    hello: 'Hello,',
    parts: [
      { kind: 'paragraph', text: 'Tom & Jerry’s "trust"' },
      { kind: 'lines', lines: ['- one', '- two'] },
      { kind: 'lines', lines: [] },
      { kind: 'button', label: 'Open it', href },
      { kind: 'button', label: 'Check', href, intro: 'Anyone can check it:' },
      { kind: 'button', label: 'Reset', href, lead: 'Reset it here:' },
    ],
  });

  it('is an email to its reader with its subject and link', () => {
    expect(email).toMatchObject({
      channel: 'email',
      to: 'meera@example.in',
      subject: 'A subject',
      link: href,
    });
  });

  it('writes the text part by part, a blank line apart, between the greeting and the sign-off', () => {
    expect(email.text).toBe(
      [
        'Hello,',
        'Tom & Jerry’s "trust"',
        '- one\n- two',
        `Open it:\n${href}`,
        `Anyone can check it:\n${href}`,
        `Reset it here:\n${href}`,
        '— The GiveCrowd team\n',
      ].join('\n\n'),
    );
  });

  it('shows the same parts in the HTML, escaped', () => {
    const paragraphs = [...(email.html ?? '').matchAll(/<p [^>]*>([^<]*)<\/p>/g)].map(
      ([, text]) => text,
    );
    expect(paragraphs).toEqual(
      expect.arrayContaining([
        'Tom &amp; Jerry’s &quot;trust&quot;',
        '- one',
        '- two',
        'Anyone can check it:',
      ]),
    );
    expect(email.html).toContain('<title>A &lt;title&gt;</title>');
    expect(email.html).toContain('href="https://givecrowd.test/next?a=1&amp;b=&lt;2&gt;"');
    expect(email.html).not.toContain('<2>');
    for (const label of ['Open it', 'Check', 'Reset'])
      expect(email.html).toContain(`>${label}</a>`);
    // The lead is the text's own line; the HTML's button says it.
    expect(email.html).not.toContain('Reset it here:');
  });
});

describe('the emails on the builder', () => {
  it('tell the reader of a verification link in the HTML too that they may ignore it', () => {
    for (const locale of ['en', 'hi'] as const) {
      const email = emailVerificationEmail({ locale, to: 'a@example.in', link: href });
      expect(email.text).toContain(IGNORE_LINE[locale]);
      expect(email.html).toContain(IGNORE_LINE[locale]);
    }
  });

  it('keeps one blank line before the note of a status without fields', () => {
    const email = organizationStatusEmail({
      locale: 'en',
      to: 'a@example.in',
      organizationName: 'Seva Trust',
      status: 'approved',
      note: 'Welcome.',
      fields: [],
      link: href,
    });
    expect(email.text).toContain('now public.\n\nNote: Welcome.\n\nOpen your site:');
  });
});
