import { BACK_BUTTON_EVENT } from '@givecrowd/shared/analytics/events';
import { toE164Phone } from '@givecrowd/shared/organization/admin-phone';
import { chooseCountry } from '@givecrowd/shared/organization/clear-registration-fields';
import {
  emptyRegistrationForm,
  type RegistrationField,
  registrationFormSchema,
} from '@givecrowd/shared/organization/registration-form';
import { validateRegistrationStep } from '@givecrowd/shared/organization/validate-registration-step';
import { Alert, Button, Container, Group, Loader, Stack, Stepper, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showError } from '../../../components/error-banner';
import { ApiError } from '../../../lib/api-client';
import { useCountries } from '../api/get-countries';
import { draftQueryOptions, useDraft } from '../api/get-draft';
import { useGeoCountry } from '../api/get-geo-country';
import { recordEvent } from '../api/record-event';
import { useSaveRegistrationPage } from '../api/save-registration-page';
import { localToday, useRegistrationForm } from '../use-registration-form';
import {
  clearProgress,
  clearUnsavedForm,
  isAdminVerifiedFor,
  readProgress,
  readUnsavedForm,
  storeProgress,
} from '../wizard-storage';
import { RegistrationStep } from './registration-step';
import { StepPlaceholder } from './step-placeholder';

const STEP_KEYS = ['registration', 'createWebsite', 'verifyPayments'] as const;
const LAST_STEP = STEP_KEYS.length - 1;

/** The step a saved progress page continues at: page 1 saved → step 1, within the steps. */
const stepForProgress = (progressPage: number) => Math.min(Math.max(progressPage, 0), LAST_STEP);

/**
 * The organization wizard (spec §2 Wizard layout, §4): Registration, Create website, Verify
 * payments, with Back and Next (Submit on the last step). The slug and progress page are kept in
 * localStorage, so a reload continues at the saved step with the draft reloaded by slug.
 */
export function OnboardingWizard({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const [searchParams] = useSearchParams();
  const [stored] = useState(readProgress);
  const [slug, setSlug] = useState<string | null>(searchParams.get('slug') ?? stored?.slug ?? null);
  const [active, setActive] = useState(() => stepForProgress(stored?.progressPage ?? 0));
  const [unsaved] = useState(readUnsavedForm);
  const formApi = useRegistrationForm(unsaved ?? emptyRegistrationForm);
  const version = useRef<number | undefined>(undefined);
  const draft = useDraft(slug);
  const countries = useCountries();
  const geo = useGeoCountry();
  const save = useSaveRegistrationPage();
  const queryClient = useQueryClient();

  // The draft, once loaded: its version for the next save, its step, and its fields unless the
  // person has unsaved edits from before the reload.
  const loadedDraft = useRef<string | null>(null);
  useEffect(() => {
    if (!draft.data || loadedDraft.current === draft.data.slug) return;
    loadedDraft.current = draft.data.slug;
    version.current = draft.data.version;
    storeProgress({ slug: draft.data.slug, progressPage: draft.data.progress_page });
    setActive(stepForProgress(draft.data.progress_page));
    if (!unsaved) formApi.load(registrationFormSchema.parse(draft.data));
  }, [draft.data, unsaved, formApi.load]);

  // Preselect the visitor's country by IP, once, and never over a choice or a saved form.
  const triedGeo = useRef(false);
  useEffect(() => {
    if (triedGeo.current || geo.isPending || !countries.data) return;
    triedGeo.current = true;
    if (slug || unsaved || !geo.data) return;
    const country = countries.data.find((candidate) => candidate.code === geo.data);
    if (!country) return;
    formApi.change((current) => (current.country_code ? current : chooseCountry(current, country)));
  }, [geo.isPending, geo.data, countries.data, slug, unsaved, formApi.change]);

  const startOver = () => {
    clearProgress();
    setSlug(null);
    setActive(0);
  };

  const goBack = () => {
    recordEvent({ name: BACK_BUTTON_EVENT, props: { step: active } });
    setActive((step) => Math.max(step - 1, 0));
  };

  const saveRegistration = () => {
    const { form } = formApi;
    const callingCode = countries.data?.find((c) => c.code === form.country_code)?.calling_code;
    const adminPhone = toE164Phone(form.organization_admin_phone, callingCode);
    const result = validateRegistrationStep({
      form,
      isAdminPhoneVerified: isAdminVerifiedFor(adminPhone, form.organization_admin_email),
      today: localToday(),
    });
    if (!result.ok) return formApi.reject(result.field, result.message);
    save.mutate(
      { ...form, ...(slug ? { slug, version: version.current } : {}), today: localToday() },
      {
        onSuccess: (saved) => {
          version.current = saved.organization.version;
          loadedDraft.current = saved.slug;
          queryClient.setQueryData(draftQueryOptions(saved.slug).queryKey, saved.organization);
          storeProgress({ slug: saved.slug, progressPage: saved.progress_page });
          clearUnsavedForm();
          setSlug(saved.slug);
          setActive(1);
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.errors[0]?.field : undefined;
          if (field && field in form) formApi.reject(field as RegistrationField, error.message);
          else showError(error.message);
        },
      },
    );
  };

  const stepLabel = (index: number) => t(`onboarding.steps.${STEP_KEYS[index] ?? 'registration'}`);
  const isLoadingDraft = slug !== null && draft.isPending;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Stepper
          active={active}
          size={isNarrow ? 'xs' : 'sm'}
          iconSize={isNarrow ? 28 : undefined}
          wrap={false}
        >
          {STEP_KEYS.map((key, index) => (
            <Stepper.Step
              key={key}
              label={stepLabel(index)}
              aria-current={index === active ? 'step' : undefined}
            />
          ))}
        </Stepper>

        {draft.isError && (
          <Alert color="red" title={t('onboarding.draftFailed')}>
            <Stack gap="xs" align="flex-start">
              {draft.error.message}
              <Button variant="light" color="red" size="xs" onClick={startOver}>
                {t('onboarding.startOver')}
              </Button>
            </Stack>
          </Alert>
        )}

        {isLoadingDraft ? (
          <Group justify="center" py="xl">
            <Loader aria-label={t('onboarding.loadingDraft')} />
          </Group>
        ) : active === 0 ? (
          <RegistrationStep formApi={formApi} countries={countries.data ?? []} slug={slug} />
        ) : (
          <StepPlaceholder />
        )}

        <Group justify="space-between">
          <Button variant="default" onClick={goBack} disabled={active === 0}>
            {t('onboarding.back')}
          </Button>
          {active === LAST_STEP ? (
            <Button disabled>{t('onboarding.submit')}</Button>
          ) : (
            <Button
              onClick={saveRegistration}
              loading={save.isPending}
              disabled={active !== 0 || isLoadingDraft}
            >
              {t('onboarding.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
