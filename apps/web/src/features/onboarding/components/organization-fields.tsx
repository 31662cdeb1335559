import { PERSON_NAME_INPUT_LIMIT } from '@givecrowd/shared/constants';
import { changeOrganizationType } from '@givecrowd/shared/organization/clear-registration-fields';
import {
  organizationNameCounter,
  sanitizeOrganizationName,
} from '@givecrowd/shared/organization/formats';
import { REGISTRATION_MESSAGES as M } from '@givecrowd/shared/organization/messages';
import {
  INDIA_COUNTRY_CODE,
  type OrganizationType,
  REGISTERED_TYPE_OPTIONS,
} from '@givecrowd/shared/organization/registration-form';
import { Group, MultiSelect, Radio, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/get-categories';
import { fieldId, type RegistrationFormApi } from '../use-registration-form';

/** The input limit lets one character past the maximum show the max-length message. */
const ORGANIZATION_NAME_INPUT_LIMIT = PERSON_NAME_INPUT_LIMIT;

/** Spec §2 Step 0: type, registered type (India), name, categories, numbers and contact. */
export function OrganizationFields({ formApi }: { formApi: RegistrationFormApi }) {
  const { t } = useTranslation();
  const { form, change, update, errorOf } = formApi;
  const categories = useCategories();
  const isIndia = form.country_code === INDIA_COUNTRY_CODE;
  const type = form.organization_type;
  const counter = organizationNameCounter(form.organization_name);
  const text = (field: Parameters<typeof errorOf>[0]) => ({
    id: fieldId(field),
    error: errorOf(field),
  });

  return (
    <>
      <Radio.Group
        id={fieldId('organization_type')}
        label={t('onboarding.type.label')}
        required
        value={type}
        onChange={(value) =>
          change((current) => changeOrganizationType(current, value as OrganizationType))
        }
        error={errorOf('organization_type')}
      >
        <Group mt={6}>
          <Radio value="ngo" label={t('onboarding.type.ngo')} />
          <Radio value="company" label={t('onboarding.type.company')} />
        </Group>
      </Radio.Group>

      {isIndia && type !== '' && (
        <Select
          {...text('organization_registered_type')}
          label={t(
            type === 'ngo' ? 'onboarding.registeredType.ngo' : 'onboarding.registeredType.company',
          )}
          required
          data={[...REGISTERED_TYPE_OPTIONS[type]]}
          value={form.organization_registered_type || null}
          onChange={(value) =>
            update({
              organization_registered_type: (value ??
                '') as typeof form.organization_registered_type,
            })
          }
        />
      )}

      <TextInput
        {...text('organization_name')}
        label={t('onboarding.name.label')}
        required
        value={form.organization_name}
        maxLength={ORGANIZATION_NAME_INPUT_LIMIT}
        onChange={(event) =>
          update({ organization_name: sanitizeOrganizationName(event.currentTarget.value) })
        }
        rightSection={
          <Text
            size="xs"
            c={counter === M.nameCounterLooksGood ? 'teal' : 'dimmed'}
            aria-live="polite"
          >
            {counter}
          </Text>
        }
        rightSectionWidth={84}
      />

      <MultiSelect
        {...text('organization_categories')}
        label={t('onboarding.categories.label')}
        required
        searchable
        data={(categories.data ?? []).map((category) => category.name)}
        value={form.organization_categories.map((category) => category.name)}
        onChange={(names) => update({ organization_categories: names.map((name) => ({ name })) })}
        nothingFoundMessage={t('onboarding.categories.none')}
        comboboxProps={{ withinPortal: true }}
      />

      <SimpleGrid cols={{ base: 1, sm: isIndia ? 2 : 1 }}>
        <TextInput
          {...text('organization_registeration_number')}
          label={t('onboarding.registrationNumber')}
          required={isIndia}
          value={form.organization_registeration_number}
          onChange={(event) =>
            update({ organization_registeration_number: event.currentTarget.value })
          }
        />
        {isIndia && (
          <TextInput
            {...text('organization_pan_card_number')}
            label={t('onboarding.pan')}
            required
            maxLength={10}
            value={form.organization_pan_card_number}
            onChange={(event) =>
              update({ organization_pan_card_number: event.currentTarget.value.toUpperCase() })
            }
            styles={{ input: { textTransform: 'uppercase' } }}
          />
        )}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...text('organization_email')}
          type="email"
          autoComplete="email"
          label={t('onboarding.email')}
          required
          value={form.organization_email}
          onChange={(event) => update({ organization_email: event.currentTarget.value })}
        />
        <TextInput
          {...text('organization_phone')}
          type="tel"
          autoComplete="tel"
          label={t('onboarding.phone')}
          required
          value={form.organization_phone}
          onChange={(event) => update({ organization_phone: event.currentTarget.value })}
        />
      </SimpleGrid>

      <TextInput
        {...text('organization_address_line_1')}
        label={t('onboarding.address1')}
        required
        autoComplete="address-line1"
        value={form.organization_address_line_1}
        onChange={(event) => update({ organization_address_line_1: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...text('organization_address_line_2')}
          label={t('onboarding.address2')}
          autoComplete="address-line2"
          value={form.organization_address_line_2}
          onChange={(event) => update({ organization_address_line_2: event.currentTarget.value })}
        />
        <TextInput
          {...text('organization_city')}
          label={t('onboarding.city')}
          autoComplete="address-level2"
          value={form.organization_city}
          onChange={(event) => update({ organization_city: event.currentTarget.value })}
        />
      </SimpleGrid>
    </>
  );
}
