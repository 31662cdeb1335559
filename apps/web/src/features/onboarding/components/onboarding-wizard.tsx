import { BACK_BUTTON_EVENT } from '@givecrowd/shared/analytics/analytics-api';
import type { DraftOrganization } from '@givecrowd/shared/organization/draft-api';
import { isEditableInWizard } from '@givecrowd/shared/organization/organization-status';
import { wizardFormSchema } from '@givecrowd/shared/organization/wizard-form';
import { LAST_STEP_INDEX, stepIndexForProgress } from '@givecrowd/shared/organization/wizard-steps';
import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCountries } from '@/api/get-countries';
import { draftQueryOptions, useDraft } from '@/api/get-draft';
import {
  organizationReviewQueryOptions,
  useOrganizationReview,
} from '@/api/get-organization-review';
import { showError } from '@/components/error-banner';
import { recordEvent } from '@/features/onboarding/api/record-event';
import { ReviewRequestProvider, reviewRequestOf } from '@/features/onboarding/review-request';
import type {
  SavedDraftPage,
  StepSave,
  StepSaveInput,
} from '@/features/onboarding/steps/wizard-step-entry';
import { STEPS, stepAt } from '@/features/onboarding/steps/wizard-steps';
import {
  isMarkField,
  useWizardForm,
  type WizardFieldError,
} from '@/features/onboarding/use-wizard-form';
import {
  clearUnsavedForm,
  NEW_DRAFT_PARAM,
  SUBMITTED_PARAM,
} from '@/features/onboarding/wizard-storage';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';
import { clearProgress, readProgress, storeProgress } from '@/lib/wizard-progress';
import { ActiveStep, type SaveOptions } from './active-step';
import {
  firstRequestedStep,
  hasChangeableField,
  RequestedFieldsAlert,
} from './requested-fields-alert';
import { SubmittedNotice } from './submitted-notice';
import { SuccessScreen } from './success-screen';
import { useStepFocus } from './use-step-focus';
import { WizardStepper } from './wizard-stepper';

/** A submitted organization's wizard: no field can change, as if a reviewer asked for none. */
const READ_ONLY = reviewRequestOf([]);

/**
 * The organization wizard (docs/product/wizard.md#steps): a shell over the steps of STEPS, with
 * Back and Next (Submit on the last step), then the success screen. The slug and progress page
 * are kept in localStorage, so a reload continues at the saved step with the draft reloaded by
 * slug (docs/product/wizard.md#saving-and-reloading); Submit forgets them.
 */
