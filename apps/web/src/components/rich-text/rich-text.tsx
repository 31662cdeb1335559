import { Typography } from '@mantine/core';

/**
 * Rich text someone wrote in the editor: an organization's story, a campaign's story. The server
 * cleaned it with the rich-text allow-list when it was saved and cleans it again in every answer
 * that carries it (docs/product/organization-sites.md#what-a-site-shows,
 * docs/product/public-pages.md#the-campaign-page), so it is shown as HTML.
 */
export function RichText({ html }: { html: string }) {
  return (
    <Typography
      style={{ overflowWrap: 'anywhere' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
