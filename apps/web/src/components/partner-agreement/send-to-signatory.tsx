import { Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';
import { useSendAgreementHandoff } from './send-agreement-handoff';

type SendToSignatoryProps = {
  slug: string;
  /** The signatory's email (organization_admin_email), named in the confirmation. */
  email: string;
};

/**
 * For when the person filling the wizard is not the signatory: emails the signatory a link to
 * read and sign the agreement on their own device (docs/product/partner-agreement.md).
 */
export function SendToSignatory({ slug, email }: SendToSignatoryProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const handoff = useSendAgreementHandoff();
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm" c="dimmed">
        {t('agreement.handoff.hint')}
      </Text>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconMailForward size={16} aria-hidden />}
        loading={handoff.isPending}
        onClick={() => handoff.mutate({ slug })}
      >
        {handoff.isSuccess ? t('agreement.handoff.sendAgain') : t('agreement.handoff.send')}
      </Button>
      <div aria-live="polite">
        {handoff.isSuccess && (
          <Text size="sm" c="teal.8">
            {t('agreement.handoff.sent', { email })}
          </Text>
        )}
        {handoff.isError && (
          <Text size="sm" c="red">
            {translate(handoff.error.message)}
          </Text>
        )}
      </div>
    </Stack>
  );
}
