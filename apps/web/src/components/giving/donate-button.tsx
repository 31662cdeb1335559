import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type DonateButtonProps = ButtonProps & { to: string; onClick?: () => void };

/**
 * 'Donate' (docs/product/donations.md, Where): a link to a donation form, shown only where gifts can be made now
 * (`accepts_donations` of the page's answer).
 */
export function DonateButton({ to, ...props }: DonateButtonProps) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={to} {...props}>
      {t('giving.donate')}
    </Button>
  );
}
