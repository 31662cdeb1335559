import { describe, expect, it } from 'vitest';
import { parseVideoLink } from './video-link.ts';

const YOUTUBE = {
  provider: 'youtube',
  id: 'dQw4w9WgXcQ',
  embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
};
const VIMEO = {
  provider: 'vimeo',
  id: '76979871',
  embedUrl: 'https://player.vimeo.com/video/76979871',
};

describe('parseVideoLink', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=AbCdEf',
    'youtu.be/dQw4w9WgXcQ',
    'www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
    '  https://YOUTU.BE/dQw4w9WgXcQ  ',
  ])('reads YouTube link %s', (link) => {
    expect(parseVideoLink(link)).toEqual(YOUTUBE);
  });

  it.each([
    'https://vimeo.com/76979871',
    'vimeo.com/76979871',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://player.vimeo.com/video/76979871?h=abc',
  ])('reads Vimeo link %s', (link) => {
    expect(parseVideoLink(link)).toEqual(VIMEO);
  });

  it.each([
    '',
    'not a link',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://example.org/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://youtu.be/',
    'https://vimeo.com/about',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://evil.example/youtu.be/dQw4w9WgXcQ',
  ])('refuses %s', (link) => {
    expect(parseVideoLink(link)).toBeNull();
  });
});
