import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAgreementHandoff } from '@/features/agreement/api/get-agreement-handoff';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';
import { HandoffSigning } from './handoff-signing';

/** A link the server does not know, or no longer honours: not a failure to retry. */
const isDeadLink = (error: Error) =>
  error instanceof ApiError && [400, 404, 410].includes(error.status);

/** A used, expired or unknown link: said plainly, with what to do instead. */
function DeadLink({ isSigned }: { isSigned: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="sm" py="xl">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconLinkOff size={30} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t(isSigned ? 'agreement.signPage.signedTitle' : 'agreement.signPage.deadTitle')}
      </Title>
      <Text maw="44ch">
        {t(isSigned ? 'agreement.signPage.signedBody' : 'agreement.signPage.deadBody')}
      </Text>
    </Stack>
  );
}

/**
 * `/agreement/sign/:token`: the page the signatory's one-time link opens, with no account
 * (docs/product/partner-agreement.md#signing-on-the-signatorys-device).
 */
export function SignAgreementPage() {
  const { t } = useTranslation();
  const translate = useMessage();
  useDocumentTitle(t('agreement.signPage.title'));
  const token = useParams().token ?? '';
  const handoff = useAgreementHandoff(token);

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('agreement.signPage.title')}
        </Title>
        {handoff.isPending ? (
          <Group justify="center" py="xl">
            <Loader aria-label={t('agreement.signPage.loading')} />
          </Group>
        ) : handoff.isError && !isDeadLink(handoff.error) ? (
          <Alert color="red" title={t('agreement.signPage.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              {translate(handoff.error.message)}
              <Button variant="light" color="red" size="xs" onClick={() => handoff.refetch()}>
                {t('agreement.signPage.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : handoff.isError || handoff.data.signed ? (
          <DeadLink isSigned={handoff.data?.signed ?? false} />
        ) : (
          <>
            <Text>
              {t('agreement.signPage.intro', { organization: handoff.data.organization_name })}
            </Text>
            <HandoffSigning token={token} handoff={handoff.data} />
          </>
        )}
      </Stack>
    </Container>
  );
}
