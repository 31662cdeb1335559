import { INDIA_COUNTRY_CODE } from '../country-codes.ts';
import { DOCUMENT_MESSAGES as M } from './document-messages.ts';

/*
 * The documents an organization uploads for its review (docs/product/verification.md#documents):
 * which kinds there are, which are asked of an organization, and what a document file may be.
 */

export const DOCUMENT_KINDS = [
  'registration_certificate',
  'tax_exemption_80g',
  'fcra_certificate',
  'pan_card',
  'irs_determination_letter',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The documents' names in English, as the emails write them (the web has its own translations). */
export const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  registration_certificate: 'Founding document',
  tax_exemption_80g: '80G approval',
  fcra_certificate: 'FCRA certificate',
  pan_card: 'PAN card',
  irs_determination_letter: 'IRS determination letter',
};

export const isDocumentKind = (kind: string): kind is DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(kind);

const USA_COUNTRY_CODE = 'US';

/** What decides the documents asked: the organization's saved form, as the review reads it. */
export type DocumentAskingForm = {
  country_code: string;
  organization_type: string;
  organization_is_tax_exemption?: unknown;
  organization_fcra_check?: unknown;
};

const isIndianNgo = (form: DocumentAskingForm) =>
  form.country_code === INDIA_COUNTRY_CODE && form.organization_type === 'ngo';

/** When each kind is asked: the form's country, type and switches, as `isAskedOf` asks fields. */
const ASKED_WHEN: Record<DocumentKind, (form: DocumentAskingForm) => boolean> = {
  registration_certificate: () => true,
  tax_exemption_80g: (form) => isIndianNgo(form) && form.organization_is_tax_exemption === true,
  fcra_certificate: (form) => isIndianNgo(form) && form.organization_fcra_check === true,
  pan_card: (form) => form.country_code === INDIA_COUNTRY_CODE,
  irs_determination_letter: (form) =>
    form.country_code === USA_COUNTRY_CODE && form.organization_type === 'ngo',
};

/**
 * Whether the organization is asked for this document: the registration certificate of every
 * organization, the 80G approval of an Indian NGO whose tax exemption is on, the FCRA certificate
 * of an Indian NGO with FCRA on, the PAN card in India, the IRS determination letter of a US NGO.
 */
export function isDocumentAskedOf(kind: DocumentKind, form: DocumentAskingForm): boolean {
  return ASKED_WHEN[kind](form);
}

/** The kinds asked of the organization, in the order of DOCUMENT_KINDS. */
export function documentsAskedOf(form: DocumentAskingForm): DocumentKind[] {
  return DOCUMENT_KINDS.filter((kind) => isDocumentAskedOf(kind, form));
}

/** A reviewer asks for a document as an item of "needs information": `document:{kind}`. */
const DOCUMENT_ITEM_PREFIX = 'document:';

export const documentRequestItem = (kind: DocumentKind) => `${DOCUMENT_ITEM_PREFIX}${kind}`;

/** The kind a requested item asks for, or null when it is a form field. */
export function documentKindOfItem(item: string): DocumentKind | null {
  if (!item.startsWith(DOCUMENT_ITEM_PREFIX)) return null;
  const kind = item.slice(DOCUMENT_ITEM_PREFIX.length);
  return isDocumentKind(kind) ? kind : null;
}

export const DOCUMENT_FILE_TYPES = [
  { format: 'pdf', mimeType: 'application/pdf', extension: 'pdf', extensions: ['pdf'] },
  { format: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg', extensions: ['jpg', 'jpeg'] },
  { format: 'png', mimeType: 'image/png', extension: 'png', extensions: ['png'] },
] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

export const DOCUMENT_MIME_TYPES: string[] = DOCUMENT_FILE_TYPES.map((type) => type.mimeType);

/** The largest document accepted, checked by the browser and again while the server reads. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
};

/** A document's name as it is kept and shown: at most this many characters. */
const DOCUMENT_NAME_LENGTH = 120;

/**
 * The name a document is kept and shown under: the file's own name as the person's phone or
 * scanner gave it ('PAN card (1).pdf', 'पंजीकरण.pdf'), without folders, control or format
 * characters, runs of spaces, or more than 120 characters; `fallback` when nothing is left.
 */
export function documentFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean).slice(0, DOCUMENT_NAME_LENGTH).join('') || fallback;
}

/**
 * What a browser can check before uploading a document: its type (declared, or the extension when
 * the browser gives none), then its size. Any file name is taken (documentFileName keeps it
 * clean). The first message, or null when it may be sent.
 */
export function checkDocumentFile(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  const extension = extensionOf(file.name);
  const known = DOCUMENT_FILE_TYPES.some((type) =>
    file.type
      ? type.mimeType === file.type
      : (type.extensions as readonly string[]).includes(extension),
  );
  if (!known) return M.fileType;
  if (file.size > DOCUMENT_MAX_BYTES) return M.tooLarge;
  return null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const PDF_SIGNATURE = Array.from('%PDF-', (char) => char.charCodeAt(0));

/** The document type the file's first bytes announce (never its name), or null for any other. */
export function sniffDocumentType(bytes: Uint8Array): DocumentFileType | null {
  const byFormat = (format: DocumentFileType['format']) =>
    DOCUMENT_FILE_TYPES.find((type) => type.format === format) ?? null;
  if (startsWith(bytes, PDF_SIGNATURE)) return byFormat('pdf');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return byFormat('jpeg');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return byFormat('png');
  return null;
}
