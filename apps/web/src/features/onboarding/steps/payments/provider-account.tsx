import type { DraftOrganization } from '@givecrowd/shared/organization/draft-api';
import {
  Alert,
  Button,
  Group,
  Input,
  Loader,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConnectStripe } from '@/features/onboarding/api/connect-stripe';
import { useOnboardingStatus } from '@/features/onboarding/api/get-onboarding-status';
import { fieldErrorId, fieldId, type WizardForm } from '@/features/onboarding/use-wizard-form';
import { useMessage } from '@/lib/use-message';
import { useRefreshOnReturn } from './use-refresh-on-return';

type ProviderAccountProps = {
  form: WizardForm;
  slug: string;
  draft: DraftOrganization | undefined;
  /** Reloads the draft, whose account and onboarding state are the server's. */
  refreshDraft: () => void;
  /** Off where the page's own heading names the account (the settings). */
  showHeading?: boolean;
};

/**
 * Outside India (docs/product/plans-and-checkout.md#payment-account): the connect button; once an
 * account exists, Continue opens the provider's onboarding in a new tab through the link the
 * server gave the owner (the status's, kept fresh, or the connect answer's), and the status is
 * read again whenever the person comes back to this tab.
 */
export function ProviderAccount({
  form,
  slug,
  draft,
  refreshDraft,
  showHeading = true,
}: ProviderAccountProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { values } = form;
  const connect = useConnectStripe();
  const accountId = connect.data?.accountId ?? draft?.stripe_account_id ?? null;
  const status = useOnboardingStatus(accountId);
  const mark = form.errors.stripe_account_id;
  const onboardingUrl = status.data?.url ?? connect.data?.url;

  useRefreshOnReturn(() => {
    void status.refetch();
    refreshDraft();
  }, accountId !== null);

  const connectNow = () =>
    connect.mutate(
      {
        business_type: values.organization_type === 'ngo' ? 'non_profit' : 'company',
        email: values.organization_email,
        country: values.country_code,
        country_name: values.organization_country,
        domain: window.location.origin,
        slug,
      },
      {
        onSuccess: () => {
          form.clearFieldError('stripe_account_id');
          refreshDraft();
        },
      },
    );

  return (
    <Stack gap="sm" id={`${fieldId('stripe_account_id')}-group`}>
      {showHeading && (
        <Title order={3} size="h5">
          {t('onboarding.payments.provider.title')}
        </Title>
      )}
      <Text size="sm">{t('onboarding.payments.provider.intro')}</Text>
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="note">
        {t('onboarding.payments.provider.countryWarning', { country: values.organization_country })}
      </Alert>

      {accountId === null ? (
        <Button
          id={fieldId('stripe_account_id')}
          w="fit-content"
          onClick={connectNow}
          loading={connect.isPending}
          aria-describedby={
            typeof mark === 'string' ? fieldErrorId('stripe_account_id') : undefined
          }
        >
          {t('onboarding.payments.provider.connect')}
        </Button>
      ) : (
        <Group gap="md" wrap="wrap">
          <Button
            component="a"
            href={onboardingUrl}
            disabled={onboardingUrl === undefined}
            target="_blank"
            rel="noopener"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('onboarding.payments.provider.continue')}
            <VisuallyHidden> ({t('onboarding.payments.provider.newTab')})</VisuallyHidden>
          </Button>
          <OnboardingStatus status={status} />
        </Group>
      )}

      {connect.isError && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            {translate(connect.error.message)}
            <Button variant="light" color="red" size="xs" onClick={connectNow}>
              {t('onboarding.payments.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {typeof mark === 'string' && (
        <Input.Error id={fieldErrorId('stripe_account_id')}>{translate(mark)}</Input.Error>
      )}
    </Stack>
  );
}

type StatusQuery = ReturnType<typeof useOnboardingStatus>;

/** 'Onboarding complete' or 'Onboarding not finished', spoken when it changes. */
function OnboardingStatus({ status }: { status: StatusQuery }) {
  const { t } = useTranslation();
  const translate = useMessage();
  if (status.isPending) {
    return <Loader size="sm" aria-label={t('onboarding.payments.provider.checking')} />;
  }
  if (status.isError) {
    return (
      <Group gap="xs" role="status">
        <Text size="sm" c="red">
          {translate(status.error.message)}
        </Text>
        <Button variant="subtle" size="xs" onClick={() => void status.refetch()}>
          {t('onboarding.payments.retry')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap={6} role="status" c={status.data.onboarded ? 'teal' : undefined}>
      {status.data.onboarded && <IconCircleCheck size={18} aria-hidden />}
      <Text size="sm" fw={500}>
        {status.data.onboarded
          ? t('onboarding.payments.provider.complete')
          : t('onboarding.payments.provider.incomplete')}
      </Text>
    </Group>
  );
}