export function OnboardingWizard({ title }: { title: string }) {
  const { t } = useTranslation();
  const translate = useMessage();
  useDocumentTitle(title);
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
  const { stepRef, focusNewStep } = useStepFocus(active);
  const [submitted, setSubmitted] = useState<DraftOrganization | null>(null);
  const step = stepAt(active);
  const countries = useCountries();
  const draft = useDraft(slug);
  // An organization a reviewer asked to fix: only the requested fields are editable.
  const needsInformation = draft.data?.status === 'needs_information';
  // Submitted (and past): shown as it stands, nothing saved (docs/product/wizard.md#a-submitted-organization).
  const isReadOnly = draft.data !== undefined && !isEditableInWizard(draft.data.status);
  const review = useOrganizationReview(slug, { enabled: needsInformation });
  const requestedFields = needsInformation ? review.data?.requested_fields : undefined;
  const request = useMemo(() => {
    if (isReadOnly) return READ_ONLY;
    return requestedFields ? reviewRequestOf(requestedFields) : null;
  }, [isReadOnly, requestedFields]);
  const { form, load, reject } = useWizardForm({
    slug,
    check: (values) => step.validate?.(values, { countries: countries.data ?? [], request }) ?? [],
    request,
  });
  const version = useRef<number | undefined>(undefined);
  const queryClient = useQueryClient();

  // The draft, once loaded: its version for the next save, its step, and its fields.
  const loadedDraft = useRef<string | null>(null);
  useEffect(() => {
    if (!draft.data) return;
    // Reloaded after a payment, the draft keeps its version: a plan is not a page save
    // (docs/product/plans-and-checkout.md#returning-from-a-checkout).
    if (loadedDraft.current === draft.data.slug) return;
    loadedDraft.current = draft.data.slug;
    version.current = draft.data.version;
    setProgressPage(draft.data.progress_page);
    setActive(stepIndexForProgress(draft.data.progress_page));
    if (isEditableInWizard(draft.data.status)) {
      storeProgress({ slug: draft.data.slug, progressPage: draft.data.progress_page });
      load(wizardFormSchema.parse(draft.data));
      return;
    }
    // Nothing of a submitted organization is continued here: a new wizard starts empty, and the
    // form shows what was submitted, never edits this tab kept.
    if (readProgress()?.slug === draft.data.slug) clearProgress();
    load(wizardFormSchema.parse(draft.data), { keepUnsaved: false });
    // Reloaded just after Submit: the success screen again.
    if (searchParams.has(SUBMITTED_PARAM)) setSubmitted(draft.data);
  }, [draft.data, load, searchParams]);

  // Fixing requested information starts at the step of the first field asked about, once.
  const openedRequest = useRef<string | null>(null);
  useEffect(() => {
    if (!needsInformation || !request || !draft.data || openedRequest.current === draft.data.slug)
      return;
    openedRequest.current = draft.data.slug;
    setActive(firstRequestedStep(request));
  }, [needsInformation, request, draft.data]);

  const isLoadingDraft =
    slug !== null && (draft.isPending || (needsInformation && review.isPending));

  const startOver = () => {
    clearProgress();
    setSlug(null);
    setProgressPage(0);
    setActive(0);
  };

  const goBack = () => {
    recordEvent({ name: BACK_BUTTON_EVENT, props: { step: active } });
    focusNewStep();
    setActive((index) => Math.max(index - 1, 0));
  };

  const rememberSaved = (page: SavedDraftPage) => {
    version.current = page.organization.version;
    loadedDraft.current = page.slug;
    queryClient.setQueryData(draftQueryOptions(page.slug).queryKey, page.organization);
    setProgressPage(page.progress_page);
    clearUnsavedForm();
  };

  const continueAfterSave = (page: SavedDraftPage, { advance, onSaved }: SaveOptions) => {
    rememberSaved(page);
    storeProgress({ slug: page.slug, progressPage: page.progress_page });
    // Page 2 is saved even when its subdomain could not be given; the person is told why.
    if (page.subdomain_error) showError(page.subdomain_error);
    setSlug(page.slug);
    // The address names the saved draft, so a reload or a shared link reopens this one.
    if (searchParams.get('slug') !== page.slug)
      setSearchParams({ slug: page.slug }, { replace: true });
    if (advance) {
      focusNewStep();
      setActive((index) => Math.min(index + 1, LAST_STEP_INDEX));
    }
    onSaved?.(page);
  };

  const finish = (page: SavedDraftPage) => {
    rememberSaved(page);
    clearProgress();
    // A resubmission changes where the organization stands: its status and timeline.
    void queryClient.invalidateQueries({
      queryKey: organizationReviewQueryOptions(page.slug).queryKey,
    });
    // The address names the submitted organization: a reload shows this success screen again
    // (docs/product/wizard.md#success-screen), and a new organization starts at /organization/create.
    setSearchParams({ slug: page.slug, [SUBMITTED_PARAM]: '1' }, { replace: true });
    setSubmitted(page.organization);
  };

  /** A refusal: the field the server named is marked; any other failure only uses the banner. */
  const showRefusal = (error: Error) => {
    const field = error instanceof ApiError ? error.errors[0]?.field : undefined;
    if (field && isMarkField(field)) reject({ field, message: error.message });
    else showError(error.message);
  };

  const runSave = (
    save: StepSave,
    failures: readonly WizardFieldError[],
    onSuccess: (page: SavedDraftPage) => void,
  ) => {
    const [failure] = failures;
    if (failure) return reject(failure);
    const input: StepSaveInput = { values: form.getValues(), slug, version: version.current };
    save.mutate(input, { onSuccess, onError: showRefusal });
  };

  const saveStep = (save: StepSave, options: SaveOptions) => {
    // Nothing on a step without requested fields can change: Next only moves on.
    if (request && options.advance && !hasChangeableField(request, active)) {
      focusNewStep();
      setActive((index) => Math.min(index + 1, LAST_STEP_INDEX));
      return;
    }
    runSave(
      save,
      step.validate?.(form.getValues(), { countries: countries.data ?? [], request }) ?? [],
      (page) => continueAfterSave(page, options),
    );
  };

  const submitStep = (submit: StepSave) =>
    runSave(submit, step.submit?.validate(form.getValues(), draft.data) ?? [], finish);

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        <WizardStepper active={submitted ? STEPS.length : active} progressPage={progressPage} />

        {submitted ? (
          <SuccessScreen organization={submitted} />
        ) : (
          <ReviewRequestProvider value={request}>
            {isReadOnly && draft.data && <SubmittedNotice organization={draft.data} />}
            {needsInformation && request && (
              <RequestedFieldsAlert request={request} onOpenStep={setActive} />
            )}
            {needsInformation && review.isError && (
              <Alert color="red" title={t('onboarding.review.failed')}>
                <Stack gap="xs" align="flex-start">
                  {translate(review.error.message)}
                  <Button
                    variant="light"
                    color="red"
                    size="xs"
                    loading={review.isFetching}
                    onClick={() => void review.refetch()}
                  >
                    {t('account.retry')}
                  </Button>
                </Stack>
              </Alert>
            )}
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
            {/* Without the reviewer's request no field could be known editable: no step shows. */}
            {!(needsInformation && review.isError) && (
              <div ref={stepRef} style={{ display: 'contents' }}>
                <ActiveStep
                  key={step.key}
                  step={step}
                  index={active}
                  form={form}
                  slug={slug}
                  isLoadingDraft={isLoadingDraft}
                  isReadOnly={isReadOnly}
                  onBack={goBack}
                  onSave={saveStep}
                  onSubmit={submitStep}
                />
              </div>
            )}
          </ReviewRequestProvider>
        )}
      </Stack>
    </Container>
  );
}
