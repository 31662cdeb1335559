import { Box, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionMessage } from '@/components/page-section/section-message';
import type { GiftTarget } from '@/lib/giving-paths';
import { useDonationWall } from './get-donation-wall';
import { WallGift } from './wall-gift';

type DonationWallProps = {
  target: GiftTarget;
  /** Whether a gift can be made now: only then does an empty wall invite the first one. */
  acceptsDonations: boolean;
  /** A band of its own across the page, as on an organization's site (like PageSection). */
  asBand?: boolean;
};

/**
 * The latest gifts to a campaign or an organization (docs/product/donations.md, Public), newest first, with
 * 'Show more'. Where no gift can be made, it shows only when there are gifts to show.
 */
export function DonationWall({ target, acceptsDonations, asBand = false }: DonationWallProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const wall = useDonationWall(target);
  const gifts = wall.data?.pages.flatMap((page) => page.data) ?? [];
  if (!acceptsDonations && gifts.length === 0) return null;

  const body = () => {
    if (gifts.length > 0) {
      return (
        <Stack gap="md">
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {gifts.map((gift, index) => (
              // Gifts have no id on a wall; their order is the server's, newest first.
              // biome-ignore lint/suspicious/noArrayIndexKey: pages only ever add to the end.
              <WallGift key={index} gift={gift} />
            ))}
          </Stack>
          {wall.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void wall.fetchNextPage()}
              loading={wall.isFetchingNextPage}
              w="fit-content"
            >
              {t('giving.wall.showMore')}
            </Button>
          )}
        </Stack>
      );
    }
    if (wall.isPending) {
      return (
        <Center py="md">
          <Loader size="sm" aria-label={t('giving.wall.loading')} />
        </Center>
      );
    }
    if (wall.isError) {
      return (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('giving.wall.error')}
          </Text>
          <Button variant="default" size="xs" onClick={() => void wall.refetch()}>
            {t('giving.wall.retry')}
          </Button>
        </Stack>
      );
    }
    return (
      <SectionMessage icon={<IconHeartHandshake aria-hidden />}>
        {t('giving.wall.empty')}
      </SectionMessage>
    );
  };

  const content = (
    <>
      <Title id={headingId} order={2} mb={asBand ? 'lg' : 'md'}>
        {t('giving.wall.title')}
      </Title>
      {body()}
    </>
  );
  return asBand ? (
    <Container
      component="section"
      size="lg"
      w="100%"
      py={{ base: 32, sm: 48 }}
      aria-labelledby={headingId}
    >
      {content}
    </Container>
  ) : (
    <Box component="section" aria-labelledby={headingId}>
      {content}
    </Box>
  );
}
