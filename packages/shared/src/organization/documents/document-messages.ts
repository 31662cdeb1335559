import { fillTemplate } from '../../i18n/fill-template.ts';

/** The document texts with parameters (docs/product/messages-and-languages.md#templates). */
export const DOCUMENT_MESSAGE_TEMPLATES = {
  hourlyQuota: 'You can upload at most {{max}} documents an hour. Please try again later.',
} as const;

/**
 * What the document calls answer and the note of their history entry
 * (docs/product/verification.md#documents). None of these is in the spec: all are ours.
 */
export const DOCUMENT_MESSAGES = {
  notMultipart: 'Send the document as multipart/form-data.',
  oneFilePerUpload: 'Please send one document per upload.',
  noFile: 'Please choose a document to upload.',
  unknownKind: 'Please say which document this is.',
  kindNotAsked: 'This document is not asked of this organization.',
  fileType: 'Documents may be PDF, JPG or PNG files.',
  tooLarge: 'The file is too large. Documents may be at most 10 MB.',
  activeContent: 'This PDF contains scripts or actions. Please save it again without them.',
  unreadablePdf:
    'This PDF could not be read. Please save or print it again as a PDF and upload it.',
  notFound: 'Document not found.',
  hourlyQuota: (max: number) => fillTemplate(DOCUMENT_MESSAGE_TEMPLATES.hourlyQuota, { max }),
  /** The note of the history entry an upload after submission adds. */
  uploadedNote: 'Document uploaded.',
} as const;
