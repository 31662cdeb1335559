import {
  organizationPostalAddress,
  postalAddressLines,
} from '@givecrowd/shared/organization/postal-address';
import {
  EXEMPTION_SECTIONS,
  INDIA_COUNTRY_CODE,
} from '@givecrowd/shared/organization/registration-form';
import type { SignatureImage } from '@/lib/pdf/signature-image.ts';
import type { Organization } from '@/modules/organizations/index.ts';
import type { DonationRow, ReceiptRow } from '../repository.ts';
import type { ReceiptDocument } from './render-receipt-pdf.ts';

const filled = (value: string) => value.trim() || null;

/** The organization's exemption a receipt names: India's first checked section with its number. */
function exemptionOf({
  form,
  countryCode,
}: Organization): ReceiptDocument['organization']['exemption'] {
  if (countryCode !== INDIA_COUNTRY_CODE || !form.organization_is_tax_exemption) return null;
  const section = EXEMPTION_SECTIONS.find(
    (entry) => form[entry.check] === true && filled(String(form[entry.number] ?? '')),
  );
  if (!section) return null;
  return {
    section: section.label,
    number: String(form[section.number]).trim(),
    date: filled(form.organization_registered_at),
    percentage: filled(form.organization_exemption_percentage),
  };
}

/** What a receipt's PDF shows (docs/product/donations.md#receipts), from the record. */
export function toReceiptDocument({
  receipt,
  donation,
  organization,
  countryName,
  campaignTitle,
  signature,
  verifyUrl,
}: {
  receipt: ReceiptRow;
  donation: DonationRow;
  organization: Organization;
  countryName: string | null;
  campaignTitle: string | null;
  signature: SignatureImage | null;
  verifyUrl: string;
}): ReceiptDocument {
  const { form } = organization;
  const address = postalAddressLines({
    ...organizationPostalAddress(form),
    countryName: countryName ?? '',
  }).join(', ');
  return {
    locale: donation.locale,
    countryCode: organization.countryCode ?? '',
    number: receipt.number,
    issuedAt: receipt.issuedAt,
    status: receipt.status,
    voided:
      receipt.status === 'void' && receipt.voidedAt
        ? { at: receipt.voidedAt, reason: receipt.voidReason ?? '' }
        : null,
    organization: {
      name: organization.name,
      address,
      pan: filled(form.organization_pan_card_number),
      registrationNumber: filled(form.organization_registeration_number),
      exemption: exemptionOf(organization),
      signatoryName: filled(form.organization_admin_name),
      signature,
    },
    donor: {
      name: donation.donorName,
      email: donation.donorEmail,
      address: donation.donorAddress,
      pan: donation.donorPan,
    },
    amountMinor: receipt.amount,
    coveredFeeMinor: donation.coverFees ? donation.charged - donation.amount : 0,
    currency: receipt.currency,
    frequency: donation.frequency,
    giftAid: donation.giftAid,
    campaignTitle,
    verifyUrl,
  };
}
