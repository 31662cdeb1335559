import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Steps 1 and 2 are not built yet (docs/product/wizard.md#steps-1-and-2); until they are, the
 * wizard says so plainly. The stepper names the step, so this text does not repeat it.
 */
export function StepPlaceholder() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <IconTools size={36} stroke={1.5} aria-hidden />
        <Title order={2} size="h4">
          {t('onboarding.placeholder.title')}
        </Title>
        <Text c="dimmed" maw={460}>
          {t('onboarding.placeholder.body')}
        </Text>
      </Stack>
    </Paper>
  );
}
