import { parseOwnDomain } from '@givecrowd/shared/organization/own-domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDraft } from '@/api/get-draft';
import { useCheckOwnDomain } from '@/features/onboarding/api/check-own-domain';
import type { WizardForm } from '@/features/onboarding/use-wizard-form';
import { useMessage } from '@/lib/use-message';

function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {value}
        </Code>
      </Stack>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip
            label={
              copied ? t('onboarding.website.domain.copied') : t('onboarding.website.domain.copy')
            }
          >
            <ActionIcon
              variant="subtle"
              onClick={copy}
              aria-label={`${t('onboarding.website.domain.copy')}: ${label}`}
              mt="md"
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * The organization's own domain (docs/product/site-addresses.md#own-domains): once saved, the TXT
 * record that proves it is the organization's, and 'Check DNS'. Until the record is found the
 * domain is pending and serves nothing.
 */
export function OwnDomainField({ form, slug }: { form: WizardForm; slug: string | null }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const draft = useDraft(slug).data;
  const check = useCheckOwnDomain();
  const { values } = form;
  const typed = parseOwnDomain(values.organization_domain);
  const saved = draft?.organization_domain_record ? draft.organization_domain : null;
  const isSavedDomain = saved !== null && typed === parseOwnDomain(saved);
  const status = draft?.organization_domain_status ?? 'none';

  return (
    <Stack gap="xs">
      <Checkbox
        {...form.getInputProps('is_organization_domain', { type: 'checkbox' })}
        label={t('onboarding.website.domain.use')}
      />
      {values.is_organization_domain && (
        <Stack gap="xs" pl={{ base: 0, sm: 'lg' }}>
          <TextInput
            {...form.getInputProps('organization_domain')}
            label={t('onboarding.website.domain.label')}
            placeholder="www.example.org"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          {!isSavedDomain && typed && (
            <Text size="sm" c="dimmed">
              {t('onboarding.website.domain.saveFirst')}
            </Text>
          )}
          {isSavedDomain && draft?.organization_domain_record && slug && (
            <Stack gap="xs">
              <Group gap="xs">
                <Text size="sm">{t('onboarding.website.domain.status')}</Text>
                <Badge color={status === 'verified' ? 'teal' : 'yellow'} variant="light">
                  {t(`onboarding.website.domain.${status === 'verified' ? 'verified' : 'pending'}`)}
                </Badge>
              </Group>
              {status !== 'verified' && (
                <>
                  <Text size="sm">{t('onboarding.website.domain.instructions')}</Text>
                  <CopyValue
                    label={t('onboarding.website.domain.recordName')}
                    value={draft.organization_domain_record.name}
                  />
                  <CopyValue
                    label={t('onboarding.website.domain.recordValue')}
                    value={draft.organization_domain_record.value}
                  />
                  <Group>
                    <Button
                      variant="light"
                      loading={check.isPending}
                      onClick={() => check.mutate({ slug })}
                    >
                      {t('onboarding.website.domain.check')}
                    </Button>
                  </Group>
                  {check.data && (
                    <Alert
                      color={check.data.status === 'verified' ? 'teal' : 'yellow'}
                      role="status"
                    >
                      {translate(check.data.message)}
                    </Alert>
                  )}
                  {check.error && (
                    <Alert color="red" role="alert">
                      {translate(check.error.message)}
                    </Alert>
                  )}
                </>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
