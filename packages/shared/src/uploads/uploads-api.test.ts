import { describe, expect, it } from 'vitest';
import { UPLOAD_PURPOSE_MESSAGE } from './image-file.ts';
import { uploadPurposeSchema } from './uploads-api.ts';

describe('uploadPurposeSchema', () => {
  it('accepts the six upload purposes and nothing else', () => {
    expect(uploadPurposeSchema.parse('organization-logos')).toBe('organization-logos');
    expect(uploadPurposeSchema.options).toHaveLength(6);
    const result = uploadPurposeSchema.safeParse('avatars');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UPLOAD_PURPOSE_MESSAGE);
  });
});
