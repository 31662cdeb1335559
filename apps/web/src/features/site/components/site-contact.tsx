import type { SiteContact as Contact } from '@givecrowd/shared/organization/site-api';
import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '@/components/page-section/page-section';

function ContactLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Text fz="sm" c="dimmed">
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/** How to reach the organization; nothing when it gave no public email, phone or address. */
export function SiteContact({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const { email, phone, address } = contact;
  if (!email && !phone && address.length === 0) return null;
  return (
    <PageSection id="site-contact" title={t('site.contact.title')}>
      <Stack gap="md">
        {email && (
          <ContactLine icon={<IconMail size={18} />} label={t('site.contact.email')}>
            <Anchor href={`mailto:${email}`}>{email}</Anchor>
          </ContactLine>
        )}
        {phone && (
          <ContactLine icon={<IconPhone size={18} />} label={t('site.contact.phone')}>
            <Anchor href={`tel:${phone.e164}`}>{phone.display}</Anchor>
          </ContactLine>
        )}
        {address.length > 0 && (
          <ContactLine icon={<IconMapPin size={18} />} label={t('site.contact.address')}>
            <Text component="address" fs="normal">
              {address.map((line) => (
                <span key={line} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
            </Text>
          </ContactLine>
        )}
      </Stack>
    </PageSection>
  );
}
