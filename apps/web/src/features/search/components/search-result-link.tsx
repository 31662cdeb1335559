import type { SearchResult } from '@givecrowd/shared/search/search-api';
import { Avatar, NavLink, VisuallyHidden } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconBuildingCommunity, IconExternalLink, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toMediaUrl } from '@/lib/media-url';

/** Where a result leads: an organization's or a campaign's public page. */
function resultPath({ type, slug }: SearchResult): string {
  return type === 'org' ? `/organization/${slug}` : `/campaign/${slug}`;
}

function useResultDetail(result: SearchResult): string {
  const { t } = useTranslation();
  if (result.type === 'org') return t('search.organization');
  const funded = t('campaignCard.funded', { percentage: result.percentage });
  const time =
    result.remaining_days > 0
      ? t('campaignCard.daysLeft', { count: result.remaining_days })
      : t('campaignCard.ended');
  return `${funded} · ${time}`;
}

/**
 * One project of the overlay, opened in a new tab so the search stays where it was. Named by its
 * title (and that it opens a new tab); the percentage and days left describe it.
 */
export function SearchResultLink({ result }: { result: SearchResult }) {
  const { t } = useTranslation();
  const id = useId();
  const detail = useResultDetail(result);
  const Icon = result.type === 'org' ? IconBuildingCommunity : IconSpeakerphone;
  return (
    <NavLink
      component="a"
      href={resultPath(result)}
      target="_blank"
      rel="noopener"
      data-search-item
      aria-labelledby={`${id}-title ${id}-new-tab`}
      aria-describedby={`${id}-detail`}
      noWrap
      leftSection={
        <Avatar src={result.asset ? toMediaUrl(result.asset) : null} alt="" radius="md">
          <Icon size={20} aria-hidden />
        </Avatar>
      }
      label={<span id={`${id}-title`}>{result.title}</span>}
      description={<span id={`${id}-detail`}>{detail}</span>}
      rightSection={
        <>
          <IconExternalLink size={16} aria-hidden />
          <VisuallyHidden id={`${id}-new-tab`}>{t('search.opensInNewTab')}</VisuallyHidden>
        </>
      }
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}
