import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import { type BankAccountKey, bankAccountField } from '@givecrowd/shared/payments/payments-form';
import { toE164Phone } from '@givecrowd/shared/phone/phone-number';
import { AppError } from '@/lib/errors.ts';
import { type Organization, openAccountNumber } from '@/modules/organizations/index.ts';
import type { LinkedBankAccount } from './linked-account-repository.ts';
import type { RazorpayClient } from './razorpay-client.ts';

type AccountRequest = Parameters<RazorpayClient['accounts']['create']>[0];
type StakeholderRequest = Parameters<RazorpayClient['stakeholders']['create']>[1];
type SettlementsRequest = Parameters<RazorpayClient['products']['edit']>[2];

/** The step-2 bank account a linked account settles to, its number opened. */
export type SettlementBankAccount = {
  beneficiaryName: string;
  accountNumber: string;
  ifsc: string;
  email: string;
  phone: string;
};

/** Razorpay's business types for the registered types of step 0. */
const BUSINESS_TYPES: Record<string, string> = {
  trust: 'trust',
  society: 'society',
  section_8_company: 'ngo',
  proprietary_firm: 'proprietorship',
  llp: 'llp',
  private_limited: 'private_limited',
  limited: 'public_limited',
};

/**
 * The organization's bank account for `bankAccount` (the domestic one, or the FCRA one), with
 * its number opened under the bank-account key: Razorpay must have it to settle to it
 * (docs/product/payment-providers.md#gifts-on-razorpay). A 409 when step 2 has none, or when
 * neither bank account's address gives the state and PIN code the registered address needs.
 */
export function settlementBankAccount(
  organization: Organization,
  bankAccount: LinkedBankAccount,
  bankAccountKey: Buffer,
): SettlementBankAccount {
  const { form } = organization;
  const prefix = bankAccount === 'fcra' ? 'fcra_' : '';
  const value = (key: BankAccountKey) => form[bankAccountField(prefix, key)].trim();
  const shown = bankAccount === 'fcra' ? form.show_fcra_account : form.show_domestic_account;
  const sealed = value('account_number');
  const { state, postal_code } = registeredAddress(organization);
  // Razorpay would refuse such an account: the donor hears the organization cannot take gifts yet
  // (409), not that the provider failed (docs/product/payment-providers.md#gifts-on-razorpay).
  if (!shown || !sealed || !state || !postal_code) {
    throw new AppError('conflict', GIVING_MESSAGES.cannotTakeGifts);
  }
  return {
    beneficiaryName: value('account_holder_name'),
    accountNumber: openAccountNumber(bankAccountKey, sealed),
    ifsc: value('account_ifsc').toUpperCase(),
    email: value('account_email').toLowerCase(),
    phone: value('account_phone'),
  };
}

/**
 * The organization's registered address from step 0; a state, PIN code or city it left out (they
 * are optional there) from the address of its domestic bank account, else its FCRA one. Both of
 * its linked accounts have this one address.
 */
function registeredAddress({ form }: Organization) {
  const either = (key: 'account_state' | 'account_postal_code' | 'account_city') =>
    form[key].trim() || form[`fcra_${key}`].trim();
  const city = form.organization_city.trim() || either('account_city');
  return {
    street1: form.organization_address_line_1.trim(),
    street2: form.organization_address_line_2.trim() || city,
    city,
    state: form.organization_state.trim() || either('account_state'),
    postal_code: form.organization_postal_code.trim() || either('account_postal_code'),
    country: INDIA_COUNTRY_CODE,
  };
}

/** Razorpay wants the 10-digit national number of an Indian phone. */
const nationalPhone = (typed: string) =>
  toE164Phone(typed, INDIA_COUNTRY_CODE)?.replace(/^\+91/, '') ?? typed.replace(/\D/g, '');

/**
 * `POST /v2/accounts` for a Route linked account: the organization's name, type and registered
 * address, the bank account's email and phone, a nonprofit's category, and our ids in its notes.
 */
export function linkedAccountRequest(
  organization: Organization,
  bank: SettlementBankAccount,
  bankAccount: LinkedBankAccount,
): AccountRequest {
  const { form } = organization;
  const name = organization.name || form.organization_name;
  const pan = form.organization_pan_card_number.trim().toUpperCase();
  return {
    email: bank.email,
    phone: nationalPhone(bank.phone),
    type: 'route',
    legal_business_name: name,
    customer_facing_business_name: name,
    business_type:
      BUSINESS_TYPES[form.organization_registered_type] ??
      (form.organization_type === 'company' ? 'not_yet_registered' : 'ngo'),
    contact_name: form.organization_admin_name.trim(),
    profile: {
      category: 'not_for_profit',
      subcategory: 'charity',
      addresses: { registered: registeredAddress(organization) },
    },
    ...(pan ? { legal_info: { pan } } : {}),
    notes: { organization_id: organization.id, bank_account: bankAccount },
  };
}

/**
 * The account's stakeholder: the signatory of step 0. Razorpay needs only a name and an email;
 * the SDK's types ask for a PAN and a phone too, and we have no personal PAN to give.
 */
export function stakeholderRequest(organization: Organization): StakeholderRequest {
  const { form } = organization;
  return {
    name: form.organization_admin_name.trim(),
    email: form.organization_admin_email.trim().toLowerCase(),
    phone: { primary: nationalPhone(form.organization_admin_phone) },
  } as StakeholderRequest;
}

/** The Route product's settlements: the bank account, as its beneficiary holds it. */
export const settlementsRequest = (bank: SettlementBankAccount): SettlementsRequest => ({
  settlements: {
    account_number: bank.accountNumber,
    ifsc_code: bank.ifsc,
    beneficiary_name: bank.beneficiaryName,
  },
  tnc_accepted: true,
});
