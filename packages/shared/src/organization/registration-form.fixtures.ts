import { emptyRegistrationForm, type RegistrationForm } from './registration-form.ts';

/** Test data shared by the organization tests (not a test file itself). */
export const TODAY = '2025-06-15';
export const YESTERDAY = '2025-06-14';
export const TOMORROW = '2025-06-16';

export const INDIA = { code: 'IN', name: 'India', currency: 'INR' };
export const USA = { code: 'US', name: 'United States', currency: 'USD' };

/** An India NGO that passes step 0 with every optional block off. */
export const validIndiaNgo: RegistrationForm = {
  ...emptyRegistrationForm,
  country_code: 'IN',
  organization_country: 'India',
  currency: 'INR',
  organization_type: 'ngo',
  organization_registered_type: 'trust',
  organization_name: 'Helping Hands Foundation',
  organization_categories: [{ name: 'Education' }],
  organization_registeration_number: 'MH/2019/0012345',
  organization_pan_card_number: 'ABCDE1234F',
  organization_email: 'contact@helpinghands.org',
  organization_phone: '+91-98765-43210',
  organization_address_line_1: '12 MG Road',
  organization_city: 'Pune',
  organization_admin_name: 'Asha Rao',
  organization_admin_email: 'asha@helpinghands.org',
  organization_admin_designation: 'Director',
  organization_admin_phone: '9876543210',
  first_page_terms: true,
};

export const validIndiaCompany: RegistrationForm = {
  ...validIndiaNgo,
  organization_type: 'company',
  organization_registered_type: 'private_limited',
};

export const validUsCompany: RegistrationForm = {
  ...validIndiaNgo,
  country_code: 'US',
  organization_country: 'United States',
  currency: 'USD',
  organization_type: 'company',
  organization_registered_type: '',
  organization_registeration_number: '',
  organization_pan_card_number: '',
  organization_phone: '+1-415-555-0100',
  organization_admin_phone: '(415) 555-0142',
};

export const validUsNgo: RegistrationForm = { ...validUsCompany, organization_type: 'ngo' };

/** An India NGO's tax exemption block, filled in validly. */
export const indiaTaxExemption: Partial<RegistrationForm> = {
  organization_is_tax_exemption: true,
  organization_80g_check: true,
  organization_80g_number: 'AAATH1234FF20214',
  organization_registered_at: YESTERDAY,
  organization_exemption_percentage: '50%',
};
