import { HEADER_TITLE_MAX } from '@givecrowd/shared/constants';
import { Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReviewNote, useFieldReview } from '@/features/onboarding/review-request';
import type { WizardForm } from '@/features/onboarding/use-wizard-form';
import { WriteWithAi } from './write-with-ai';

/** The home page header title: 10 to 55 characters, with a counter and 'Write with AI'. */
export function HeaderTitleField({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const label = t('onboarding.website.headerTitle');
  const length = form.values.homepage_header_title.trim().length;
  const { isLocked, note } = useFieldReview('homepage_header_title');
  return (
    <Stack gap={4}>
      <TextInput
        {...form.getInputProps('homepage_header_title')}
        label={label}
        required
        // A little over the limit can be typed, so the length message can be seen and acted on.
        maxLength={HEADER_TITLE_MAX + 20}
        description={
          <>
            {t('onboarding.website.headerTitleCount', { count: length, max: HEADER_TITLE_MAX })}
            {note && <ReviewNote note={note} />}
          </>
        }
      />
      {!isLocked && (
        <Group justify="flex-end">
          <WriteWithAi
            form={form}
            kind="homepage_title"
            contextField="about_org_context"
            fieldLabel={label}
            onUse={(text) => form.setFieldValue('homepage_header_title', text)}
          />
        </Group>
      )}
    </Stack>
  );
}
