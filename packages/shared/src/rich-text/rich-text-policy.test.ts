import { describe, expect, it } from 'vitest';
import { isAllowedRichTextLink } from './rich-text-links.ts';
import { isRichTextEmpty } from './rich-text-policy.ts';

describe('isRichTextEmpty', () => {
  it.each(['', '<p></p>', '<p> </p>', '<p>&nbsp;</p><p><br></p>', '  '])(
    'reads %j as empty',
    (html) => {
      expect(isRichTextEmpty(html)).toBe(true);
    },
  );

  it.each(['<p>We teach</p>', 'plain words', '<h2>अनिता</h2>'])('reads %j as text', (html) => {
    expect(isRichTextEmpty(html)).toBe(false);
  });
});

describe('isAllowedRichTextLink', () => {
  it('allows http(s) links only', () => {
    expect(isAllowedRichTextLink('https://asha.org')).toBe(true);
    expect(isAllowedRichTextLink(' http://asha.org/x ')).toBe(true);
    expect(isAllowedRichTextLink('mailto:asha@asha.org')).toBe(false);
    expect(isAllowedRichTextLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedRichTextLink('/relative')).toBe(false);
    expect(isAllowedRichTextLink('https://')).toBe(false);
  });
});
