import { SITE_PREVIEW_PARAMETER } from '@givecrowd/shared/organization/site-api';
import { useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { ANONYMOUS_VIEWER, useViewer } from '@/lib/viewer';

/** The site's preview token, kept for the tab so the site's other pages keep showing it. */
const PREVIEW_KEY = 'sitePreviewToken';
const noChanges = () => () => {};
const readStoredPreview = () => sessionStorage.getItem(PREVIEW_KEY);
const noStoredPreview = () => null;

/**
 * Who reads an organization's own site: the viewer, and the preview token of a link from the
 * wizard's 'Preview site' (`?preview=`), which lets the owner see the site on its host, where their
 * sign-in does not reach, before it is approved.
 */
export type SiteReader = { viewer: string; preview: string | null };

/** Someone signed out, without a preview token: the public site only. */
export const ANONYMOUS_READER: SiteReader = { viewer: ANONYMOUS_VIEWER, preview: null };

export function useSiteReader(): SiteReader {
  const [searchParams] = useSearchParams();
  const fromAddress = searchParams.get(SITE_PREVIEW_PARAMETER);
  const stored = useSyncExternalStore(noChanges, readStoredPreview, noStoredPreview);
  useEffect(() => {
    if (fromAddress) sessionStorage.setItem(PREVIEW_KEY, fromAddress);
  }, [fromAddress]);
  return { viewer: useViewer(), preview: fromAddress ?? stored };
}
