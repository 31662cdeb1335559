import { ANALYTICS_TAG_LIBRARY } from '@/features/site/analytics-tag';

/** The platform's picture for shared links of pages without one of their own. */
export const DEFAULT_SHARE_IMAGE_PATH = '/share-image.png';

export type DocumentHeadTags = {
  title: string;
  description: string;
  /** The absolute address to index; none for a page that is not there. */
  canonical: string | null;
  /** Absolute. */
  image: string;
  type: 'website' | 'article';
  /** The platform's name, or on an organization's host the organization's. */
  siteName: string;
  /** `en_IN`, `hi_IN`. */
  locale: string;
  noIndex: boolean;
  /** The organization's Google Analytics tag, on its own host. */
  analyticsId: string | null;
};

/**
 * The page's head as the server sends it (docs/product/server-rendering.md#head): title,
 * description, canonical address, Open Graph and Twitter card. React escapes every value.
 */
export function DocumentHead(tags: DocumentHeadTags) {
  const { title, description, canonical, image, type, siteName, locale } = tags;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {tags.noIndex && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={image} />
      <meta property="og:locale" content={locale} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {tags.analyticsId && (
        <script
          async
          src={`${ANALYTICS_TAG_LIBRARY}?id=${encodeURIComponent(tags.analyticsId)}`}
          data-analytics-id={tags.analyticsId}
        />
      )}
    </>
  );
}
