import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type DonateButtonProps = ButtonProps & { to: string; onClick?: () => void };

/**
 * 'Donate' (docs/product/donations.md, Where): a link to a donation form, shown only where gifts can be made now
 * (`accepts_donations` of the page's answer). A plain link: the form is a page of its own, loaded
 * as a document with its own script, not a page of the app (docs/decisions/012).
 */
export function DonateButton({ to, ...props }: DonateButtonProps) {
  const { t } = useTranslation();
  return (
    <Button component="a" href={to} {...props}>
      {t('giving.donate')}
    </Button>
  );
}
