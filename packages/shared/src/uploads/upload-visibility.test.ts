import { describe, expect, it } from 'vitest';
import { PRIVATE_UPLOAD_PURPOSES, UPLOAD_PURPOSES } from '../constants.ts';
import {
  isPrivateMediaKey,
  isPrivatePurpose,
  isPublicMediaKey,
  SIGNED_AGREEMENTS_FOLDER,
} from './upload-visibility.ts';

describe('upload visibility', () => {
  it('makes the signature and the two cheques private, the other purposes public', () => {
    expect(UPLOAD_PURPOSES.filter(isPrivatePurpose)).toEqual([
      'organization_digital_signature',
      'cancel-check',
      'fcra-cancel-check',
    ]);
    expect(PRIVATE_UPLOAD_PURPOSES.every((purpose) => UPLOAD_PURPOSES.includes(purpose))).toBe(
      true,
    );
  });

  it('keeps the signed agreements private, though no upload purpose', () => {
    expect(isPrivatePurpose(SIGNED_AGREEMENTS_FOLDER)).toBe(false);
    expect(isPrivateMediaKey(`${SIGNED_AGREEMENTS_FOLDER}/3f0c.pdf`)).toBe(true);
    expect(isPublicMediaKey(`${SIGNED_AGREEMENTS_FOLDER}/3f0c.pdf`)).toBe(false);
  });

  it.each([
    ['organization_digital_signature/3f0c.png', true, false],
    ['cancel-check/thumbnails/3f0c.webp', true, false],
    ['fcra-cancel-check/3f0c.jpg', true, false],
    ['signed-agreements/3f0c.pdf', true, false],
    ['organization-logos/3f0c.png', false, true],
    ['campaign-assets/3f0c.gif', false, true],
    ['home-page-header-image/3f0c.webp', false, true],
    ['demo/education-1.webp', false, true],
    ['misc/3f0c.png', false, false],
    ['private/cancel-check/3f0c.png', false, false],
    ['private/signed-agreements/3f0c.pdf', false, false],
    ['cancel-check/../organization-logos/a.png', false, false],
    ['/organization-logos/a.png', false, false],
  ])('reads %s as private %s, public %s', (key, isPrivate, isPublic) => {
    expect(isPrivateMediaKey(key)).toBe(isPrivate);
    expect(isPublicMediaKey(key)).toBe(isPublic);
  });
});
