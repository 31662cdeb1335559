import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../api/messages.ts';
import { DEFAULT_RECEIPT_PREFIX } from '../constants.ts';
import { validIndiaNgo } from './registration-form.fixtures.ts';
import {
  EXEMPTION_SECTIONS,
  emptyRegistrationForm,
  PROGRAM_OPTIONS,
  REGISTERED_TYPE_OPTIONS,
  registrationFormSchema,
} from './registration-form.ts';

describe('registrationFormSchema', () => {
  it('keeps a valid form as it is', () => {
    expect(registrationFormSchema.parse(validIndiaNgo)).toEqual(validIndiaNgo);
  });

  it('reads missing values as empty, and an unknown option as empty', () => {
    const parsed = registrationFormSchema.parse({
      organization_type: 'charity',
      organization_registered_type: 'cooperative',
      organization_exemption_percentage: '75%',
      organization_program: 'other',
    });
    expect(parsed).toEqual({ ...emptyRegistrationForm, organization_donation_receipt_number: '' });
  });

  it.each([
    ['a number for text', { organization_name: 42 }, 'organization_name', API_MESSAGES.notText],
    [
      'an object for text',
      { organization_city: { $gt: '' } },
      'organization_city',
      API_MESSAGES.notText,
    ],
    ['null for text', { organization_email: null }, 'organization_email', API_MESSAGES.notText],
    ['a number for an option', { organization_type: 1 }, 'organization_type', API_MESSAGES.notText],
    [
      'a string for a flag',
      { first_page_terms: 'yes' },
      'first_page_terms',
      API_MESSAGES.notTrueOrFalse,
    ],
    ['a number for a flag', { grant_consent: 1 }, 'grant_consent', API_MESSAGES.notTrueOrFalse],
    [
      'text for the categories',
      { organization_categories: 'Education' },
      'organization_categories',
      API_MESSAGES.notList,
    ],
  ])('refuses %s, naming the field', (_case, body, field, message) => {
    const result = registrationFormSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it('drops fields it does not know, such as a verification flag sent by a browser', () => {
    const parsed = registrationFormSchema.parse({ ...validIndiaNgo, IsAdminVerified: true });
    expect(parsed).not.toHaveProperty('IsAdminVerified');
  });

  it('keeps only the name of each category', () => {
    const parsed = registrationFormSchema.parse({
      organization_categories: [{ name: 'Health', slug: 'health' }],
    });
    expect(parsed.organization_categories).toEqual([{ name: 'Health' }]);
  });
});

describe('emptyRegistrationForm', () => {
  it('is empty except for the default receipt prefix', () => {
    expect(emptyRegistrationForm.organization_donation_receipt_number).toBe(DEFAULT_RECEIPT_PREFIX);
    expect(emptyRegistrationForm.organization_name).toBe('');
    expect(emptyRegistrationForm.organization_categories).toEqual([]);
    expect(emptyRegistrationForm.first_page_terms).toBe(false);
  });
});

describe('option lists', () => {
  it('offers the registered types of the form', () => {
    expect(REGISTERED_TYPE_OPTIONS.ngo.map((option) => option.value)).toEqual([
      'trust',
      'society',
      'section_8_company',
    ]);
    expect(REGISTERED_TYPE_OPTIONS.company.map((option) => option.label)).toEqual([
      'Proprietary Firm',
      'LLP',
      'Private Limited',
      'Limited',
    ]);
  });

  it('lists the seven exemption sections with their labels and fields', () => {
    expect(EXEMPTION_SECTIONS.map((section) => section.label)).toEqual([
      '80G',
      '80GGA',
      '80CCC',
      '80U',
      '35AC',
      '35AC (i & ii)',
      '35AC (i & iii)',
    ]);
    for (const section of EXEMPTION_SECTIONS) {
      expect(section.check).toBe(`organization_${section.key}_check`);
      expect(section.number).toBe(`organization_${section.key}_number`);
      expect(emptyRegistrationForm).toHaveProperty(section.check, false);
      expect(emptyRegistrationForm).toHaveProperty(section.number, '');
    }
  });

  it('offers NDEP and shows Giving Tuesday disabled', () => {
    expect(PROGRAM_OPTIONS).toEqual([
      { value: 'ndep_tech_grant_bharat', label: 'NDEP Technology Grant', disabled: false },
      { value: 'giving_tueday', label: 'Giving Tuesday', disabled: true },
    ]);
  });
});
