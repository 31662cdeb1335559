import { describe, expect, it } from 'vitest';
import { GRANT_TERMS } from './agreement-text.fixtures.ts';
import { AGREEMENT_TITLE, AGREEMENT_VERSION, agreementSections } from './agreement-text.ts';

const plainText = (sections: ReturnType<typeof agreementSections>) =>
  sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');

describe('the partner agreement text', () => {
  it('is versioned and titled for this product', () => {
    expect(AGREEMENT_VERSION).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
    expect(AGREEMENT_TITLE).toBe('GiveCrowd Technology Grant Partner Agreement');
  });

  it.each(GRANT_TERMS)('carries the term %j', (term) => {
    expect(plainText(agreementSections()).toLowerCase()).toContain(term.toLowerCase());
  });

  it('is filled with the organization and the signer', () => {
    const text = plainText(
      agreementSections({
        organization_name: 'Helping Hands Foundation',
        partner_name: "Meera D'Souza",
        partner_reg_number: 'MH/2019/0012345',
        partner_pan_number: ' abcde1234f ',
        partner_email: 'meera@helpinghands.org',
      }),
    );
    expect(text).toContain(
      'Helping Hands Foundation (registration number MH/2019/0012345, PAN ABCDE1234F)',
    );
    expect(text).toContain("signed for the Partner by Meera D'Souza (meera@helpinghands.org)");
  });

  it('reads well before anything is filled in, and with a name in any script', () => {
    const empty = plainText(agreementSections({ partner_name: '  ' }));
    expect(empty).toContain('and the partner organization ("the Partner"');
    expect(empty).toContain('signed for the Partner by its authorised signatory,');
    expect(plainText(agreementSections({ partner_name: 'अनिता शर्मा' }))).toContain('अनिता शर्मा');
  });

  it('is plain sections of headed paragraphs', () => {
    const sections = agreementSections();
    expect(sections.length).toBeGreaterThanOrEqual(8);
    for (const section of sections) {
      expect(section.heading).toMatch(/^\d+\. \S/);
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of section.paragraphs) expect(paragraph).not.toMatch(/\s{2}|undefined/);
    }
  });
});
