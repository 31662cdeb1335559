import { describe, expect, it } from 'vitest';
import {
  changeOrganizationType,
  chooseCountry,
  toggleExemptionSection,
  toggleExpiry,
  toggleFcra,
  toggleTaxExemption,
} from './clear-registration-fields.ts';
import {
  INDIA,
  indiaTaxExemption,
  TOMORROW,
  USA,
  validIndiaCompany,
  validIndiaNgo,
  YESTERDAY,
} from './registration-form.fixtures.ts';
import { EXEMPTION_SECTIONS, type RegistrationForm } from './registration-form.ts';

/** An India NGO with every tax-exemption and FCRA field filled in. */
const filled: RegistrationForm = {
  ...validIndiaNgo,
  ...indiaTaxExemption,
  ...Object.fromEntries(
    EXEMPTION_SECTIONS.flatMap((section) => [
      [section.check, true],
      [section.number, `${section.label}-1`],
    ]),
  ),
  organization_has_expire_date: true,
  organization_expire_at: TOMORROW,
  organization_digital_signature: 'http://localhost:3000/media/signature.png',
  organization_donation_receipt_number: 'HOPE',
  organization_fcra_check: true,
  organization_fcra_number: '123456789',
  organization_fcra_registration_date: YESTERDAY,
};

const taxExemptionCleared = {
  ...Object.fromEntries(
    EXEMPTION_SECTIONS.flatMap((section) => [
      [section.check, false],
      [section.number, ''],
    ]),
  ),
  organization_registered_at: '',
  organization_has_expire_date: false,
  organization_expire_at: '',
  organization_exemption_percentage: '',
  organization_digital_signature: '',
};

const typeCleared = {
  organization_registeration_number: '',
  organization_registered_type: '',
  organization_pan_card_number: '',
  organization_email: '',
  organization_phone: '',
};

describe('changeOrganizationType', () => {
  it('to company clears number, registered type, PAN, email and phone, and nothing else', () => {
    expect(changeOrganizationType(filled, 'company')).toEqual({
      ...filled,
      ...typeCleared,
      organization_type: 'company',
    });
  });

  it('to ngo also clears the tax exemption', () => {
    const company = { ...filled, organization_type: 'company' as const };
    expect(changeOrganizationType(company, 'ngo')).toEqual({
      ...filled,
      ...typeCleared,
      ...taxExemptionCleared,
      organization_type: 'ngo',
      organization_is_tax_exemption: false,
    });
  });

  it('changes nothing when the same type is chosen again', () => {
    expect(changeOrganizationType(filled, 'ngo')).toBe(filled);
    expect(changeOrganizationType(validIndiaCompany, 'company')).toBe(validIndiaCompany);
  });

  it('leaves the form it was given untouched', () => {
    const before = structuredClone(filled);
    changeOrganizationType(filled, 'company');
    expect(filled).toEqual(before);
  });
});

describe('toggleTaxExemption', () => {
  it('off clears sections, dates, percentage, expiry checkbox and signature; keeps the prefix', () => {
    expect(toggleTaxExemption(filled)).toEqual({
      ...filled,
      ...taxExemptionCleared,
      organization_is_tax_exemption: false,
    });
  });

  it('on starts from a clean block', () => {
    const stale = { ...filled, organization_is_tax_exemption: false };
    expect(toggleTaxExemption(stale)).toEqual({
      ...filled,
      ...taxExemptionCleared,
      organization_is_tax_exemption: true,
    });
  });

  it('keeps FCRA, which is its own block', () => {
    const next = toggleTaxExemption(filled);
    expect(next.organization_fcra_number).toBe('123456789');
    expect(next.organization_donation_receipt_number).toBe('HOPE');
  });
});

describe('toggleExemptionSection', () => {
  it.each(EXEMPTION_SECTIONS)('$label: flips its check and clears only its number', (section) => {
    expect(toggleExemptionSection(filled, section.key)).toEqual({
      ...filled,
      [section.check]: false,
      [section.number]: '',
    });
    const unchecked = { ...filled, [section.check]: false };
    expect(toggleExemptionSection(unchecked, section.key)).toEqual({
      ...filled,
      [section.check]: true,
      [section.number]: '',
    });
  });
});

describe('toggleExpiry', () => {
  it('flips the checkbox and clears the date', () => {
    expect(toggleExpiry(filled)).toEqual({
      ...filled,
      organization_has_expire_date: false,
      organization_expire_at: '',
    });
    expect(toggleExpiry({ ...filled, organization_has_expire_date: false })).toEqual({
      ...filled,
      organization_has_expire_date: true,
      organization_expire_at: '',
    });
  });
});

describe('toggleFcra', () => {
  it('flips the check and clears number and date', () => {
    expect(toggleFcra(filled)).toEqual({
      ...filled,
      organization_fcra_check: false,
      organization_fcra_number: '',
      organization_fcra_registration_date: '',
    });
    expect(toggleFcra({ ...filled, organization_fcra_check: false }).organization_fcra_check).toBe(
      true,
    );
  });
});

describe('chooseCountry', () => {
  const none = { ...validIndiaNgo, country_code: '', organization_country: '', currency: '' };

  it('sets code, name and currency', () => {
    expect(chooseCountry(none, INDIA)).toEqual(validIndiaNgo);
  });

  it('switches to another country', () => {
    expect(chooseCountry(validIndiaNgo, USA)).toEqual({
      ...validIndiaNgo,
      country_code: 'US',
      organization_country: 'United States',
      currency: 'USD',
    });
  });

  it('deselects the chosen country when it is chosen again', () => {
    expect(chooseCountry(validIndiaNgo, INDIA)).toEqual(none);
  });
});
