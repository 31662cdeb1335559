import { describe, expect, it } from 'vitest';
import { finishText, fitHomepageTitle, toPlainTitle } from './finish-text.ts';

const media = { mediaBaseUrl: '/media' };

describe('toPlainTitle', () => {
  it.each([
    ['"Learning Without Limits."', 'Learning Without Limits'],
    ['<h1>Learning <em>Without</em>\n  Limits</h1>', 'Learning Without Limits'],
    ['Books<script>alert(1)</script> for all', 'Books for all'],
    ['Tom &amp; Jerry&#39;s &lt;b&gt;Trust', "Tom & Jerry's bTrust"],
    ['“आशा के साथ पढ़ें”', 'आशा के साथ पढ़ें'],
  ])('reads %j as %j', (raw, plain) => {
    expect(toPlainTitle(raw)).toBe(plain);
  });
});

describe('fitHomepageTitle', () => {
  it('keeps a title of 10 to 55 characters', () => {
    expect(fitHomepageTitle('Ten chars!')).toBe('Ten chars!');
    expect(fitHomepageTitle('x'.repeat(55))).toBe('x'.repeat(55));
  });

  it('cuts a long title at a word boundary, without a dangling separator', () => {
    const title = 'Every child in Jaipur deserves a classroom, a teacher - and a future';
    expect(fitHomepageTitle(title)).toBe('Every child in Jaipur deserves a classroom, a teacher');
    expect(fitHomepageTitle(`${'y'.repeat(70)}`)).toBe('y'.repeat(55));
  });

  it('never leaves half an emoji', () => {
    const fitted = fitHomepageTitle(`${'a'.repeat(54)}😀😀`);
    expect(fitted).toBe('a'.repeat(54));
  });

  it('gives up on a title that is too short', () => {
    expect(fitHomepageTitle('Hello')).toBeUndefined();
    expect(fitHomepageTitle(`Hi ${'z'.repeat(60)}`)).toBeUndefined();
  });
});

describe('finishText', () => {
  it('sanitizes rich text: scripts, handlers and styles go', () => {
    expect(
      finishText(
        'about_us',
        '<p onclick="x()" style="color:red">We <strong>teach</strong>.</p><script>alert(1)</script>',
        media,
      ),
    ).toBe('<p>We <strong>teach</strong>.</p>');
  });

  it('makes paragraphs of plain text and unwraps a code fence', () => {
    expect(finishText('organization_story', 'One & two.\nThree.\n\nFour < five.', media)).toBe(
      '<p>One &amp; two.<br />Three.</p><p>Four &lt; five.</p>',
    );
    expect(finishText('organization_story', '```html\n<p>Hello</p>\n```', media)).toBe(
      '<p>Hello</p>',
    );
  });

  it('answers undefined when nothing is left to show', () => {
    expect(finishText('about_us', '<p> </p><script>x</script>', media)).toBeUndefined();
    expect(finishText('organization_story', '   ', media)).toBeUndefined();
    expect(finishText('homepage_title', '<b></b>Hi', media)).toBeUndefined();
  });

  it('writes the title as plain text within its limits', () => {
    expect(finishText('homepage_title', '<p>"Learning Without Limits in Jaipur."</p>', media)).toBe(
      'Learning Without Limits in Jaipur',
    );
  });
});
