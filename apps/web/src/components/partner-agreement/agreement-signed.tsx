import { Anchor, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OpenSignedPdf } from './open-signed-pdf';

/** The verification page's address (docs/product/partner-agreement.md). */
export const VERIFY_AGREEMENT_PATH = '/agreement/verify';

type AgreementSignedProps = {
  /** The heading: 'Agreement signed', or with its date. */
  title: string;
  /** The signed PDF (a short-lived link); none where the signer gets it by email only. */
  link?: string | null;
  /**
   * Whose signed PDF to fetch a fresh link for on each click (the draft's slug, or null for the
   * signer's own): where the page stays open longer than a link lives, or after a reload when
   * only the record is known. `link`, if any, stays the anchor's address.
   */
  freshLinkFor?: { slug: string | null };
  /** This document's verification page (a draft's agreement_link), else the page itself. */
  verifyLink?: string;
  /** Its heading's level: 3 in the wizard and the dialog, 2 on a page of its own. */
  level?: 2 | 3;
  children?: ReactNode;
};

/** A signed agreement: its PDF in a new tab, and the way to check a copy of it later. */
export function AgreementSigned({
  title,
  link = null,
  freshLinkFor,
  verifyLink = VERIFY_AGREEMENT_PATH,
  level = 3,
  children,
}: AgreementSignedProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <ThemeIcon color="teal" variant="light" radius="xl" size="lg" aria-hidden>
        <IconCircleCheck size={22} />
      </ThemeIcon>
      <Stack gap={4}>
        <Title order={level} size="h5">
          {title}
        </Title>
        {children}
        <Group gap={6} align="flex-start">
          {freshLinkFor ? (
            <OpenSignedPdf slug={freshLinkFor.slug} link={link} />
          ) : (
            link && (
              <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm" mr="md">
                <Group component="span" gap={4} wrap="nowrap">
                  {t('agreement.signed.openPdf')}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            )
          )}
          <Anchor href={verifyLink} target="_blank" rel="noopener noreferrer" size="sm">
            {t('agreement.signed.verify')}
          </Anchor>
        </Group>
      </Stack>
    </Group>
  );
}
