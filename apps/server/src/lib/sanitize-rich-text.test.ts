import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.ts';

const clean = (html: string) =>
  sanitizeRichText(html, { mediaBaseUrl: 'https://cdn.example.org/media' });

describe('sanitizeRichText keeps what the editor makes', () => {
  it('keeps headings, paragraphs, lists and formatting', () => {
    const html =
      '<h2>Our work</h2><p>We <strong>feed</strong> <em>people</em> <u>daily</u> <s>weekly</s>.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>quote</p></blockquote>';
    expect(clean(html)).toBe(html);
  });

  it('keeps http and https links and adds rel=noopener', () => {
    expect(clean('<a href="https://example.org/a?b=1&amp;c=2" target="_blank">site</a>')).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    expect(clean('<a href="http://example.org" rel="opener">plain</a>')).toBe(
      '<a href="http://example.org" rel="noopener noreferrer nofollow">plain</a>',
    );
  });

  it('keeps only the text of a mailto link, as of any other address that is not http(s)', () => {
    expect(clean('<p>Write to <a href="mailto:hi@example.org">us</a></p>')).toBe(
      '<p>Write to us</p>',
    );
  });

  it('keeps every allowed link closed as a link when another one is dropped', () => {
    expect(
      clean(
        '<p><a href="javascript:x">a</a> <a href="https://example.org">b</a></p>' +
          '<p><a href="mailto:x@example.org">c</a></p><p><a href="http://example.org">d</a></p>',
      ),
    ).toBe(
      '<p>a <a href="https://example.org" rel="noopener noreferrer nofollow">b</a></p>' +
        '<p>c</p><p><a href="http://example.org" rel="noopener noreferrer nofollow">d</a></p>',
    );
  });

  it('turns the wider forms of the editor elements pasted text carries into the editor ones', () => {
    expect(
      clean(
        '<h1>Title</h1><p><b>bold</b> <i>it</i> <strike>old</strike> <del>gone</del></p><h6>x</h6>',
      ),
    ).toBe(
      '<h2>Title</h2><p><strong>bold</strong> <em>it</em> <s>old</s> <s>gone</s></p><h4>x</h4>',
    );
  });

  it('keeps images from our media and https', () => {
    expect(clean('<img src="/media/campaign-assets/a.png" alt="A">')).toBe(
      '<img src="/media/campaign-assets/a.png" alt="A" />',
    );
    expect(clean('<img src="https://cdn.example.org/media/campaign-assets/a.png">')).toContain(
      '<img src="https://cdn.example.org',
    );
    expect(
      sanitizeRichText('<img src="http://localhost:9000/bucket/a.png">', {
        mediaBaseUrl: 'http://localhost:9000/bucket',
      }),
    ).toContain('<img src="http://localhost:9000/bucket/a.png"');
  });
});

describe('sanitizeRichText removes known XSS vectors', () => {
  it.each([
    ['script tag', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['script with odd casing', '<ScRiPt>alert(1)</sCrIpT><p>x</p>', '<p>x</p>'],
    ['unclosed script', '<p>x</p><script src=//evil.example/x.js>', '<p>x</p>'],
    ['style tag', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>', '<p>x</p>'],
    [
      'event handler on img',
      '<img src="/media/a.png" onerror="alert(1)">',
      '<img src="/media/a.png" />',
    ],
    ['event handler on p', '<p onclick="alert(1)" onmouseover=alert(1)>x</p>', '<p>x</p>'],
    ['img with a bad src and onerror', '<img src=x onerror=alert(1)>', ''],
    ['javascript: link', '<a href="javascript:alert(1)">click</a>', 'click'],
    ['javascript: link with entities', '<a href="jav&#x09;ascript:alert(1)">click</a>', 'click'],
    ['javascript: link with spaces and case', '<a href="  JaVaScRiPt:alert(1)">click</a>', 'click'],
    [
      'data: link',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      'x',
    ],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['relative link', '<a href="/logout">x</a>', 'x'],
    ['protocol-relative link', '<a href="//evil.example/x">x</a>', 'x'],
    ['link without a host', '<a href="https:///x">x</a>', 'x'],
    ['mailto link', '<a href="mailto:a@example.org">x</a>', 'x'],
    ['h5 and font', '<font color="red"><h5 style="x">x</h5></font>', '<h4>x</h4>'],
    ['style attribute expression', '<p style="width:expression(alert(1))">x</p>', '<p>x</p>'],
    ['style attribute url', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>x</p>', '<p>x</p>'],
    ['svg with script', '<svg><script>alert(1)</script></svg>', ''],
    [
      'svg animate href',
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>t</text></a></svg>',
      't',
    ],
    ['math with link', '<math><mtext><a href="javascript:alert(1)">m</a></mtext></math>', 'm'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
    ['protocol-relative image', '<img src="//evil.example/a.png">', ''],
    ['http image from elsewhere', '<img src="http://evil.example/a.png">', ''],
    ['path escape in image', '<img src="/media/../api/x">', ''],
    ['javascript: image', '<img src="javascript:alert(1)">', ''],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>x</p>', '<p>x</p>'],
    [
      'form',
      '<form action="https://evil.example"><input name="a"><button>go</button></form>',
      'go',
    ],
    [
      'meta refresh',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>x</p>',
      '<p>x</p>',
    ],
    ['base tag', '<base href="https://evil.example/"><p>x</p>', '<p>x</p>'],
    ['class and id', '<p class="x" id="y">x</p>', '<p>x</p>'],
    ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">-->', '--&gt;'],
    [
      'noscript mutation',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<p></p>',
    ],
  ])('%s', (_name, html, expected) => {
    const output = clean(html);
    expect(output).toBe(expected);
    expect(output).not.toMatch(/<script|javascript:|onerror|onload|onclick|<svg|<iframe|style=/i);
  });

  it('escapes text that looks like markup', () => {
    expect(clean('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});
