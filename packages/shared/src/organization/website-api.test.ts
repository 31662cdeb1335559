import { describe, expect, it } from 'vitest';
import {
  ownDomainCheckRequestSchema,
  ownDomainCheckResponseSchema,
  subdomainRequestSchema,
  subdomainResponseSchema,
} from './website-api.ts';

describe('subdomainRequestSchema', () => {
  it('needs a name; the email and the slug are optional', () => {
    expect(subdomainRequestSchema.parse({ organization_name: ' Asha Trust ' })).toEqual({
      organization_name: 'Asha Trust',
    });
    expect(
      subdomainRequestSchema.parse({
        organization_email: ' contact@asha.org ',
        organization_name: 'Asha Trust',
        slug: 'asha-trust',
      }),
    ).toEqual({
      organization_email: 'contact@asha.org',
      organization_name: 'Asha Trust',
      slug: 'asha-trust',
    });
    for (const body of [{}, { organization_name: '  ' }, { organization_name: 'A', slug: '' }]) {
      expect(subdomainRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('answers the subdomain and the address of the site', () => {
    const answer = {
      status: true,
      data: { subdomain: 'asha-trust', url: 'http://asha-trust.localhost:3000' },
    };
    expect(subdomainResponseSchema.parse(answer)).toEqual(answer);
  });
});

describe('the own-domain check', () => {
  it('names the draft by slug', () => {
    expect(ownDomainCheckRequestSchema.parse({ slug: ' asha ' })).toEqual({ slug: 'asha' });
    expect(ownDomainCheckRequestSchema.safeParse({}).success).toBe(false);
  });

  it('answers pending or verified, never none', () => {
    const record = { name: '_givecrowd-verification.asha.org', value: 'token' };
    const answer = (status: string) => ({
      status: true,
      data: { status, domain: 'asha.org', record, message: 'm' },
    });
    expect(ownDomainCheckResponseSchema.safeParse(answer('pending')).success).toBe(true);
    expect(ownDomainCheckResponseSchema.safeParse(answer('verified')).success).toBe(true);
    expect(ownDomainCheckResponseSchema.safeParse(answer('none')).success).toBe(false);
  });
});
