import type { UploadPurpose } from '@givecrowd/shared/constants';
import { isPrivatePurpose } from '@givecrowd/shared/uploads/upload-visibility';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { privateLinkQueryOptions } from '@/api/get-private-link';
import { toMediaUrl } from '@/lib/media-url';
import type { UploadedImage } from '@/lib/upload-image';

/** A private preview that keeps failing is asked for again at most this often in a row. */
const MAX_RELOADS = 2;

/**
 * Where a stored image is previewed from (docs/product/uploads-and-media.md#private-files-and-signed-links):
 * a public one from its media URL; a private one (signature, cheque) through a signed link — the
 * upload answer's, otherwise one asked for by key (a saved draft's), asked for again when it has
 * expired or the image fails to load.
 */
export function usePreviewUrl({
  purpose,
  value,
}: {
  purpose: UploadPurpose;
  value: string | null;
}) {
  const isPrivate = isPrivatePurpose(purpose);
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [reloads, setReloads] = useState(0);
  const uploadedLink = uploaded?.key === value ? uploaded.link : null;
  const linkQuery = useQuery({
    ...privateLinkQueryOptions(value ?? ''),
    enabled: isPrivate && value !== null && uploadedLink === null,
  });

  let src: string | undefined;
  if (value !== null) {
    src = isPrivate ? (uploadedLink ?? linkQuery.data?.link) : toMediaUrl(value);
  }

  const { refetch } = linkQuery;
  const onError = useCallback(() => {
    if (!isPrivate || reloads >= MAX_RELOADS) return;
    setReloads((count) => count + 1);
    // The upload's own link failed: fall back to asking by key.
    if (uploadedLink !== null) setUploaded(null);
    else void refetch();
  }, [isPrivate, reloads, uploadedLink, refetch]);
  const onLoad = useCallback(() => setReloads(0), []);

  return { src, onError, onLoad, remember: setUploaded };
}
