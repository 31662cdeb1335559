import { describe, expect, it } from 'vitest';
import { ORGANIZATION_STATUSES } from '../organization/organization-status.ts';
import { wizardFormSchema } from '../organization/wizard-form.ts';
import {
  changeableFields,
  checkRequestedFields,
  isAskedOf,
  isReviewableField,
  REVIEWABLE_FIELDS,
  stepOfField,
} from './review-fields.ts';
import { REVIEW_MESSAGES as M } from './review-messages.ts';

describe('REVIEWABLE_FIELDS', () => {
  it('is every field of the three steps, and nothing else', () => {
    expect(REVIEWABLE_FIELDS).toEqual(Object.keys(wizardFormSchema.shape));
    expect(isReviewableField('organization_pan_card_number')).toBe(true);
    expect(isReviewableField('status')).toBe(false);
    expect(isReviewableField('slug')).toBe(false);
    expect(isReviewableField('')).toBe(false);
  });

  it('names the step that holds each field', () => {
    expect(stepOfField('organization_pan_card_number')).toBe(0);
    expect(stepOfField('country_code')).toBe(0);
    expect(stepOfField('homepage_header_title')).toBe(1);
    expect(stepOfField('organization_logo')).toBe(1);
    expect(stepOfField('account_ifsc')).toBe(2);
    expect(stepOfField('fcra_account_number')).toBe(2);
  });
});

describe('changeableFields', () => {
  it('is the requested fields and the fields the server writes from them', () => {
    expect([...changeableFields(['organization_name'])]).toEqual(['organization_name']);
    expect(changeableFields(['country_code'])).toEqual(
      new Set(['country_code', 'organization_country', 'currency']),
    );
    expect(changeableFields(['grant_consent'])).toEqual(
      new Set(['grant_consent', 'agreement_link']),
    );
    expect(changeableFields(['organization_fcra_check'])).toEqual(
      new Set([
        'organization_fcra_check',
        'organization_fcra_number',
        'organization_fcra_registration_date',
      ]),
    );
    expect(changeableFields(['show_fcra_account']).has('fcra_account_number')).toBe(true);
    expect(changeableFields(['show_fcra_account']).has('account_number')).toBe(false);
    expect(changeableFields(['account_number']).has('re_account_number')).toBe(true);
    expect(changeableFields(['organization_is_tax_exemption']).has('organization_80g_number')).toBe(
      true,
    );
    expect([...changeableFields([])]).toEqual([]);
  });
});

describe('checkRequestedFields', () => {
  it('asks for fields exactly when asking for information', () => {
    expect(checkRequestedFields({ to: 'needs_information', fields: [] })).toEqual({
      field: 'fields',
      message: M.fieldsRequired,
    });
    expect(
      checkRequestedFields({
        to: 'needs_information',
        fields: [{ field: 'organization_name' }, { field: 'account_ifsc' }],
      }),
    ).toBeNull();
    for (const to of ORGANIZATION_STATUSES.filter((status) => status !== 'needs_information')) {
      expect(checkRequestedFields({ to, fields: [] }), to).toBeNull();
      expect(checkRequestedFields({ to, fields: [{ field: 'organization_name' }] }), to).toEqual({
        field: 'fields',
        message: M.fieldsOnlyWhenAsking,
      });
    }
  });

  it('refuses a field the form does not have, and a field asked twice, naming it', () => {
    expect(
      checkRequestedFields({
        to: 'needs_information',
        fields: [{ field: 'organization_name' }, { field: 'password' }],
      }),
    ).toEqual({ field: 'fields.1.field', message: M.unknownField });
    expect(
      checkRequestedFields({
        to: 'needs_information',
        fields: [
          { field: 'organization_name' },
          { field: 'account_ifsc' },
          { field: 'organization_name' },
        ],
      }),
    ).toEqual({ field: 'fields.2.field', message: M.duplicateField });
  });

  it('takes a document as an item to ask for, and refuses an unknown document', () => {
    expect(
      checkRequestedFields({
        to: 'needs_information',
        fields: [{ field: 'document:registration_certificate' }, { field: 'organization_name' }],
      }),
    ).toBeNull();
    expect(
      checkRequestedFields({
        to: 'needs_information',
        fields: [{ field: 'document:passport' }],
      }),
    ).toEqual({ field: 'fields.0.field', message: M.unknownField });
  });
});

describe('isAskedOf', () => {
  const indiaNgo = { country_code: 'IN', organization_type: 'ngo' };
  const usNgo = { country_code: 'US', organization_type: 'ngo' };

  it('keeps India’s fields to India and the tax exemption and FCRA to NGOs', () => {
    expect(isAskedOf('organization_pan_card_number', indiaNgo)).toBe(true);
    expect(isAskedOf('organization_pan_card_number', usNgo)).toBe(false);
    expect(isAskedOf('organization_fcra_check', usNgo)).toBe(false);
    expect(
      isAskedOf('organization_fcra_check', { ...indiaNgo, organization_type: 'company' }),
    ).toBe(false);
    expect(isAskedOf('organization_is_tax_exemption', usNgo)).toBe(true);
    expect(isAskedOf('show_domestic_account', usNgo)).toBe(false);
    expect(isAskedOf('organization_email', usNgo)).toBe(true);
  });

  it('shows a block’s fields only while its switch is on', () => {
    expect(isAskedOf('fcra_account_ifsc', indiaNgo)).toBe(false);
    expect(isAskedOf('fcra_account_ifsc', { ...indiaNgo, show_fcra_account: true })).toBe(true);
    expect(isAskedOf('organization_80g_number', indiaNgo)).toBe(false);
    expect(
      isAskedOf('organization_80g_number', { ...indiaNgo, organization_is_tax_exemption: true }),
    ).toBe(true);
  });
});
