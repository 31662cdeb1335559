import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One section of the settings: its heading, whether it is public at once or checked by a reviewer
 * first, its fields and its button.
 */
export function SettingsSection({
  title,
  isReviewed,
  children,
  actionLabel,
  onAction,
  isBusy,
  isDisabled = false,
}: {
  title: string;
  isReviewed: boolean;
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
  isBusy: boolean;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} padding="lg" withBorder>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Badge color={isReviewed ? 'orange.9' : 'green.9'} variant="filled">
            {isReviewed ? t('settings.reviewedBadge') : t('settings.liveBadge')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {isReviewed ? t('settings.reviewedHint') : t('settings.liveHint')}
        </Text>
        {children}
        <Group>
          <Button onClick={onAction} loading={isBusy} disabled={isDisabled}>
            {actionLabel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The payment account outside India: kept with the provider, so nothing here is saved or
 * reviewed; the provider's own onboarding changes it.
 */
export function PaymentAccountSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} padding="lg" withBorder>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('settings.sections.payment_account')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.paymentAccountHint')}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
