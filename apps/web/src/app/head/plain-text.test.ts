import { describe, expect, it } from 'vitest';
import { richTextSummary } from './plain-text';

describe('richTextSummary', () => {
  it('keeps the words of rich text, decoding its entities', () => {
    expect(
      richTextSummary(
        '<p>Food &amp; books for <strong>40</strong>&nbsp;children&#39;s&#x20;classes</p>',
      ),
    ).toBe("Food & books for 40 children's classes");
  });

  it('cuts long text at a word, with an ellipsis', () => {
    const summary = richTextSummary(`<p>${'evening classes '.repeat(30)}</p>`, 40);
    expect(summary).toBe('evening classes evening classes evening…');
    expect(summary.length).toBeLessThanOrEqual(40);
  });

  it('is empty for text with no words', () => {
    expect(richTextSummary('<p><br></p>')).toBe('');
  });
});
