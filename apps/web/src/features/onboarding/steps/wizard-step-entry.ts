import type { Country } from '@givecrowd/shared/catalog/catalog-api';
import type {
  DraftOrganization,
  saveDraftPageResponseSchema,
} from '@givecrowd/shared/organization/draft-api';
import type { WizardValues } from '@givecrowd/shared/organization/wizard-form';
import type { WizardStep } from '@givecrowd/shared/organization/wizard-steps';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { ReviewRequest } from '@/features/onboarding/review-request';
import type { WizardFieldError, WizardForm } from '@/features/onboarding/use-wizard-form';

export type WizardStepProps = {
  form: WizardForm;
  slug: string | null;
  /**
   * Checks the step's rules and saves its page like Next, but stays on the step (step 2's Save
   * draft); `onSaved` runs once the page is saved.
   */
  saveDraft: (onSaved?: (page: SavedDraftPage) => void) => void;
  /** A save of this step's page is under way. */
  isSaving: boolean;
  /**
   * The organization is submitted (docs/product/wizard.md#a-submitted-organization): its fields
   * are read-only and nothing is saved.
   */
  isReadOnly?: boolean;
};

/** What a step's save sends: the form, and the draft it updates once one exists. */
export type StepSaveInput = {
  values: WizardValues;
  slug: string | null;
  version: number | undefined;
};
export type SavedDraftPage = z.infer<typeof saveDraftPageResponseSchema>['data'];
export type StepSave = UseMutationResult<SavedDraftPage, Error, StepSaveInput>;

/**
 * What the wizard shell needs of a step: its screen, its rules for Next, and the save of its
 * draft page; the last step also has the final submit. Without them Next (or Submit) stays
 * disabled.
 */
export type WizardStepEntry = {
  Component: ComponentType<WizardStepProps>;
  /**
   * The step's rules in order: every field the values fail, once, with its first failing message
   * (empty when the step passes). Next shows the first; a marked field is checked again by them.
   */
  validate?: (
    values: WizardValues,
    context: { countries: readonly Country[]; request: ReviewRequest | null },
  ) => readonly WizardFieldError[];
  useSave?: () => StepSave;
  /**
   * The last step's final submit (docs/product/wizard.md#steps): its rules over the values and the
   * draft as last read (the payment state the server keeps), and its save.
   */
  submit?: {
    validate: (
      values: WizardValues,
      draft: DraftOrganization | undefined,
    ) => readonly WizardFieldError[];
    useSave: () => StepSave;
  };
};

/** A shared step (key, page, title) with its entry. */
export type OnboardingStep = WizardStep & WizardStepEntry;
