import { describe, expect, it } from 'vitest';
import { REGISTRATION_RULES } from './registration-rules.ts';

describe('REGISTRATION_RULES', () => {
  it('is checked in this order', () => {
    expect(REGISTRATION_RULES.map((rule) => `${rule.field}: ${rule.message}`)).toEqual([
      'country_code: Please select the country.',
      'organization_type: Please select organization type.',
      'organization_registered_type: Please select your type of registered NGO.',
      'organization_registered_type: Please select your type of company.',
      'organization_name: Please write full name of the organization',
      "organization_name: Name can't be Only Digits or Special characters.",
      'organization_name: Organization name must be within 50 characters.',
      'organization_name: Organization name greater than 10 character.',
      'organization_categories: Please select category.',
      'organization_registeration_number: Please enter your registration number.',
      'organization_registeration_number: Company Registration number must be 10 character.',
      'organization_pan_card_number: Please enter your PAN card number.',
      'organization_pan_card_number: Pancard is not valid',
      'organization_email: Please enter organization email address.',
      'organization_email: Please enter valid email address.',
      'organization_phone: Please enter organization contact number.',
      'organization_address_line_1: Please enter organization address.',
      'organization_postal_code: Please enter a valid 6-digit PIN code.',
      'organization_postal_code: Please enter a valid ZIP code, like 78701 or 78701-1234.',
      'organization_postal_code: Please enter a valid postal code, like K1A 0B6.',
      'organization_postal_code: Please enter a valid postcode, like SW1A 1AA.',
      'organization_postal_code: Please enter a valid 6-digit postal code.',
      'organization_postal_code: Please enter a valid postal code.',
      'organization_admin_name: Please enter organization admin name.',
      "organization_admin_name: Sorry! Your Name can't be Digits",
      'organization_admin_name: Sorry! Your Name can only have letters, spaces, apostrophes, hyphens and dots.',
      "organization_admin_name: Admin Name can't exceed 50 character limit",
      'organization_admin_email: Please enter organization admin email address.',
      'organization_admin_email: Please enter valid admin email address.',
      'organization_admin_designation: Please enter valid designation.',
      "organization_admin_designation: Designation can't exceed 50 character limit",
      'organization_admin_phone: Please enter organization admin phone number.',
      'organization_admin_phone: Admin phone number verification required.',
      'organization_phone: Please enter valid phone number.',
      'organization_admin_phone: Please enter valid admin phone number.',
      'organization_80g_number: Please Select your tax exemption certificate number',
      'organization_80g_number: Organization 80g number is required.',
      'organization_80gga_number: Organization 80gga number is required.',
      'organization_80ccc_number: Organization 80ccc number is required.',
      'organization_80u_number: Organization 80u number is required.',
      'organization_35ac_number: Organization 35ac number is required.',
      'organization_35aca_number: Organization 35aca number is required.',
      'organization_35acb_number: Organization 35acb number is required.',
      'organization_donation_receipt_number: Please enter the donation receipt number prefix.',
      'organization_donation_receipt_number: Use 1 to 20 letters or digits for the prefix.',
      'organization_registered_at: Please select the registration date.',
      'organization_registered_at: Please select a registration date that is not in the future.',
      'organization_exemption_percentage: Please select the exemption percentage.',
      'organization_expire_at: Please select the expiry date.',
      'organization_expire_at: Please select an expiry date that is not in the past.',
      'organization_fcra_number: Please enter your FCRA registration number.',
      'organization_fcra_number: FCRA registration number must be 9 digits',
      'organization_fcra_registration_date: Please select the FCRA registration date.',
      'organization_fcra_registration_date: Please select an FCRA registration date that is not in the future.',
      'organization_registered_at: Please select the registration date.',
      'organization_registered_at: Please select a registration date that is not in the future.',
      'organization_donation_receipt_number: Please enter the donation receipt number prefix.',
      'organization_donation_receipt_number: Use 1 to 20 letters or digits for the prefix.',
      'organization_expire_at: Please select the expiry date.',
      'organization_expire_at: Please select an expiry date that is not in the past.',
      'organization_program: Please select program',
      'agreement_link: Please provide the link to your signed agreement.',
      'agreement_link: Please provide a link that starts with http:// or https://.',
      'grant_consent: Consent is required. Please make sure to select the checkbox before proceeding.',
      'first_page_terms: Please check the terms',
    ]);
  });

  it('gives the inline texts of the format rules (email and phone differ)', () => {
    const inline = REGISTRATION_RULES.filter((rule) => rule.inlineMessage !== undefined).map(
      (rule) => [rule.message, rule.inlineMessage],
    );
    expect(inline).toContainEqual([
      'Please enter valid email address.',
      'Sorry! Your Email is Invalid.',
    ]);
    expect(inline).toContainEqual([
      'Please enter valid admin email address.',
      'Sorry! Your Email is Invalid.',
    ]);
    expect(inline).toContainEqual([
      'Please enter valid phone number.',
      'Sorry! Your Phone Number is Invalid.',
    ]);
    expect(inline).toContainEqual([
      'Please enter valid admin phone number.',
      'Sorry! Your Phone Number is Invalid.',
    ]);
    expect(inline.filter(([message, text]) => message !== text)).toHaveLength(4);
  });
});
