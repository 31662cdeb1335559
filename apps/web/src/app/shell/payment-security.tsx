import { List, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const NOTES = [
  { key: 'footer.pciDss', Icon: IconShieldCheck },
  { key: 'footer.ssl', Icon: IconLock },
  { key: 'footer.hostedCheckout', Icon: IconCreditCard },
] as const;

export function PaymentSecurity() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={t('footer.securityTitle')}>
      <Title order={2} fz="sm" tt="uppercase" c="dimmed" lts={0.5}>
        {t('footer.securityTitle')}
      </Title>
      <List spacing={6} size="sm" center>
        {NOTES.map(({ key, Icon }) => (
          <List.Item
            key={key}
            icon={
              <ThemeIcon size={22} radius="xl" variant="light" color="teal" aria-hidden>
                <Icon size={14} />
              </ThemeIcon>
            }
          >
            {t(key)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
