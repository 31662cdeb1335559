import { WIZARD_STEPS } from '@givecrowd/shared/organization/wizard-steps';
import { describe, expect, it } from 'vitest';
import { STEPS, stepAt } from './wizard-steps';

describe('the wizard steps of the web', () => {
  it('has one step per shared step, in order', () => {
    expect(STEPS.map((step) => step.key)).toEqual(WIZARD_STEPS.map((step) => step.key));
  });

  it('saves the registration and website steps: step 2 is not built', () => {
    expect(STEPS.filter((step) => step.useSave).map((step) => step.key)).toEqual([
      'registration',
      'createWebsite',
    ]);
  });

  it('refuses an index outside the steps', () => {
    expect(stepAt(0).key).toBe('registration');
    expect(() => stepAt(WIZARD_STEPS.length)).toThrow();
  });
});
