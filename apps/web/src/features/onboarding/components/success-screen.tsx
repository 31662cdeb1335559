import type { DraftOrganization } from '@givecrowd/shared/organization/draft-api';
import { SUCCESS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { isIndiaOrganization } from '@givecrowd/shared/payments/payments-rules';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessage } from '@/lib/use-message';

type SuccessScreenProps = { organization: DraftOrganization };

/**
 * After Submit (docs/product/wizard.md#success-screen): created; then, in India or once payment
 * onboarding is done, that we verify; otherwise that onboarding is unfinished and an email says
 * how to finish it. After a resubmission (docs/product/verification.md#needs-information): that
 * the changes are sent and that we verify. Focus moves to the heading, so a screen reader starts
 * here.
 */
export function SuccessScreen({ organization }: SuccessScreenProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const isResubmitted = organization.status === 'resubmitted';
  const isVerifiedNext =
    isResubmitted || isIndiaOrganization(organization) || organization.payment_onboarded;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={56} lh={1} role="img" aria-label={t('onboarding.success.emoji')}>
          🎉
        </Text>
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          {isResubmitted
            ? t('onboarding.success.resubmitted')
            : translate(SUCCESS_MESSAGES.created)}
        </Title>
        {isVerifiedNext ? (
          <Text>{translate(SUCCESS_MESSAGES.willVerify)}</Text>
        ) : (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconMailForward aria-hidden />}
            title={t('onboarding.success.onboardingTitle')}
            ta="start"
            maw={560}
            role="note"
          >
            {translate(SUCCESS_MESSAGES.onboardingIncomplete)}
          </Alert>
        )}
        <Button component={Link} to="/dashboard">
          {t('onboarding.success.dashboard')}
        </Button>
      </Stack>
    </Paper>
  );
}
