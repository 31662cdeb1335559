import { WIZARD_STEPS } from '@givecrowd/shared/organization/wizard-steps';
import { describe, expect, it } from 'vitest';
import { STEPS, stepAt } from './wizard-steps';

describe('the wizard steps of the web', () => {
  it('has one step per shared step, in order', () => {
    expect(STEPS.map((step) => step.key)).toEqual(WIZARD_STEPS.map((step) => step.key));
  });

  it('saves every step, and submits on the last one only', () => {
    expect(STEPS.every((step) => step.useSave && step.validate)).toBe(true);
    expect(STEPS.filter((step) => step.submit).map((step) => step.key)).toEqual(['verifyPayments']);
  });

  it('refuses an index outside the steps', () => {
    expect(stepAt(0).key).toBe('registration');
    expect(() => stepAt(WIZARD_STEPS.length)).toThrow();
  });
});
