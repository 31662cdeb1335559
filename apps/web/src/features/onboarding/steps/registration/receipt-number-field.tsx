import { RECEIPT_PREFIX_MAX } from '@givecrowd/shared/constants';
import { FIRST_RECEIPT_SEQUENCE } from '@givecrowd/shared/organization/draft-api';
import { sanitizeReceiptPrefix } from '@givecrowd/shared/organization/formats';
import { ActionIcon, Group, Modal, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReceiptNumber } from '@/features/onboarding/api/get-receipt-number';
import { useInertPage } from '@/features/onboarding/use-inert-page';
import type { WizardForm } from '@/features/onboarding/use-wizard-form';

type ReceiptNumberFieldProps = { form: WizardForm; slug: string | null };

/**
 * The receipt number is the prefix, a dash and a fixed suffix; the dialog explains the format
 * with the first number the server would issue, prefix-unique-year-0001
 * (docs/product/wizard.md#step-0-registration).
 */
export function ReceiptNumberField({ form, slug }: ReceiptNumberFieldProps) {
  const { t } = useTranslation();
  const prefix = form.values.organization_donation_receipt_number;
  const [isOpen, { open, close }] = useDisclosure(false);
  const receipt = useReceiptNumber({ prefix, slug });
  useInertPage(isOpen);
  const suffix = receipt.data
    ? `${receipt.data.unique}-${receipt.data.year}-${FIRST_RECEIPT_SEQUENCE}`
    : '…';

  return (
    <>
      <TextInput
        {...form.getInputProps('organization_donation_receipt_number')}
        label={t('onboarding.receipt.prefix')}
        required
        maxLength={RECEIPT_PREFIX_MAX}
        onChange={(event) =>
          form.setFieldValue(
            'organization_donation_receipt_number',
            sanitizeReceiptPrefix(event.currentTarget.value),
          )
        }
        // Wide enough for all 20 characters; on a phone the suffix moves under the input.
        styles={{ wrapper: { flex: '1 1 14rem' } }}
        inputContainer={(input) => (
          <Group gap="xs">
            {input}
            <Group gap="xs" wrap="nowrap">
              <Text aria-hidden>-</Text>
              <Text c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <VisuallyHidden>{t('onboarding.receipt.suffix')} </VisuallyHidden>
                {suffix}
              </Text>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('onboarding.receipt.explain')}
                onClick={open}
              >
                <IconInfoCircle aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        )}
      />
      <Modal opened={isOpen} onClose={close} title={t('onboarding.receipt.title')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('onboarding.receipt.body')}</Text>
          <Text ff="monospace" fw={700} size="lg">
            {receipt.data?.next ?? '…'}
          </Text>
          <Text size="sm" c="dimmed">
            {t('onboarding.receipt.format')}
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
