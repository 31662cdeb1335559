export { hasEmbeddedMarkup, prepareImage } from './prepare-image.ts';
export type { PrivateFolderAccess } from './private-file-access.ts';
export { createPrivateLink, type PrivateLinkDeps, privateLinkDeps } from './private-links.ts';
export {
  acceptUploadForms,
  readUploadForm,
  type UploadForm,
  type UploadFormTexts,
} from './read-upload-form.ts';
export { isOwnUploadFor, isUploadOwnedBy } from './repository.ts';
export { uploadRoutes } from './routes.ts';
export { storeImageUpload } from './store-image-upload.ts';
