import { Anchor, Group } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/**
 * "Report this campaign" / "Report this organization" (docs/product/public-pages.md#the-contact-form):
 * opens the contact form with the report topic and this page's address filled in.
 */
export function ReportLink({ kind }: { kind: 'campaign' | 'organization' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const to = `/contact?${new URLSearchParams({ topic: 'report', page: pathname })}`;
  return (
    <Group gap={6} wrap="nowrap">
      <IconFlag size={16} aria-hidden />
      <Anchor component={Link} to={to} size="sm">
        {t(kind === 'campaign' ? 'contact.report.campaign' : 'contact.report.organization')}
      </Anchor>
    </Group>
  );
}
