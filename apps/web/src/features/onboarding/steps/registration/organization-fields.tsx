import { PERSON_NAME_INPUT_LIMIT } from '@givecrowd/shared/constants';
import { changeOrganizationType } from '@givecrowd/shared/organization/clear-registration-fields';
import {
  organizationNameCounter,
  sanitizeOrganizationName,
} from '@givecrowd/shared/organization/formats';
import { REGISTRATION_MESSAGES as M } from '@givecrowd/shared/organization/messages';
import {
  type OrganizationType,
  REGISTERED_TYPE_OPTIONS,
  type RegistrationForm,
} from '@givecrowd/shared/organization/registration-form';
import { isIndia } from '@givecrowd/shared/organization/registration-rule';
import { formatPhone } from '@givecrowd/shared/phone/phone-number';
import {
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/api/get-categories';
import { OrganizationAddressFields } from '@/components/organization-address-fields';
import { applyChange, type WizardForm } from '@/features/onboarding/use-wizard-form';
import { useCatalogNames } from '@/lib/catalog-names';
import { useMessage } from '@/lib/use-message';

/** The input limit lets one character past the maximum show the max-length message. */
const ORGANIZATION_NAME_INPUT_LIMIT = PERSON_NAME_INPUT_LIMIT;

type PhoneFieldProps = Omit<TextInputProps, 'form' | 'value' | 'onChange' | 'type'> & {
  form: WizardForm;
  field: 'organization_phone' | 'organization_admin_phone';
};

/**
 * A phone of the form (docs/product/registration-rules.md#phones): typed in any common form, and
 * shown formatted whenever the person is not typing in it — in the chosen country's national
 * format, or internationally for another country's number — so a draft's stored E.164 reads as
 * people write it. The form keeps what was typed; the server stores E.164.
 */
export function PhoneField({ form, field, ...props }: PhoneFieldProps) {
  const [isTyping, setTyping] = useState(false);
  const { onChange, onBlur, ...inputProps } = form.getInputProps(field);
  const typed = form.values[field];
  return (
    <TextInput
      {...inputProps}
      {...props}
      type="tel"
      value={isTyping ? typed : formatPhone(typed, form.values.country_code)}
      onChange={(event) => {
        setTyping(true);
        onChange(event);
      }}
      onBlur={(event) => {
        setTyping(false);
        onBlur?.(event);
      }}
    />
  );
}

/** Type, registered type (India), name, categories, numbers and contact. */
export function OrganizationFields({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const names = useCatalogNames();
  const translate = useMessage();
  const { values } = form;
  const isInIndia = isIndia(values);
  const type = values.organization_type;
  const counter = organizationNameCounter(values.organization_name);

  return (
    <>
      <Radio.Group
        {...form.getInputProps('organization_type')}
        label={t('onboarding.type.label')}
        required
        onChange={(value) =>
          applyChange(form, (current) => changeOrganizationType(current, value as OrganizationType))
        }
      >
        <Group mt={6}>
          <Radio value="ngo" label={t('onboarding.type.ngo')} />
          <Radio value="company" label={t('onboarding.type.company')} />
        </Group>
      </Radio.Group>

      {isInIndia && type !== '' && (
        <Select
          {...form.getInputProps('organization_registered_type')}
          label={t(
            type === 'ngo' ? 'onboarding.registeredType.ngo' : 'onboarding.registeredType.company',
          )}
          required
          data={REGISTERED_TYPE_OPTIONS[type].map(({ value, label }) => ({
            value,
            label: names.registeredType(value, label),
          }))}
          value={values.organization_registered_type || null}
          onChange={(value) =>
            form.setFieldValue(
              'organization_registered_type',
              (value ?? '') as RegistrationForm['organization_registered_type'],
            )
          }
        />
      )}

      <TextInput
        {...form.getInputProps('organization_name')}
        label={t('onboarding.name.label')}
        required
        maxLength={ORGANIZATION_NAME_INPUT_LIMIT}
        onChange={(event) =>
          form.setFieldValue(
            'organization_name',
            sanitizeOrganizationName(event.currentTarget.value),
          )
        }
        rightSection={
          <Text
            size="xs"
            c={counter === M.nameCounterLooksGood ? 'teal' : 'dimmed'}
            aria-live="polite"
          >
            {translate(counter)}
          </Text>
        }
        rightSectionWidth={84}
      />

      <CategoriesField form={form} />

      <SimpleGrid cols={{ base: 1, sm: isInIndia ? 2 : 1 }}>
        <TextInput
          {...form.getInputProps('organization_registeration_number')}
          label={t('onboarding.registrationNumber')}
          required={isInIndia}
        />
        {isInIndia && (
          <TextInput
            {...form.getInputProps('organization_pan_card_number')}
            label={t('onboarding.pan')}
            required
            maxLength={10}
            onChange={(event) =>
              form.setFieldValue(
                'organization_pan_card_number',
                event.currentTarget.value.toUpperCase(),
              )
            }
            styles={{ input: { textTransform: 'uppercase' } }}
          />
        )}
      </SimpleGrid>

      <OrganizationContactFields form={form} />
    </>
  );
}

/**
 * How the organization is reached: its email, phone and postal address, in step 0 and in its
 * settings.
 */
export function OrganizationContactFields({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...form.getInputProps('organization_email')}
          type="email"
          autoComplete="email"
          label={t('onboarding.email')}
          required
        />
        <PhoneField
          form={form}
          field="organization_phone"
          autoComplete="tel"
          label={t('onboarding.phone')}
          required
        />
      </SimpleGrid>

      <OrganizationAddressFields form={form} />
    </>
  );
}

/** The causes the organization works for, from the catalog, named in the reader's language. */
export function CategoriesField({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const names = useCatalogNames();
  const categories = useCategories();
  const { values } = form;
  return (
    <MultiSelect
      {...form.getInputProps('organization_categories')}
      label={t('onboarding.categories.label')}
      required
      searchable
      // Typing 'Edu' then Enter picks the first match (docs/product/wizard.md#focus-and-keyboard).
      selectFirstOptionOnChange
      data={(categories.data ?? []).map(({ name }) => ({
        value: name,
        label: names.category(name),
      }))}
      value={values.organization_categories.map((category) => category.name)}
      onChange={(chosen) =>
        form.setFieldValue(
          'organization_categories',
          chosen.map((name) => ({ name })),
        )
      }
      nothingFoundMessage={t('onboarding.categories.none')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
