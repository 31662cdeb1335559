import { Anchor, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDraft } from '@/api/get-draft';
import { SiteAddress } from '@/components/site-address';

/**
 * 'Preview site': the organization's site on its own address, in a new tab, showing what was
 * saved. The address exists once page 2 has been saved (the subdomain is given then). Until the
 * organization is approved its site is not public: the link carries the draft's signed preview
 * token (docs/product/verification.md#publication-and-preview).
 */
export function PreviewSiteLink({ slug }: { slug: string | null }) {
  const { t } = useTranslation();
  const draft = useDraft(slug).data;
  const siteUrl = draft?.site_preview_url ?? draft?.site_url;
  if (!siteUrl) {
    return (
      <Text size="sm" c="dimmed">
        {t('onboarding.website.previewLater')}
      </Text>
    );
  }
  return (
    <Anchor href={siteUrl} target="_blank" rel="noopener" size="sm">
      <Group gap={4} wrap="nowrap" component="span">
        {t('onboarding.website.preview')}
        <IconExternalLink size={16} aria-hidden />
      </Group>
    </Anchor>
  );
}

/**
 * The site's address once step 1 gave it (docs/product/site-addresses.md#the-sites-address):
 * the verified own domain, else `{subdomain}.{PLATFORM_DOMAIN}`, shown and copyable.
 */
export function DraftSiteAddress({ slug }: { slug: string | null }) {
  const draft = useDraft(slug).data;
  if (!draft?.site_url) return null;
  const site = new URL(draft.site_url);
  const url =
    draft.organization_domain_status === 'verified' && draft.organization_domain
      ? `${site.protocol}//${draft.organization_domain}${site.port ? `:${site.port}` : ''}`
      : draft.site_url;
  return <SiteAddress url={url} />;
}
