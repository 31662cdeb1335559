import { describe, expect, it } from 'vitest';
import { SUMMARY_MAX_LENGTH, summarizeStory } from './story-summary.ts';

describe('summarizeStory', () => {
  it('keeps the words of every block, spaced, without markup', () => {
    expect(
      summarizeStory(
        '<h2>Why</h2><p>Clean &amp; safe <em>water</em>.</p><ul><li>Filters</li><li>Taps</li></ul>',
      ),
    ).toBe('Why Clean & safe water. Filters Taps');
  });

  it('is empty for an empty story', () => {
    expect(summarizeStory('<p></p>')).toBe('');
  });

  it('cuts a long story at a word, with an ellipsis', () => {
    const summary = summarizeStory(`<p>${'word '.repeat(100)}</p>`);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH);
    expect(summary).toMatch(/word…$/);
  });
});
