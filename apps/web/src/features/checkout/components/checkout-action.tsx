import { Alert, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useStartCheckout } from '@/features/checkout/api/start-checkout';
import { useMessage } from '@/lib/use-message';

type CheckoutActionProps = {
  checkout: ReturnType<typeof useStartCheckout>;
  onClick: () => void;
  children: ReactNode;
};

/**
 * The button that starts a checkout, with what follows it: the server's refusal in place, then
 * "Taking you to the payment page…" while the browser leaves for the provider's page.
 */
export function CheckoutAction({ checkout, onClick, children }: CheckoutActionProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  return (
    <>
      {checkout.isError && (
        <Alert color="red" variant="light" role="alert">
          {translate(checkout.error.message)}
        </Alert>
      )}
      {checkout.isSuccess && (
        <Text size="sm" role="status">
          {t('checkout.redirecting')}
        </Text>
      )}
      <Button
        onClick={onClick}
        loading={checkout.isPending || checkout.isSuccess}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      >
        {children}
      </Button>
    </>
  );
}
