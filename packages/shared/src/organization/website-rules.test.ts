import { describe, expect, it } from 'vitest';
import { LATER_STEP_FORMAT_MESSAGES, REGISTRATION_MESSAGES } from './messages.ts';
import { emptyWebsiteForm, type WebsiteForm, websiteFormSchema } from './website-form.ts';
import { WEBSITE_MESSAGES as W } from './website-messages.ts';
import { validateWebsiteField, validateWebsiteStep } from './website-rules.ts';

const valid: WebsiteForm = {
  ...emptyWebsiteForm,
  organization_story: '<p>We teach 300 children to read.</p>',
  about_us_description: '<p>Founded in 2009 in Pune.</p>',
  homepage_header_title: 'Every child reads by ten',
  second_page_terms: true,
};

const first = (form: WebsiteForm) => validateWebsiteStep(form)[0]?.message;

describe('validateWebsiteStep', () => {
  it('passes a complete step, with logo and header image optional', () => {
    expect(validateWebsiteStep(valid)).toEqual([]);
  });

  it('checks the rules in order, one message per field', () => {
    const steps: [Partial<WebsiteForm>, string][] = [
      [{ organization_story: '<p> </p>' }, W.storyRequired],
      [{ organization_story: `<p>${'a'.repeat(50_001)}</p>` }, W.richTextTooLong],
      [{ about_us_description: '' }, W.aboutUsRequired],
      [{ homepage_header_title: '   ' }, W.headerTitleRequired],
      [{ homepage_header_title: 'Too short' }, LATER_STEP_FORMAT_MESSAGES.headerTitleLength],
      [{ homepage_header_title: 'x'.repeat(56) }, LATER_STEP_FORMAT_MESSAGES.headerTitleLength],
      [{ is_organization_domain: true, organization_domain: '' }, W.domainRequired],
      [{ is_organization_domain: true, organization_domain: 'asha' }, W.domainInvalid],
      [{ organization_video: { check: true, url: '', name: '' } }, W.videoRequired],
      [
        { organization_video: { check: true, url: 'https://example.org/v', name: '' } },
        W.videoInvalid,
      ],
      [
        {
          organization_partners: {
            text: '',
            to_display: true,
            list: [{ name: 'Rotary', text: '', link: 'javascript:alert(1)' }],
          },
        },
        REGISTRATION_MESSAGES.agreementLinkInvalid,
      ],
      [{ second_page_terms: false }, REGISTRATION_MESSAGES.termsRequired],
    ];
    for (const [change, message] of steps) {
      expect(first({ ...valid, ...change }), message).toBe(message);
    }
  });

  it('takes a link typed without https://', () => {
    const partners = {
      text: '',
      to_display: true,
      list: [{ name: 'Rotary', text: '', link: 'www.facebook.com/rotary' }],
    };
    expect(validateWebsiteStep({ ...valid, organization_partners: partners })).toEqual([]);
  });

  it('lists every failing field once, in rule order', () => {
    const errors = validateWebsiteStep({ ...emptyWebsiteForm });
    expect(errors.map((error) => error.field)).toEqual([
      'organization_story',
      'about_us_description',
      'homepage_header_title',
      'second_page_terms',
    ]);
  });

  it('ignores a domain or video that is not chosen', () => {
    expect(
      validateWebsiteStep({
        ...valid,
        organization_domain: 'not a domain',
        organization_video: { check: false, url: 'nonsense', name: '' },
      }),
    ).toEqual([]);
  });

  it('accepts a header title of exactly 10 and 55 characters, in any script', () => {
    expect(first({ ...valid, homepage_header_title: 'x'.repeat(10) })).toBeUndefined();
    expect(first({ ...valid, homepage_header_title: 'x'.repeat(55) })).toBeUndefined();
    expect(
      first({ ...valid, homepage_header_title: 'हर बच्चा पढ़ेगा, हर बच्चा बढ़ेगा' }),
    ).toBeUndefined();
  });
});

describe('validateWebsiteField', () => {
  it('shows format texts while typing, never the required ones', () => {
    expect(
      validateWebsiteField('organization_story', { ...valid, organization_story: '' }),
    ).toBeNull();
    expect(
      validateWebsiteField('homepage_header_title', { ...valid, homepage_header_title: 'Short' }),
    ).toBe(LATER_STEP_FORMAT_MESSAGES.headerTitleLength);
    expect(
      validateWebsiteField('organization_domain', {
        ...valid,
        is_organization_domain: true,
        organization_domain: 'asha',
      }),
    ).toBe(W.domainInvalid);
    expect(
      validateWebsiteField('organization_video', {
        ...valid,
        organization_video: { check: true, url: '', name: '' },
      }),
    ).toBeNull();
  });
});

describe('websiteFormSchema', () => {
  it('reads a missing field as empty and refuses a value of the wrong type', () => {
    expect(websiteFormSchema.parse({}).organization_video).toEqual({
      url: '',
      name: '',
      check: false,
    });
    expect(websiteFormSchema.safeParse({ homepage_header_title: 12 }).success).toBe(false);
    expect(
      websiteFormSchema.safeParse({
        organization_media: { list: Array.from({ length: 13 }, () => ({})) },
      }).success,
    ).toBe(false);
  });
});
