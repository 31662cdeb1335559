import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  FILE_NAME_MESSAGE,
  formatTooLargeMessage,
  formatTooManyPixelsMessage,
  IMAGE_TYPE_MESSAGE,
  isValidFileName,
  sniffImageType,
} from './image-file.ts';

const MB = 1024 * 1024;

describe('isValidFileName', () => {
  it.each(['logo.png', 'Header_Image-2.jpeg', 'a.b.c.webp', 'X9'])('accepts %s', (name) => {
    expect(isValidFileName(name)).toBe(true);
  });

  it.each([
    'my logo.png',
    '../logo.png',
    'dir/logo.png',
    'dir\\logo.png',
    'logo(1).png',
    'lögo.png',
    'logo.png\n',
    '',
  ])('rejects %j', (name) => {
    expect(isValidFileName(name)).toBe(false);
  });
});

describe('checkImageFile', () => {
  it('passes an allowed image under the limit', () => {
    expect(checkImageFile({ name: 'logo.png', type: 'image/png', size: MB }, 5 * MB)).toBeNull();
  });

  it('checks the name first, with the spec message', () => {
    expect(
      checkImageFile({ name: 'my logo.svg', type: 'image/svg+xml', size: 10 * MB }, 5 * MB),
    ).toBe(FILE_NAME_MESSAGE);
    expect(FILE_NAME_MESSAGE).toBe(
      'File name contains invalid characters (no spaces or symbols allowed)',
    );
  });

  it('rejects types other than JPG, PNG, GIF and WEBP', () => {
    expect(checkImageFile({ name: 'logo.svg', type: 'image/svg+xml', size: 10 }, 5 * MB)).toBe(
      IMAGE_TYPE_MESSAGE,
    );
    expect(checkImageFile({ name: 'logo.png', type: 'text/html', size: 10 }, 5 * MB)).toBe(
      IMAGE_TYPE_MESSAGE,
    );
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(checkImageFile({ name: 'photo.JPEG', type: '', size: 10 }, 5 * MB)).toBeNull();
    expect(checkImageFile({ name: 'photo.php', type: '', size: 10 }, 5 * MB)).toBe(
      IMAGE_TYPE_MESSAGE,
    );
  });

  it('rejects a file over the limit, naming the limit', () => {
    expect(checkImageFile({ name: 'big.jpg', type: 'image/jpeg', size: 5 * MB + 1 }, 5 * MB)).toBe(
      'The file is too large. Images may be at most 5 MB.',
    );
    expect(formatTooLargeMessage(2.5 * MB)).toContain('2.5 MB');
  });
});

describe('formatTooManyPixelsMessage', () => {
  it('names the limit in megapixels', () => {
    expect(formatTooManyPixelsMessage(40_000_000)).toContain('at most 40 megapixels');
  });
});

describe('sniffImageType', () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(
      values.flatMap((value) =>
        typeof value === 'string' ? Array.from(value, (c) => c.charCodeAt(0)) : [value],
      ),
    );

  it('recognises each allowed type by its magic bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))?.mimeType).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))?.mimeType).toBe('image/png');
    expect(sniffImageType(bytes('GIF89a'))?.mimeType).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a'))?.mimeType).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))?.mimeType).toBe('image/webp');
  });

  it('rejects markup, scripts and other formats', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(bytes('<!DOCTYPE html><html>'))).toBeNull();
    expect(sniffImageType(bytes('<?php echo 1; ?>'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
