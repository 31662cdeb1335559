import { PERSON_NAME_INPUT_LIMIT } from '@givecrowd/shared/constants';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgreementFormState } from './use-agreement-form';

/** PAN's length; it is shown in upper case as it is typed. */
const PAN_LENGTH = 10;

/** The signer's details, as the agreement names them: prefilled, and editable. */
export function AgreementFieldInputs({ form }: Pick<AgreementFormState, 'form'>) {
  const { t } = useTranslation();
  const pan = form.getInputProps('partner_pan_number');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        {...form.getInputProps('partner_name')}
        label={t('agreement.fields.name')}
        required
        autoComplete="name"
        maxLength={PERSON_NAME_INPUT_LIMIT}
      />
      <TextInput
        {...form.getInputProps('partner_reg_number')}
        label={t('agreement.fields.registrationNumber')}
        required
      />
      <TextInput
        {...pan}
        onChange={(event) =>
          form.setFieldValue('partner_pan_number', event.currentTarget.value.toUpperCase())
        }
        label={t('agreement.fields.pan')}
        required
        maxLength={PAN_LENGTH}
        autoCapitalize="characters"
        styles={{ input: { textTransform: 'uppercase' } }}
      />
      <TextInput
        {...form.getInputProps('partner_email')}
        type="email"
        label={t('agreement.fields.email')}
        required
        autoComplete="email"
      />
    </SimpleGrid>
  );
}
