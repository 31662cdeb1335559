export { hostAccess } from './host-access.ts';
export {
  canPreview,
  type PageViewer,
  pageViewer,
  previewOf,
  type SiteAccess,
} from './preview-access.ts';
export {
  SITE_PREVIEW_TTL_SECONDS,
  signSitePreviewToken,
  sitePreviewSigner,
  sitePreviewUrl,
} from './site-preview-token.ts';
