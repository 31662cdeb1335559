import type { SearchResult } from '@givecrowd/shared/search/search-api';
import { Avatar, NavLink, VisuallyHidden } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconBuildingCommunity, IconExternalLink, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
 * One project of the overlay. On a wide screen it opens in a new tab so the search stays where it
 * was, and says so in its name; on a phone it opens here and ends the search. Named by its title;
 * the percentage and days left describe it.
 */
export function SearchResultLink({
  result,
  opensInNewTab,
  onNavigate,
}: {
  result: SearchResult;
  opensInNewTab: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const detail = useResultDetail(result);
  const Icon = result.type === 'org' ? IconBuildingCommunity : IconSpeakerphone;
  const common = {
    'data-search-item': true,
    'aria-labelledby': opensInNewTab ? `${id}-title ${id}-new-tab` : `${id}-title`,
    'aria-describedby': `${id}-detail`,
    noWrap: true,
    leftSection: (
      <Avatar
        src={result.asset ? toMediaUrl(result.asset) : null}
        alt=""
        radius="md"
        // A logo keeps its shape, however wide; a campaign's photo fills the square.
        styles={result.type === 'org' ? { image: { objectFit: 'contain' } } : undefined}
      >
        <Icon size={20} aria-hidden />
      </Avatar>
    ),
    label: <span id={`${id}-title`}>{result.title}</span>,
    description: <span id={`${id}-detail`}>{detail}</span>,
    style: { borderRadius: 'var(--mantine-radius-md)' },
  };
  if (!opensInNewTab) {
    return <NavLink component={Link} to={resultPath(result)} onClick={onNavigate} {...common} />;
  }
  return (
    <NavLink
      component="a"
      href={resultPath(result)}
      target="_blank"
      rel="noopener"
      {...common}
      rightSection={
        <>
          <IconExternalLink size={16} aria-hidden />
          <VisuallyHidden id={`${id}-new-tab`}>{t('search.opensInNewTab')}</VisuallyHidden>
        </>
      }
    />
  );
}
