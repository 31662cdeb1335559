import { PERSON_NAME_INPUT_LIMIT } from '@givecrowd/shared/constants';
import { LATER_STEP_FORMAT_MESSAGES as L } from '@givecrowd/shared/organization/messages';
import {
  BANK_ACCOUNT_TYPES,
  type BANK_ACCOUNTS,
  type BankAccountKey,
  type BankAccountType,
  bankAccountField,
} from '@givecrowd/shared/payments/payments-form';
import {
  Checkbox,
  Fieldset,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageField } from '@/components/image-field/image-field';
import { ReviewableArea, ReviewNote, useFieldReview } from '@/features/onboarding/review-request';
import { fieldId, type WizardForm } from '@/features/onboarding/use-wizard-form';
import { useMessage } from '@/lib/use-message';

type BankAccount = (typeof BANK_ACCOUNTS)[number];

/** The translation key of an account type. */
const typeKey = (type: BankAccountType) =>
  type === BANK_ACCOUNT_TYPES[0] ? ('current' as const) : ('savings' as const);

/** An IFSC is 11 characters. */
const IFSC_LENGTH = 11;

/** Account numbers are digits: spaces and hyphens pasted with them are dropped. */
const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * One Indian bank account, domestic or FCRA (docs/product/wizard.md#step-2-verify-payments): a box
 * that reveals every field of the account. The account numbers are typed twice; the re-entry says
 * Matched or Not Matched as the person types. Nothing blocks pasting.
 */
export function BankAccountFields({ form, account }: { form: WizardForm; account: BankAccount }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { prefix, show, uploadPurpose } = account;
  const kind = prefix === '' ? 'domestic' : 'fcra';
  const field = <K extends BankAccountKey>(key: K) => bankAccountField(prefix, key);
  const label = (key: BankAccountKey) => t(`onboarding.payments.bank.${kind}.${key}`);
  const { values } = form;
  const number = values[field('account_number')];
  const reNumber = values[field('re_account_number')];
  const isMatched = number.trim() === reNumber.trim();
  const chequeError = form.getInputProps(field('account_cancel_check')).error;
  // A reviewer's note on the account number describes its re-entry too.
  const { note } = useFieldReview(field('re_account_number'));
  const reNumberNote = note && <ReviewNote note={note} />;

  const textInput = (key: BankAccountKey, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput {...form.getInputProps(field(key))} label={label(key)} {...extra} />
  );
  const numberInput = (
    key: 'account_number' | 're_account_number',
    extra: Partial<Parameters<typeof TextInput>[0]> = {},
  ) =>
    textInput(key, {
      required: true,
      inputMode: 'numeric',
      autoComplete: 'off',
      onChange: (event) => form.setFieldValue(field(key), digitsOnly(event.currentTarget.value)),
      ...extra,
    });
  // Under the re-entry, part of its description, so it is spoken as it changes.
  const match = reNumber.trim() !== '' && (
    <Text component="span" size="sm" fw={500} c={isMatched ? 'teal' : 'red'}>
      {translate(isMatched ? L.bankAccountNumbersMatch : L.bankAccountNumbersDiffer)}
    </Text>
  );

  return (
    <Stack gap="sm">
      <Checkbox
        {...form.getInputProps(show, { type: 'checkbox' })}
        label={t(`onboarding.payments.bank.${kind}.show`)}
      />
      {values[show] && (
        <Fieldset legend={t(`onboarding.payments.bank.${kind}.legend`)} radius="md">
          <Stack gap="md">
            {textInput('account_holder_name', {
              required: true,
              maxLength: PERSON_NAME_INPUT_LIMIT,
              autoComplete: 'off',
            })}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {numberInput('account_number')}
              {numberInput('re_account_number', {
                description: (match || reNumberNote) && (
                  <>
                    {match}
                    {reNumberNote}
                  </>
                ),
                inputWrapperOrder: ['label', 'input', 'description', 'error'],
              })}
            </SimpleGrid>
            <Radio.Group
              {...form.getInputProps(field('account_type'))}
              label={label('account_type')}
              required
              onChange={(value) =>
                form.setFieldValue(field('account_type'), value as BankAccountType)
              }
            >
              <Group mt={6}>
                {BANK_ACCOUNT_TYPES.map((type) => (
                  <Radio
                    key={type}
                    value={type}
                    label={t(`onboarding.payments.bank.types.${typeKey(type)}`)}
                  />
                ))}
              </Group>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {textInput('account_ifsc', {
                required: true,
                autoComplete: 'off',
                maxLength: IFSC_LENGTH,
                onChange: (event) =>
                  form.setFieldValue(
                    field('account_ifsc'),
                    event.currentTarget.value.toUpperCase(),
                  ),
                styles: { input: { textTransform: 'uppercase' } },
              })}
              {textInput('account_bank_name')}
              {textInput('account_email', { required: true, type: 'email' })}
              {textInput('account_phone', { required: true, type: 'tel' })}
            </SimpleGrid>
            {textInput('account_address_line_1')}
            {textInput('account_address_line_2')}
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {textInput('account_city')}
              {textInput('account_state')}
              {textInput('account_country')}
              {textInput('account_postal_code', { inputMode: 'numeric' })}
            </SimpleGrid>
            <ReviewableArea field={field('account_cancel_check')}>
              <div id={`${fieldId(field('account_cancel_check'))}-group`}>
                <ImageField
                  label={label('account_cancel_check')}
                  purpose={uploadPurpose}
                  value={values[field('account_cancel_check')] || null}
                  onChange={(key) => form.setFieldValue(field('account_cancel_check'), key ?? '')}
                  error={typeof chequeError === 'string' ? chequeError : null}
                />
              </div>
            </ReviewableArea>
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}
