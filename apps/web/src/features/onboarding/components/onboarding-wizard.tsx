import { BACK_BUTTON_EVENT } from '@givecrowd/shared/analytics/analytics-api';
import { type WizardField, wizardFormSchema } from '@givecrowd/shared/organization/wizard-form';
import { LAST_STEP_INDEX, stepIndexForProgress } from '@givecrowd/shared/organization/wizard-steps';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Stepper,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showError } from '@/components/error-banner';
import { useCountries } from '@/features/onboarding/api/get-countries';
import { draftQueryOptions, useDraft } from '@/features/onboarding/api/get-draft';
import { recordEvent } from '@/features/onboarding/api/record-event';
import type {
  OnboardingStep,
  SavedDraftPage,
  StepSave,
} from '@/features/onboarding/steps/wizard-step-entry';
import { STEPS, stepAt } from '@/features/onboarding/steps/wizard-steps';
import { useWizardForm } from '@/features/onboarding/use-wizard-form';
import {
  clearProgress,
  clearUnsavedForm,
  NEW_DRAFT_PARAM,
  readProgress,
  storeProgress,
} from '@/features/onboarding/wizard-storage';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';

type StepButtonsProps = {
  step: OnboardingStep;
  index: number;
  isLoadingDraft: boolean;
  onBack: () => void;
  onNext: (save: StepSave) => void;
};

/**
 * Back, and Next (Submit on the last step). Keyed by step, so each step's own save hook is
 * called by a component of its own; a step without a save keeps Next and Submit disabled.
 */
function StepButtons({ step, index, isLoadingDraft, onBack, onNext }: StepButtonsProps) {
  const { t } = useTranslation();
  const save = step.useSave?.();
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={onBack} disabled={index === 0}>
        {t('onboarding.back')}
      </Button>
      <Button
        onClick={() => save && onNext(save)}
        loading={save?.isPending}
        disabled={!save || isLoadingDraft}
      >
        {index === LAST_STEP_INDEX ? t('onboarding.submit') : t('onboarding.next')}
      </Button>
    </Group>
  );
}

/**
 * The organization wizard (docs/product/wizard.md#steps): a shell over the steps of STEPS, with
 * Back and Next (Submit on the last step). The slug and progress page are kept in localStorage,
 * so a reload continues at the saved step with the draft reloaded by slug
 * (docs/product/wizard.md#saving-and-reloading).
 */
export function OnboardingWizard({ title }: { title: string }) {
  const { t } = useTranslation();
  const translate = useMessage();
  useDocumentTitle(title);
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const [searchParams, setSearchParams] = useSearchParams();
  const [stored] = useState(readProgress);
  const [slug, setSlug] = useState<string | null>(
    () =>
      searchParams.get('slug') ?? (searchParams.has(NEW_DRAFT_PARAM) ? null : stored?.slug) ?? null,
  );
  // The highest draft page saved: a step whose page is saved shows its check mark, wherever the
  // person is (docs/product/wizard.md#steps).
  const [progressPage, setProgressPage] = useState(
    stored && stored.slug === slug ? stored.progressPage : 0,
  );
  const [active, setActive] = useState(() => stepIndexForProgress(progressPage));
  const step = stepAt(active);
  const countries = useCountries();
  const { form, load, reject } = useWizardForm({
    hasDraft: slug !== null,
    check: (values) => step.validate?.(values, { countries: countries.data ?? [] }) ?? [],
  });
  const version = useRef<number | undefined>(undefined);
  const draft = useDraft(slug);
  const queryClient = useQueryClient();

  // The draft, once loaded: its version for the next save, its step, and its fields.
  const loadedDraft = useRef<string | null>(null);
  useEffect(() => {
    if (!draft.data || loadedDraft.current === draft.data.slug) return;
    loadedDraft.current = draft.data.slug;
    version.current = draft.data.version;
    storeProgress({ slug: draft.data.slug, progressPage: draft.data.progress_page });
    setProgressPage(draft.data.progress_page);
    setActive(stepIndexForProgress(draft.data.progress_page));
    load(wizardFormSchema.parse(draft.data));
  }, [draft.data, load]);

  const isLoadingDraft = slug !== null && draft.isPending;

  const startOver = () => {
    clearProgress();
    setSlug(null);
    setProgressPage(0);
    setActive(0);
  };

  const goBack = () => {
    recordEvent({ name: BACK_BUTTON_EVENT, props: { step: active } });
    setActive((index) => Math.max(index - 1, 0));
  };

  const continueAfterSave = (page: SavedDraftPage) => {
    version.current = page.organization.version;
    loadedDraft.current = page.slug;
    queryClient.setQueryData(draftQueryOptions(page.slug).queryKey, page.organization);
    storeProgress({ slug: page.slug, progressPage: page.progress_page });
    setProgressPage(page.progress_page);
    clearUnsavedForm();
    // Page 2 is saved even when its subdomain could not be given; the person is told why.
    if (page.subdomain_error) showError(page.subdomain_error);
    setSlug(page.slug);
    // The address names the saved draft, so a reload or a shared link reopens this one.
    if (searchParams.get('slug') !== page.slug)
      setSearchParams({ slug: page.slug }, { replace: true });
    setActive((index) => Math.min(index + 1, LAST_STEP_INDEX));
  };

  const goNext = (save: StepSave) => {
    const values = form.getValues();
    const [failure] = step.validate?.(values, { countries: countries.data ?? [] }) ?? [];
    if (failure) return reject(failure);
    save.mutate(
      { values, slug, version: version.current },
      {
        onSuccess: continueAfterSave,
        onError: (error) => {
          const field = error instanceof ApiError ? error.errors[0]?.field : undefined;
          if (field && field in values) {
            reject({ field: field as WizardField, message: error.message });
          } else {
            showError(error.message);
          }
        },
      },
    );
  };

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
          // On a phone each label goes under its icon, so the three steps fit 320 px.
          labelPosition={isNarrow ? 'bottom' : 'right'}
          styles={
            isNarrow ? { separator: { marginInline: 'var(--mantine-spacing-xs)' } } : undefined
          }
        >
          {STEPS.map(({ key, page }, index) => {
            const isSaved = page <= progressPage;
            return (
              <Stepper.Step
                key={key}
                label={
                  <>
                    {t(`onboarding.steps.${key}`)}
                    {isSaved && <VisuallyHidden>, {t('onboarding.stepSaved')}</VisuallyHidden>}
                  </>
                }
                icon={isSaved ? <IconCheck size={16} stroke={3} aria-hidden /> : undefined}
                aria-current={index === active ? 'step' : undefined}
              />
            );
          })}
        </Stepper>

        {draft.isError && (
          <Alert color="red" title={t('onboarding.draftFailed')}>
            <Stack gap="xs" align="flex-start">
              {translate(draft.error.message)}
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
        ) : (
          <step.Component form={form} slug={slug} />
        )}

        <StepButtons
          key={step.key}
          step={step}
          index={active}
          isLoadingDraft={isLoadingDraft}
          onBack={goBack}
          onNext={goNext}
        />
      </Stack>
    </Container>
  );
}
