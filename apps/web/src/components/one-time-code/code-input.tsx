import { OTP_LENGTH } from '@givecrowd/shared/constants';
import { Input, PinInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type CodeInputProps = {
  value: string;
  onChange: (code: string) => void;
  description?: string;
  hasError?: boolean;
  disabled?: boolean;
};

/**
 * The 4-box one-time code, typed in any case and kept uppercase
 * (docs/product/accounts.md#one-time-codes).
 */
export function CodeInput({ value, onChange, description, hasError, disabled }: CodeInputProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Input.Wrapper label={t('code.label')} description={description} labelProps={{ htmlFor: id }}>
      <PinInput
        id={id}
        length={OTP_LENGTH}
        type={/^[A-Za-z0-9]$/}
        inputMode="text"
        size="lg"
        mt={6}
        value={value}
        onChange={(next) => onChange(next.toUpperCase())}
        error={hasError}
        disabled={disabled}
        getInputProps={(index) => ({
          'aria-label': t('code.box', { index: index + 1, count: OTP_LENGTH }),
          // Inside a dialog, its focus trap starts here rather than on Close.
          'data-autofocus': index === 0 || undefined,
        })}
        oneTimeCode
        autoFocus
      />
    </Input.Wrapper>
  );
}
