import type { Country } from '@givecrowd/shared/catalog/catalog-api';
import { FEATURED_COUNTRY_CODES } from '@givecrowd/shared/constants';
import { chooseCountry } from '@givecrowd/shared/organization/clear-registration-fields';
import { Button, Input, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewNote, useFieldReview } from '@/features/onboarding/review-request';
import {
  applyChange,
  fieldErrorId,
  fieldId,
  type WizardForm,
} from '@/features/onboarding/use-wizard-form';
import { useCatalogNames } from '@/lib/catalog-names';

const FEATURED: readonly string[] = FEATURED_COUNTRY_CODES;

type CountryPickerProps = { form: WizardForm; countries: Country[] };

/**
 * India, Canada, USA, UK, Singapore and Others, which reveals a searchable list of every country.
 * Choosing the chosen country again deselects it (chooseCountry). The buttons are one group, which
 * carries the field's message (its description) while a country is missing.
 */
export function CountryPicker({ form, countries }: CountryPickerProps) {
  const { t } = useTranslation();
  const names = useCatalogNames();
  const chosen = form.values.country_code;
  const isOtherChosen = chosen !== '' && !FEATURED.includes(chosen);
  const [isOthersOpen, setOthersOpen] = useState(false);
  const showOthers = isOthersOpen || isOtherChosen;
  const { error } = form.getInputProps('country_code');
  const message = typeof error === 'string' ? error : undefined;
  const { isLocked, note } = useFieldReview('country_code');
  const noteId = `${fieldId('country_code')}-note`;
  const describedBy = [note && noteId, message && fieldErrorId('country_code')]
    .filter(Boolean)
    .join(' ');

  const choose = (code: string) => {
    const country = countries.find((candidate) => candidate.code === code);
    if (country) applyChange(form, (current) => chooseCountry(current, country));
  };
  const toggleOthers = () => {
    if (chosen) choose(chosen);
    setOthersOpen(!showOthers);
  };

  if (isLocked) {
    // Read-only: the chosen country, named as the list names it.
    const found = countries.find((country) => country.code === chosen);
    const name = found && names.country(found.code, found.name);
    return (
      <TextInput
        id={fieldId('country_code')}
        label={t('onboarding.country.label')}
        required
        readOnly
        variant="filled"
        value={name ?? form.values.organization_country}
      />
    );
  }

  return (
    <Stack gap="xs">
      <Input.Wrapper
        id={fieldId('country_code')}
        label={t('onboarding.country.label')}
        required
        error={message}
        errorProps={{ id: fieldErrorId('country_code') }}
        description={note && <ReviewNote note={note} />}
        descriptionProps={{ id: noteId }}
        labelElement="div"
      >
        <SimpleGrid
          cols={{ base: 3, sm: 6 }}
          spacing="xs"
          mt={6}
          role="group"
          aria-label={t('onboarding.country.label')}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
        >
          {FEATURED_COUNTRY_CODES.map((code) => (
            <Button
              key={code}
              variant={chosen === code ? 'filled' : 'default'}
              aria-pressed={chosen === code}
              color={message ? 'red' : undefined}
              onClick={() => choose(code)}
              px="xs"
            >
              {t(`onboarding.country.featured.${code}`)}
            </Button>
          ))}
          <Button
            variant={showOthers ? 'filled' : 'default'}
            aria-pressed={showOthers}
            aria-expanded={showOthers}
            onClick={toggleOthers}
            px="xs"
          >
            {t('onboarding.country.others')}
          </Button>
        </SimpleGrid>
      </Input.Wrapper>
      {showOthers && (
        <Select
          label={t('onboarding.country.other')}
          placeholder={t('onboarding.country.search')}
          searchable
          data={countries.map((country) => ({
            value: country.code,
            label: names.country(country.code, country.name),
          }))}
          value={chosen || null}
          onChange={(code) => (code ? choose(code) : chosen && choose(chosen))}
          nothingFoundMessage={t('onboarding.country.none')}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Stack>
  );
}
