import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { Params } from 'react-router';
import type { Language } from '@/lib/i18n';
import { toMediaUrl } from '@/lib/media-url';
import { DEFAULT_SHARE_IMAGE_PATH, type DocumentHeadTags } from './document-head';
import { richTextSummary } from './plain-text';

/**
 * What a page tells search engines and link previews (docs/product/server-rendering.md#head):
 * worked out on the server from the answers the page was rendered with.
 */
export type PageHead = {
  title: string;
  description: string;
  /** The picture of a shared link, as a media key; the platform's own picture when absent. */
  imageKey?: string | null;
  type?: 'website' | 'article';
  /** The path (and query) to index instead of the page's own path, when they differ. */
  canonicalPath?: string;
};

export type HeadContext = {
  isOrganizationHost: boolean;
  queryClient: QueryClient;
  params: Params;
  url: URL;
  t: TFunction;
  language: Language;
  /** The organization owning this host, when the page is on an organization's host. */
  site: OrganizationSite | null;
};

/** A page's head, or null when there is nothing at its address: the not-found page, with 404. */
export type PageHeadOf = (context: HeadContext) => PageHead | null;

/**
 * The head of a page of an organization's site: its picture is the header image, else the logo;
 * its words `description`, else the story's, else the header title or the name.
 */
export function siteHead(site: OrganizationSite, title: string, description = ''): PageHead {
  return {
    title,
    description:
      description ||
      richTextSummary(site.organization_story) ||
      site.homepage_header_title ||
      site.organization_name,
    imageKey: site.homepage_header_image ?? site.organization_logo,
  };
}

/** How the answer of one query went: its data, or whether the server said there is none (404). */
export function answerOf<T>(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
): { data: T | undefined; isNotFound: boolean } {
  const state = queryClient.getQueryState<T>(queryKey);
  const error = state?.error as { status?: unknown } | null | undefined;
  return { data: state?.data, isNotFound: error?.status === 404 };
}

/** The platform's name and promise: for pages without their own words, and failed loads. */
export function platformHead(t: TFunction, title = t('app.name')): PageHead {
  return { title, description: t('home.hero.body') };
}

type SitePage = {
  title: string;
  isShown: (site: OrganizationSite) => boolean;
  describe: (site: OrganizationSite) => string;
};

/**
 * A page of an organization's site other than its home page (about us, terms, privacy): null when
 * the site does not show it (docs/product/organization-sites.md#pages).
 */
export function sitePageHead({ site, t }: HeadContext, page: SitePage): PageHead | null {
  if (!site) return platformHead(t);
  if (!page.isShown(site)) return null;
  const title = t('site.pageTitle', { page: page.title, name: site.organization_name });
  return siteHead(site, title, page.describe(site));
}

/** An absolute address of a media key, on the page's own origin when the media base is a path. */
export function absoluteMediaUrl(key: string, origin: string): string {
  return new URL(toMediaUrl(key), origin).href;
}

type DocumentHeadInput = {
  page: PageHead;
  /** False for the not-found pages: not indexed, no canonical address. */
  isFound: boolean;
  origin: string;
  url: URL;
  t: TFunction;
  language: Language;
  site: OrganizationSite | null;
};

/** The tags of the page's head, every address absolute (docs/product/server-rendering.md#head). */
export function documentHeadTags(input: DocumentHeadInput): DocumentHeadTags {
  const { page, isFound, origin, url, t, language, site } = input;
  return {
    title: page.title,
    description: page.description,
    canonical: isFound ? new URL(page.canonicalPath ?? url.pathname, origin).href : null,
    image: page.imageKey
      ? absoluteMediaUrl(page.imageKey, origin)
      : new URL(DEFAULT_SHARE_IMAGE_PATH, origin).href,
    type: page.type ?? 'website',
    siteName: site?.organization_name ?? t('app.name'),
    locale: language === 'hi' ? 'hi_IN' : 'en_IN',
    noIndex: !isFound,
    analyticsId: site?.analytics_id ?? null,
  };
}
