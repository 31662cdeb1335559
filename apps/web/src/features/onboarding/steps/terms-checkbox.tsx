import { Anchor, Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WizardForm } from '@/features/onboarding/use-wizard-form';

/** Each step's terms checkbox ('I agree to the terms of use'), linking to the terms page. */
export function TermsCheckbox({
  form,
  field,
}: {
  form: WizardForm;
  field: 'first_page_terms' | 'second_page_terms' | 'third_page_terms';
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      {...form.getInputProps(field, { type: 'checkbox' })}
      label={
        <>
          {t('onboarding.terms.before')}{' '}
          <Anchor component={Link} to="/terms-of-use" target="_blank" inherit>
            {t('onboarding.terms.link')}
          </Anchor>
        </>
      }
    />
  );
}
