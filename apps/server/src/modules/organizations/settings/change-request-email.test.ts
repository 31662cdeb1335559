import { englishLeftIn } from '@test/english-left.ts';
import { describe, expect, it } from 'vitest';
import { changeRequestDecisionEmail } from './change-request-email.ts';

const input = {
  to: 'owner@example.in',
  organizationName: 'Seva Trust',
  changes: [{ field: 'organization_80g_number', old: 'AAATH1234FF20214', new: 'AAATH9999FF20244' }],
  link: 'https://givecrowd.test/organization/seva-trust/settings',
};

describe('the email of a change request decision', () => {
  it('keeps its English', () => {
    const email = changeRequestDecisionEmail({ ...input, locale: 'en', approved: true, note: '' });
    expect(email.subject).toBe('Your change request is approved');
    expect(email.text).toBe(
      `Hello,\n\nThe changes you asked for Seva Trust are approved and now shown.\n\nFields: 80G number.\n\nOpen the settings:\n${input.link}\n\n— The GiveCrowd team\n`,
    );
  });

  it.each([true, false])('is all Hindi for an owner in Hindi (approved: %s)', (approved) => {
    const note = 'The certificate names another number.';
    const email = changeRequestDecisionEmail({ ...input, locale: 'hi', approved, note });
    expect(email.subject).toBe(
      approved ? 'आपका बदलाव अनुरोध स्वीकृत हो गया है' : 'आपका बदलाव अनुरोध अस्वीकार कर दिया गया है',
    );
    // The reviewer's note is quoted as written; the field is named in Hindi.
    expect(email.text).toContain(`समीक्षक की टिप्पणी: ${note}`);
    expect(email.text).toContain('फ़ील्ड: 80G संख्या।');
    expect(englishLeftIn(email, ['Seva Trust', note, '80G'])).toEqual([]);
    expect(email.html).toContain('<html lang="hi">');
    expect(email.html).toContain(input.link);
  });
});
