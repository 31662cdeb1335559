import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { type MouseEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';
import { getSignedAgreement } from './get-signed-agreement';

type OpenSignedPdfProps = {
  /** The draft the agreement was signed for, or null for the signer's own (before a save). */
  slug: string | null;
  /** A link to the PDF already known (the signing's answer), for a modified click or a copy. */
  link?: string | null;
};

/** A click that the browser would send to a new tab or window by itself, or a download. */
const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * 'Open the signed PDF' in the wizard (docs/product/partner-agreement.md#the-signed-pdf-again):
 * the link to the PDF lives a few minutes only, so each click asks for a fresh one. The new tab
 * is opened within the click, so popup blockers let it through, and is sent to the PDF once the
 * link arrives. When the tab is blocked all the same, the fresh link is shown to click instead;
 * a failure closes the tab and is shown in place. A link already known stays the anchor's address
 * (a modified click or a copy uses it); without one (after a reload) it is a button.
 */
export function OpenSignedPdf({ slug, link = null }: OpenSignedPdfProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const [fresh, setFresh] = useState<string | null>(null);
  const known = fresh ?? link;
  const [isBlocked, setBlocked] = useState(false);
  const [isOpening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isBusy = useRef(false);

  const open = async () => {
    if (isBusy.current) return;
    isBusy.current = true;
    const tab = window.open('', '_blank');
    // The PDF's tab cannot reach back into the wizard.
    if (tab) tab.opener = null;
    setFailure(null);
    setOpening(true);
    try {
      const answer = await getSignedAgreement(slug);
      const address = new URL(answer.link, window.location.href).href;
      setFresh(address);
      if (tab && !tab.closed) tab.location.href = address;
      else setBlocked(true);
    } catch (error) {
      tab?.close();
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      isBusy.current = false;
      setOpening(false);
    }
  };

  const text = (
    <Group component="span" gap={4} wrap="nowrap">
      {t('agreement.signed.openPdf')}
      <IconExternalLink size={14} aria-hidden />
    </Group>
  );
  return (
    <Stack gap={2} mr="md">
      {isBlocked && (
        <Text size="sm" c="dimmed">
          {t('agreement.signed.popupBlocked')}
        </Text>
      )}
      {known ? (
        <Anchor
          href={known}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-busy={isOpening || undefined}
          onClick={(event) => {
            // The fresh link shown after a blocked tab opens by itself; the next click asks again.
            if (isBlocked) {
              setBlocked(false);
              return;
            }
            if (isModifiedClick(event)) return;
            event.preventDefault();
            void open();
          }}
        >
          {text}
        </Anchor>
      ) : (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-busy={isOpening || undefined}
          onClick={() => void open()}
          style={{ textAlign: 'start' }}
        >
          {text}
        </Anchor>
      )}
      {failure && (
        <Text size="sm" c="red" role="alert">
          {translate(failure)}
        </Text>
      )}
    </Stack>
  );
}
