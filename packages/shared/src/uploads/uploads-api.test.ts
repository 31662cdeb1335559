import { describe, expect, it } from 'vitest';
import { UPLOAD_PURPOSE_MESSAGE } from './image-file.ts';
import { UPLOAD_MESSAGES } from './upload-messages.ts';
import {
  privateLinkQuerySchema,
  uploadOriginalResponseSchema,
  uploadPurposeSchema,
} from './uploads-api.ts';

describe('uploadPurposeSchema', () => {
  it('accepts the six upload purposes and nothing else', () => {
    expect(uploadPurposeSchema.parse('organization-logos')).toBe('organization-logos');
    expect(uploadPurposeSchema.options).toHaveLength(6);
    const result = uploadPurposeSchema.safeParse('avatars');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UPLOAD_PURPOSE_MESSAGE);
  });
});

describe('the private-link call', () => {
  it('takes a media key and nothing else', () => {
    expect(privateLinkQuerySchema.parse({ key: 'cancel-check/a.png' })).toEqual({
      key: 'cancel-check/a.png',
    });
    for (const key of ['', '../a.png', 'a//b.png', `cancel-check/${'a'.repeat(300)}.png`]) {
      expect(privateLinkQuerySchema.safeParse({ key }).success).toBe(false);
    }
    expect(privateLinkQuerySchema.safeParse({ key: '../a.png' }).error?.issues[0]?.message).toBe(
      UPLOAD_MESSAGES.privateKeyInvalid,
    );
  });

  it('lets an upload answer carry a link, and only a private one does', () => {
    expect(
      uploadOriginalResponseSchema.parse({ status: true, originalKey: 'organization-logos/a.png' }),
    ).not.toHaveProperty('link');
    expect(
      uploadOriginalResponseSchema.parse({
        status: true,
        originalKey: 'cancel-check/a.png',
        link: '/upload-service/private/cancel-check/a.png?expires=1&signature=x',
      }).link,
    ).toMatch(/^\/upload-service\/private\//);
  });
});
