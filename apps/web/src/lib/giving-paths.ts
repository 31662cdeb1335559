/** Whom a gift goes to: a campaign, or an organization itself (docs/product/donations.md, Where). */
export type GiftTarget = { kind: 'campaign' | 'organization'; slug: string };

/**
 * The donation form of `target`: `/campaign/{slug}/donate` on every host; an organization's own
 * `/organization/{slug}/donate` on the platform and `/donate` on its host.
 */
export function donateFormPath({ kind, slug }: GiftTarget, isOrganizationHost: boolean): string {
  if (kind === 'campaign') return `/campaign/${slug}/donate`;
  return isOrganizationHost ? '/donate' : `/organization/${slug}/donate`;
}

/** The page a gift is made from, which a donor shares: the campaign's, or the organization's. */
export function givingPagePath({ kind, slug }: GiftTarget, isOrganizationHost: boolean): string {
  if (kind === 'campaign') return `/campaign/${slug}`;
  return isOrganizationHost ? '/' : `/organization/${slug}`;
}
