import { Typography } from '@mantine/core';

/**
 * Text the organization wrote in the wizard's editor. The server cleaned it with the rich-text
 * allow-list when it was saved and again when the site was answered
 * (docs/product/organization-sites.md#what-a-site-shows), so it is shown as HTML.
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
