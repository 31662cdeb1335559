import { englishLeftIn } from '@test/english-left.ts';
import { describe, expect, it } from 'vitest';
import { onboardingIncompleteEmail } from './onboarding-incomplete-email.ts';

const link = 'https://givecrowd.test/organization/partner-onboarding?slug=seva';

describe('the incomplete-onboarding email', () => {
  it('keeps its English', () => {
    const email = onboardingIncompleteEmail({
      locale: 'en',
      to: 'a@b.org',
      organizationName: '',
      link,
    });
    expect(email.subject).toBe('Finish your payment onboarding on GiveCrowd');
    expect(email.text).toContain(
      'Your organization is submitted on GiveCrowd, but its payment onboarding is not complete yet.',
    );
  });

  it.each(['Seva Trust', ''])(
    'is all Hindi for an owner in Hindi (name %j)',
    (organizationName) => {
      const email = onboardingIncompleteEmail({
        locale: 'hi',
        to: 'a@b.org',
        organizationName,
        link,
      });
      expect(email.subject).toBe('GiveCrowd पर अपनी भुगतान ऑनबोर्डिंग पूरी करें');
      expect(englishLeftIn(email, ['Seva Trust'])).toEqual([]);
      expect(email.text).toContain(link);
      expect(email.html).toContain(link);
    },
  );
});
