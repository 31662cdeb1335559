import { describe, expect, it } from 'vitest';
import { SUBMIT_PAGE, stepIndexForProgress, WIZARD_STEPS } from './wizard-steps.ts';

describe('the wizard steps', () => {
  it('saves page n + 1 at step n, and the submit after the last', () => {
    expect(WIZARD_STEPS.map((step) => step.page)).toEqual([1, 2, 3]);
    expect(SUBMIT_PAGE).toBe(4);
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 2],
    [-1, 0],
    [Number.NaN, 0],
  ])('continues a draft whose progress page is %d at step %d', (progressPage, step) => {
    expect(stepIndexForProgress(progressPage)).toBe(step);
  });
});
