import type {
  ChangeRequestRequest,
  LiveSettingsRequest,
  Settings,
} from '@givecrowd/shared/organization/settings/settings-api';
import {
  CATEGORY_SETTINGS_FIELDS,
  CHANGE_REQUEST_SECTIONS,
  type ChangeRequestSection,
  CONTACT_SETTINGS_FIELDS,
  SITE_SETTINGS_FIELDS,
} from '@givecrowd/shared/organization/settings/settings-fields';
import { SETTINGS_MESSAGES } from '@givecrowd/shared/organization/settings/settings-messages';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DocumentsSection } from '@/components/documents/documents-section';
import { showError } from '@/components/error-banner';
import { NotFoundPage } from '@/components/status-page/not-found-page';
import { ChangeList } from '@/components/verification/change-list';
import { ApiError } from '@/lib/api-client';
import { localToday } from '@/lib/local-today';
import { useMessage, useTranslatedInputErrors } from '@/lib/use-message';
import { useSettings } from '../api/get-settings';
import { useRequestChange } from '../api/request-change';
import { useSaveLiveSettings } from '../api/save-live-settings';
import { useWithdrawChangeRequest } from '../api/withdraw-change-request';
import { IdentityFields } from './identity-fields';
import { type SettingsForm, sectionValues, wizardValuesOf } from './settings-form';
import { PaymentAccountSection, SettingsSection } from './settings-section';

/** The fields of a section drawn by the wizard's own components, given where the app composes. */
export type SectionFields = (props: {
  form: SettingsForm;
  slug: string;
  organization: Settings['organization'];
  /** Reads the settings again (the payment account's state is the provider's). */
  refresh: () => void;
}) => ReactNode;

/** The wizard's components the settings show (docs/product/organization-settings.md#the-page). */
export type SettingsFieldSlots = {
  site: SectionFields;
  taxExemption: SectionFields;
  fcra: SectionFields;
  signatory: SectionFields;
  contact: SectionFields;
  categories: SectionFields;
  bankAccounts: SectionFields;
  paymentAccount: SectionFields;
};

/**
 * `/organizations/{slug}/settings`: an approved organization's site, contact details and legal
 * details (docs/product/organization-settings.md). The owner's only: anyone else sees 'Page not
 * found'.
 */
