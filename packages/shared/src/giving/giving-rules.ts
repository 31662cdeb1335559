import { INDIA_COUNTRY_CODE } from '../organization/country-codes.ts';
import { isEmail, isPan, isPersonNameText } from '../organization/formats.ts';
import { isPhone } from '../phone/phone-number.ts';
import {
  collectFieldErrors,
  createRuleBuilders,
  type FieldError,
  isBlank,
  isFilled,
  type Rule,
} from '../rules/rule-kit.ts';
import type { DonationDetails, DonationField, GiftRecipient } from './donation-details.ts';
import { formatGift, GIFT_LIMITS, hasAllowedDecimals } from './gift-money.ts';
import {
  DEDICATION_NAME_MAX,
  DONOR_NAME_MAX,
  GIVING_MESSAGES as M,
  WALL_MESSAGE_MAX,
} from './giving-messages.ts';

type RuleInput = { details: DonationDetails; recipient: GiftRecipient };

const { rule, formatRule, onlyWhen } = createRuleBuilders<RuleInput, DonationField>();

const inIndia = ({ recipient }: RuleInput) => recipient.countryCode === INDIA_COUNTRY_CODE;
const inUk = ({ recipient }: RuleInput) => recipient.countryCode === 'GB';
const isForeignCitizen = (input: RuleInput) => inIndia(input) && !input.details.is_indian_citizen;
/** Form 10BD needs the donor's address in India; Gift Aid needs it in the UK. */
const needsAddress = (input: RuleInput) =>
  inIndia(input) || (inUk(input) && input.details.gift_aid);
const limits = ({ recipient }: RuleInput) => GIFT_LIMITS[recipient.currency];
const amountOf = ({ details }: RuleInput) => details.amount ?? 0;
const longerThan = (value: string, max: number) => [...value.trim()].length > max;

/**
 * docs/product/donations.md's form, in its order (docs/product/donations.md#the-form): amount, name, email, phone,
 * Indian citizen, passport and nationality, PAN, address, dedication, message. The server asks
 * the same rules of the request; the organization decides the country and currency.
 */
export const DONATION_RULES: readonly Rule<RuleInput, DonationField>[] = [
  rule('amount', M.amountRequired, ({ details }) => details.amount === null),
  rule('amount', M.amountWholeRupees, (input) => {
    const { recipient } = input;
    return recipient.currency === 'INR' && !hasAllowedDecimals(amountOf(input), 'INR');
  }),
  rule(
    'amount',
    M.amountCents,
    (input) => !hasAllowedDecimals(amountOf(input), input.recipient.currency),
  ),
  rule(
    'amount',
    (input) => M.amountTooSmall(formatGift(limits(input).min, input.recipient.currency)),
    (input) => amountOf(input) < limits(input).min,
  ),
  rule(
    'amount',
    (input) => M.amountTooLarge(formatGift(limits(input).max, input.recipient.currency)),
    (input) => amountOf(input) > limits(input).max,
  ),
  rule('donor_name', M.nameRequired, ({ details }) => isBlank(details.donor_name)),
  rule(
    'donor_name',
    M.nameRequired,
    ({ details }) =>
      longerThan(details.donor_name, DONOR_NAME_MAX) || !isPersonNameText(details.donor_name),
  ),
  rule('donor_email', M.emailRequired, ({ details }) => isBlank(details.donor_email)),
  formatRule('donor_email', M.emailInvalid, ({ details }) => !isEmail(details.donor_email)),
  formatRule(
    'donor_phone',
    M.phoneInvalid,
    ({ details, recipient }) =>
      isFilled(details.donor_phone) && !isPhone(details.donor_phone, recipient.countryCode),
  ),
  ...onlyWhen(isForeignCitizen, [
    rule(
      'is_indian_citizen',
      M.indianCitizensOnly,
      ({ recipient }) => !recipient.acceptsForeignCitizens,
    ),
    rule('donor_passport', M.passportRequired, ({ details }) => isBlank(details.donor_passport)),
    rule(
      'donor_nationality',
      M.nationalityRequired,
      ({ details }) => !/^[A-Z]{2}$/.test(details.donor_nationality.trim().toUpperCase()),
    ),
  ]),
  ...onlyWhen(inIndia, [
    formatRule(
      'donor_pan',
      M.panInvalid,
      ({ details }) => isFilled(details.donor_pan) && !isPan(details.donor_pan),
    ),
  ]),
  ...onlyWhen(needsAddress, [
    rule('donor_address.line_1', M.addressRequired, ({ details }) =>
      isBlank(details.donor_address.line_1),
    ),
    rule('donor_address.city', M.addressRequired, ({ details }) =>
      isBlank(details.donor_address.city),
    ),
    rule('donor_address.postal_code', M.postalCodeRequired, ({ details }) =>
      isBlank(details.donor_address.postal_code),
    ),
    rule(
      'donor_address.country_code',
      M.addressRequired,
      ({ details }) => !/^[A-Z]{2}$/.test(details.donor_address.country_code.trim().toUpperCase()),
    ),
  ]),
  rule(
    'dedication.name',
    M.dedicationNameRequired,
    ({ details }) =>
      details.dedication !== null &&
      (isBlank(details.dedication.name) ||
        longerThan(details.dedication.name, DEDICATION_NAME_MAX)),
  ),
  formatRule('message', M.messageTooLong, ({ details }) =>
    longerThan(details.message, WALL_MESSAGE_MAX),
  ),
];

/** Every failing field with its first message, in the form's order; the first is the banner. */
export function findDonationErrors(
  details: DonationDetails,
  recipient: GiftRecipient,
): FieldError<DonationField>[] {
  return collectFieldErrors({ rules: DONATION_RULES, input: { details, recipient } });
}
