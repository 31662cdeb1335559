import type { DemoCountryCode, DemoOrganization } from './demo-organizations.ts';

/** Streets for the demo addresses, by country: plausible, and the same on every start. */
const STREETS: Record<DemoCountryCode, string> = {
  IN: 'MG Road',
  US: 'Main Street',
  GB: 'High Street',
  CA: 'King Street',
  SG: 'Orchard Road',
};

const letter = (n: number) => String.fromCharCode(65 + (n % 26));
const digits = (n: number, length: number) => String(n).padStart(length, '0').slice(-length);

/** A registration number in the shape the country's receipts print. */
function registrationNumber(countryCode: DemoCountryCode, index: number): string {
  switch (countryCode) {
    case 'IN':
      return `E-${digits(4_100 + index * 37, 5)}`;
    case 'US':
      return `${digits(20 + index, 2)}-${digits(3_141_593 + index * 2_711, 7)}`;
    case 'GB':
      return digits(1_100_000 + index * 137, 7);
    case 'CA':
      return `${digits(811_000_000 + index * 12_347, 9)}RR0001`;
    case 'SG':
      return `T${digits(10 + index, 2)}SS${digits(100 + index, 4)}${letter(index * 7)}`;
  }
}

/**
 * The details a receipt prints about a demo organization (docs/product/donations.md#demo-data):
 * its registration number, an address, the signatory's name, and in India a trust's PAN. Made from
 * the organization's place in the list, so every start seeds the same ones.
 */
export function demoLegalDetails(organization: DemoOrganization, index: number) {
  return {
    organization_registeration_number: registrationNumber(organization.countryCode, index),
    organization_address_line_1: `${12 + index * 3} ${STREETS[organization.countryCode]}`,
    organization_admin_name: 'Meera Iyer',
    ...(organization.countryCode === 'IN'
      ? {
          organization_pan_card_number: `AAAT${letter(index)}${digits(1_000 + index * 37, 4)}${letter(index * 7 + 5)}`,
        }
      : {}),
  };
}
