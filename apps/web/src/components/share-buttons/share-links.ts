/** Where each share button sends the page, WhatsApp first (docs/product/public-pages.md#sharing). */
export const SHARE_NETWORKS = ['whatsapp', 'facebook', 'x', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The address that shares `url`, titled `title`, on `network`. */
export function shareLink(network: ShareNetwork, { url, title }: { url: string; title: string }) {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (network) {
    case 'whatsapp':
      return `https://wa.me/?${query({ text: `${title} ${url}` })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`;
    case 'x':
      return `https://x.com/intent/tweet?${query({ url, text: title })}`;
    case 'email':
      // mailto wants %20 for spaces, not '+'.
      return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`;
  }
}
