import { PRODUCT_NAME, VERIFICATION_DONATION_MIN_INR } from '@givecrowd/shared/constants';
import type { DraftOrganization } from '@givecrowd/shared/organization/draft-api';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { formatPlanPrice } from '@givecrowd/shared/payments/plan-pricing';
import { Alert, Button, Group, Input, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorId, fieldId, type WizardForm } from '@/features/onboarding/use-wizard-form';
import { useMessage } from '@/lib/use-message';
import { isPlanPurchased, usesGrantCheckout } from './payment-state';
import type { CheckoutReturn } from './use-checkout-return';

type PlanStateProps = {
  form: WizardForm;
  draft: DraftOrganization | undefined;
  checkoutReturn: CheckoutReturn;
  /** A grant program verifies its payment method rather than buying a plan. */
  isGrantProgram: boolean;
  onChoose: () => void;
};

/**
 * The plan (docs/product/wizard.md#step-2-verify-payments): purchased (or, for a grant program,
 * the verification donation made) and counting for the draft as saved, not needed for this
 * account, or a button that opens the picker or the grant checkout. While a checkout that just
 * ended is being confirmed, it says so.
 */
export function PlanState({
  form,
  draft,
  checkoutReturn,
  isGrantProgram,
  onChoose,
}: PlanStateProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const plan = draft?.pricing_plan_data;
  const mark = form.errors.pricing_plan_data;

  let body: ReactNode;
  if (checkoutReturn.state === 'confirming') {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('onboarding.payments.plan.confirming')}</Text>
      </Group>
    );
  } else if (plan && isPlanPurchased(draft)) {
    body = (
      <Group gap={6} c="teal" role="status" wrap="nowrap">
        <IconCircleCheck size={20} aria-hidden />
        <Text fw={500}>
          {translate(
            plan.plan_type === 'donation'
              ? PAYMENTS_MESSAGES.donationCompleted
              : PAYMENTS_MESSAGES.planPurchased(plan.plan_name),
          )}
        </Text>
      </Group>
    );
  } else if (draft?.plan_waived) {
    body = <Text>{t('onboarding.payments.plan.waived')}</Text>;
  } else {
    body = (
      <Stack gap={6} align="flex-start">
        <Button
          id={fieldId('pricing_plan_data')}
          variant="light"
          onClick={onChoose}
          aria-describedby={
            typeof mark === 'string' ? fieldErrorId('pricing_plan_data') : undefined
          }
        >
          {isGrantProgram
            ? t('onboarding.payments.plan.verify')
            : t('onboarding.payments.plan.choose')}
        </Button>
        {typeof mark === 'string' && (
          <Input.Error id={fieldErrorId('pricing_plan_data')}>{translate(mark)}</Input.Error>
        )}
        {usesGrantCheckout(form.values) && (
          <Text size="sm" c="dimmed">
            {t('onboarding.payments.plan.verifyNote', {
              min: formatPlanPrice(VERIFICATION_DONATION_MIN_INR, INDIA_COUNTRY_CODE),
              product: PRODUCT_NAME,
            })}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('onboarding.payments.plan.title')}
      </Title>
      {body}
      <CheckoutNote checkoutReturn={checkoutReturn} />
    </Stack>
  );
}

/** A calm word about a checkout that did not end in a confirmed payment. */
function CheckoutNote({ checkoutReturn }: { checkoutReturn: CheckoutReturn }) {
  const { t } = useTranslation();
  const translate = useMessage();
  let note: string | null = null;
  if (checkoutReturn.state === 'cancelled') note = t('onboarding.payments.plan.cancelled');
  if (checkoutReturn.state === 'pending') note = t('onboarding.payments.plan.pending');
  if (checkoutReturn.state === 'failed') note = translate(checkoutReturn.message);
  if (note === null) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
      {note}
    </Alert>
  );
}
