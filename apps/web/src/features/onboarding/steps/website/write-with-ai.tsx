import type { AiTextKind } from '@givecrowd/shared/ai/ai-api';
import type { WizardValues } from '@givecrowd/shared/organization/wizard-form';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AiTextDialog } from '@/components/ai-text-dialog/ai-text-dialog';
import type { WizardForm } from '@/features/onboarding/use-wizard-form';

type ContextField = Extract<keyof WizardValues, 'about_org_context' | 'about_us_context'>;

/**
 * 'Write with AI' beside a step-1 field: opens the AI dialog with what the wizard knows of the
 * organization, keeps the person's input in the draft (`contextField`), and puts a text the
 * person chose to use into the field (docs/product/ai-writer.md).
 */
export function WriteWithAi({
  form,
  kind,
  contextField,
  fieldLabel,
  onUse,
}: {
  form: WizardForm;
  kind: AiTextKind;
  contextField: ContextField;
  fieldLabel: string;
  onUse: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const { values } = form;
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconSparkles size={16} aria-hidden />}
        onClick={open}
        aria-label={`${t('onboarding.website.writeWithAi')}: ${fieldLabel}`}
      >
        {t('onboarding.website.writeWithAi')}
      </Button>
      <AiTextDialog
        opened={opened}
        onClose={close}
        kind={kind}
        title={fieldLabel}
        context={values[contextField]}
        onContextChange={(context) => form.setFieldValue(contextField, context)}
        details={{
          country: values.organization_country,
          organization_name: values.organization_name,
          category: values.organization_categories.map((category) => category.name).join(', '),
        }}
        onUse={onUse}
      />
    </>
  );
}
