import { isIndiaNgo } from '@givecrowd/shared/organization/registration-rule';
import { BANK_ACCOUNTS } from '@givecrowd/shared/payments/payments-form';
import { isIndiaOrganization } from '@givecrowd/shared/payments/payments-rules';
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { draftQueryOptions } from '@/api/get-draft';
import { PricingPlanPicker } from '@/components/pricing-plan-picker/pricing-plan-picker';
import { TermsCheckbox } from '@/features/onboarding/steps/terms-checkbox';
import type { WizardStepProps } from '@/features/onboarding/steps/wizard-step-entry';
import { BankAccountFields } from './bank-account-fields';
import { grantCheckoutPath, isPlanSettled, usesGrantCheckout } from './payment-state';
import { PlanState } from './plan-state';
import { ProviderAccount } from './provider-account';
import { useCheckoutReturn } from './use-checkout-return';

/**
 * Step 2 (docs/product/wizard.md#step-2-verify-payments): outside India the
 * payment-provider account, in India the bank accounts; then the plan (or a grant program's
 * verification donation), the third terms and Save draft, which saves page 3, stays, and opens
 * the plan picker or the grant checkout unless nothing is left to buy.
 */
export function PaymentsStep({ form, slug, saveDraft, isSaving, isReadOnly }: WizardStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { values } = form;
  // The wizard has just loaded the draft: read it again only when a payment may have changed it.
  const draft = useQuery({
    ...draftQueryOptions(slug ?? ''),
    enabled: slug !== null,
    refetchOnMount: false,
  });
  const refreshDraft = draft.refetch;
  const checkoutReturn = useCheckoutReturn(refreshDraft);
  const [isPickerOpen, setPickerOpen] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const isInIndia = isIndiaOrganization(values);

  // A mark of Submit's on the plan or the account goes once the draft shows it settled.
  const { clearFieldError } = form;
  const isSettled = isPlanSettled(draft.data);
  const hasAccount = Boolean(draft.data?.stripe_account_id);
  useEffect(() => {
    if (isSettled) clearFieldError('pricing_plan_data');
    if (hasAccount) clearFieldError('stripe_account_id');
  }, [isSettled, hasAccount, clearFieldError]);

  const choosePlan = () => {
    if (slug && usesGrantCheckout(values)) navigate(grantCheckoutPath(slug));
    else setPickerOpen(true);
  };
  const saveAndChoose = () => {
    setSaved(false);
    saveDraft((page) => {
      setSaved(true);
      if (!isPlanSettled(page.organization)) choosePlan();
    });
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('onboarding.payments.title')}
      </Title>
      {isInIndia
        ? BANK_ACCOUNTS.filter(({ prefix }) => prefix === '' || isIndiaNgo(values)).map(
            (account) => <BankAccountFields key={account.show} form={form} account={account} />,
          )
        : slug && (
            <ProviderAccount
              form={form}
              slug={slug}
              draft={draft.data}
              refreshDraft={() => void refreshDraft()}
            />
          )}
      <Divider my="xs" />
      <PlanState
        form={form}
        draft={draft.data}
        checkoutReturn={checkoutReturn}
        isGrantProgram={values.is_grant_program}
        onChoose={choosePlan}
      />
      <TermsCheckbox form={form} field="third_page_terms" />
      {!isReadOnly && (
        <Group gap="sm">
          <Button variant="default" onClick={saveAndChoose} loading={isSaving}>
            {t('onboarding.payments.saveDraft')}
          </Button>
          {isSaved && (
            <Text size="sm" c="dimmed" role="status">
              {t('onboarding.payments.saved')}
            </Text>
          )}
        </Group>
      )}
      <PricingPlanPicker
        opened={isPickerOpen}
        onClose={() => setPickerOpen(false)}
        countryCode={values.country_code}
      />
    </Stack>
  );
}
