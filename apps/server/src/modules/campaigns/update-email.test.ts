import { englishLeftIn } from '@test/english-left.ts';
import { describe, expect, it } from 'vitest';
import { campaignUpdateEmail } from './update-email.ts';

describe('a campaign update to a donor who gave in Hindi', () => {
  it('is all Hindi but the owner’s words, which are sent as written', () => {
    const email = campaignUpdateEmail({
      locale: 'hi',
      to: 'meera@example.in',
      donorName: "Meera D'Souza",
      organizationName: 'Seva Trust',
      campaignTitle: 'Library for Pune',
      text: 'The shelves are up.\n\nThank you!',
      campaignUrl: 'https://seva.givecrowd.test/campaign/library',
    });
    expect(email.text).toContain('The shelves are up.');
    expect(
      englishLeftIn(email, [
        "Meera D'Souza",
        'Seva Trust',
        'Library for Pune',
        'The shelves are up.',
        'Thank you!',
      ]),
    ).toEqual([]);
  });
});