export function SettingsPage({ fields }: { fields: SettingsFieldSlots }) {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const settings = useSettings(slug);
  useDocumentTitle(t('pages.organizationSettings'));

  if (settings.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  }
  if (settings.isError) {
    if (settings.error instanceof ApiError && settings.error.status === 404) {
      return <NotFoundPage />;
    }
    return (
      <Container size="md" py="xl">
        <Alert color="red" title={t('settings.loadFailed')}>
          <Button variant="light" onClick={() => settings.refetch()}>
            {t('settings.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  // Keyed by the answer, so a saved change starts the form again from what is stored.
  return (
    <SettingsBody
      key={JSON.stringify(settings.data)}
      slug={slug}
      settings={settings.data}
      fields={fields}
      refresh={() => void settings.refetch()}
    />
  );
}

function SettingsBody({
  slug,
  settings,
  fields,
  refresh,
}: {
  slug: string;
  settings: Settings;
  fields: SettingsFieldSlots;
  refresh: () => void;
}) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { organization, pending_change_request: pending } = settings;
  const form: SettingsForm = useForm({
    initialValues: wizardValuesOf(organization),
    enhanceGetInputProps: useTranslatedInputErrors(),
  });
  const saveLive = useSaveLiveSettings(slug);
  const requestChange = useRequestChange(slug);
  const withdraw = useWithdrawChangeRequest(slug);
  const [isWithdrawing, setWithdrawing] = useState(false);
  const isApproved = organization.status === 'approved';
  const isNgo = organization.organization_type === 'ngo';
  const isIndia = organization.country_code === 'IN';
  const siteAddress = organization.site_url ?? `/organization/${slug}`;
  const slotProps = { form, slug, organization, refresh };

  const onFailure = (error: Error) => {
    if (error instanceof ApiError) {
      form.setErrors(Object.fromEntries(error.errors.map((item) => [item.field, item.message])));
    }
    showError(error.message);
  };

  const saveSection = (section: LiveSettingsRequest['section']) => {
    const current = form.getValues();
    const request: LiveSettingsRequest =
      section === 'site'
        ? { section, values: sectionValues(current, SITE_SETTINGS_FIELDS) }
        : section === 'contact'
          ? { section, values: sectionValues(current, CONTACT_SETTINGS_FIELDS) }
          : { section, values: sectionValues(current, CATEGORY_SETTINGS_FIELDS) };
    saveLive.mutate(request, {
      onSuccess: () => notifications.show({ color: 'green', message: t('settings.saved') }),
      onError: onFailure,
    });
  };

  const sendSection = (section: ChangeRequestSection) => {
    const values = sectionValues(form.getValues(), CHANGE_REQUEST_SECTIONS[section]);
    const request = { section, values, today: localToday() } as ChangeRequestRequest;
    requestChange.mutate(request, {
      onSuccess: () => notifications.show({ color: 'green', message: t('settings.sent') }),
      onError: onFailure,
    });
  };

  const liveSection = (section: LiveSettingsRequest['section'], actionLabel: string) => (
    <SettingsSection
      title={t(`settings.sections.${section}`)}
      isReviewed={false}
      actionLabel={actionLabel}
      onAction={() => saveSection(section)}
      isBusy={saveLive.isPending && saveLive.variables?.section === section}
    >
      {fields[section](slotProps)}
    </SettingsSection>
  );

  const legalSection = (section: ChangeRequestSection, title: string, children: ReactNode) => (
    <SettingsSection
      title={title}
      isReviewed
      actionLabel={t('settings.sendForReview')}
      onAction={() => sendSection(section)}
      isBusy={requestChange.isPending && requestChange.variables?.section === section}
      isDisabled={pending !== null}
    >
      {children}
    </SettingsSection>
  );

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {t('settings.title', { name: organization.organization_name })}
          </Title>
          <Text>{t('settings.intro')}</Text>
          <Group>
            <Anchor href={siteAddress} target="_blank" rel="noopener">
              {t('settings.viewSite')}
            </Anchor>
          </Group>
        </Stack>
        {!isApproved && (
          <Alert color="orange.9" variant="light">
            {translate(SETTINGS_MESSAGES.notApproved)}
          </Alert>
        )}
        {pending && (
          <Alert color="blue" variant="light" title={t('settings.pending.title')}>
            <Stack gap="sm">
              <Text size="sm">
                {t('settings.pending.body', {
                  date: new Date(pending.created_at).toLocaleDateString(),
                })}
              </Text>
              <ChangeList changes={pending.changes} />
              <Group>
                <Button variant="default" onClick={() => setWithdrawing(true)}>
                  {t('settings.withdraw.open')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <ConfirmDialog
          opened={isWithdrawing}
          onClose={() => setWithdrawing(false)}
          title={t('settings.withdraw.title')}
          cancelLabel={t('settings.withdraw.keep')}
          confirmLabel={t('settings.withdraw.confirm')}
          onConfirm={() =>
            withdraw.mutate(undefined, {
              onSuccess: () => {
                setWithdrawing(false);
                notifications.show({ color: 'green', message: t('settings.withdraw.done') });
              },
            })
          }
          isBusy={withdraw.isPending}
          failure={withdraw.error ? translate(withdraw.error.message) : null}
        >
          {t('settings.withdraw.body')}
        </ConfirmDialog>
        {isApproved && (
          <>
            {liveSection('site', t('settings.saveSite'))}
            {liveSection('contact', t('settings.saveContact'))}
            {liveSection('categories', t('settings.saveCategories'))}
            {legalSection(
              'identity',
              t('settings.sections.identity'),
              <IdentityFields form={form} />,
            )}
            {legalSection(
              'signatory',
              t('settings.sections.signatory'),
              fields.signatory(slotProps),
            )}
            {isNgo &&
              legalSection(
                'tax_exemption',
                t('settings.sections.tax_exemption'),
                fields.taxExemption(slotProps),
              )}
            {isNgo &&
              isIndia &&
              legalSection('fcra', t('settings.sections.fcra'), fields.fcra(slotProps))}
            {isIndia ? (
              legalSection(
                'bank_accounts',
                t('settings.sections.bank_accounts'),
                fields.bankAccounts(slotProps),
              )
            ) : (
              <PaymentAccountSection>{fields.paymentAccount(slotProps)}</PaymentAccountSection>
            )}
            <Card padding="lg" withBorder>
              <DocumentsSection
                slug={slug}
                headingOrder={2}
                badge={
                  <Badge color="orange.9" variant="filled">
                    {t('settings.reviewedBadge')}
                  </Badge>
                }
              />
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}
