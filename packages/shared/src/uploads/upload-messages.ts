/**
 * What the upload and media calls answer beyond the file rules in image-file.ts
 * (docs/product/uploads-and-media.md#upload-rules).
 */
export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the image as multipart/form-data.',
  oneImagePerUpload: 'Please send one image per upload.',
  unexpectedFields: 'The upload form has unexpected fields.',
  incomplete: 'The upload was incomplete. Please try again.',
  unreadableForm: 'The upload form could not be read. Please send it as multipart/form-data again.',
  hourlyQuota: (max: number) =>
    `You can upload at most ${max} images an hour. Please try again later.`,
  clientInvalid:
    'The client name may have up to 40 letters, digits, dots, underscores and hyphens.',
  unreadableImage:
    'The image could not be read. It may be damaged, incomplete or not really an image.',
  mediaNotFound: 'No such media.',
  privateKeyInvalid: 'This is not a file key.',
  privateFileNotFound: 'No such file.',
  privateLinkInvalid: 'This link has expired or is not valid. Please open the file again.',
} as const;
