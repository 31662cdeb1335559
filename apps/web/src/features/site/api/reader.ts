import { SITE_PREVIEW_PARAMETER } from '@givecrowd/shared/organization/site-api';
import { useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useToken } from '@/lib/auth-token';

/**
 * Who reads a public page. Its owner and reviewers are answered a preview of an organization that
 * is not approved yet, anyone else 'not found' (docs/product/verification.md#publication-and-preview),
 * so an answer is cached per reader: the signed-in user's id, or 'anonymous'.
 */
export function viewerOf(token: string | null): string {
  if (!token) return 'anonymous';
  try {
    const payload = token.split('.')[1] ?? '';
    const { sub } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
    };
    return typeof sub === 'string' ? `user:${sub}` : token;
  } catch {
    return token;
  }
}

export function useViewer(): string {
  return viewerOf(useToken());
}

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
export const ANONYMOUS_READER: SiteReader = { viewer: viewerOf(null), preview: null };

export function useSiteReader(): SiteReader {
  const [searchParams] = useSearchParams();
  const fromAddress = searchParams.get(SITE_PREVIEW_PARAMETER);
  const stored = useSyncExternalStore(noChanges, readStoredPreview, noStoredPreview);
  useEffect(() => {
    if (fromAddress) sessionStorage.setItem(PREVIEW_KEY, fromAddress);
  }, [fromAddress]);
  return { viewer: useViewer(), preview: fromAddress ?? stored };
}
