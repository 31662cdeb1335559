import { useOrganizationSite } from '@/features/site/api/get-organization-site';
import { SiteFrame, type SiteFrameProps } from './site-frame';

/** A page of the organization's site at this page's host (docs/product/organization-sites.md#pages). */
export function SitePageFrame(props: SiteFrameProps) {
  return <SiteFrame query={useOrganizationSite()} {...props} />;
}
