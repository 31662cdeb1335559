import { PRIVATE_UPLOAD_PURPOSES, UPLOAD_PURPOSES } from '../constants.ts';
import { isMediaKey } from '../media/media-url.ts';

/**
 * Which stored files are public and which private, decided by the purpose alone: a key's first
 * folder is its purpose (docs/product/uploads-and-media.md#purposes-and-visibility).
 */

/** The seeded demo campaign images' folder: public, though no upload purpose. */
const DEMO_IMAGES_FOLDER = 'demo';

/**
 * The signed partner agreements' folder: files the server makes, never uploaded, and private like
 * the private uploads (docs/product/partner-agreement.md#storage).
 */
export const SIGNED_AGREEMENTS_FOLDER = 'signed-agreements';

/**
 * The donation receipts' folder: PDFs the server makes (docs/product/donations.md#receipts), private,
 * given out only to whoever holds the gift's access key.
 */
export const DONATION_RECEIPTS_FOLDER = 'donation-receipts';

/**
 * The invoices of what organizations pay the platform: PDFs the server makes
 * (docs/product/payments.md#invoices), private, sent by email only.
 */
export const PAYMENT_INVOICES_FOLDER = 'payment-invoices';

/**
 * The documents organizations upload for their review (docs/product/verification.md#documents):
 * private, opened by their owner and by reviewers through signed links.
 */
export const ORGANIZATION_DOCUMENTS_FOLDER = 'organization-documents';

const privatePurposes: ReadonlySet<string> = new Set(PRIVATE_UPLOAD_PURPOSES);
const privateFolders: ReadonlySet<string> = new Set([
  ...PRIVATE_UPLOAD_PURPOSES,
  SIGNED_AGREEMENTS_FOLDER,
  DONATION_RECEIPTS_FOLDER,
  PAYMENT_INVOICES_FOLDER,
  ORGANIZATION_DOCUMENTS_FOLDER,
]);
const publicFolders: ReadonlySet<string> = new Set([
  ...UPLOAD_PURPOSES.filter((purpose) => !privatePurposes.has(purpose)),
  DEMO_IMAGES_FOLDER,
]);

const firstFolder = (key: string) => key.split('/', 1)[0] ?? '';

export function isPrivatePurpose(purpose: string): boolean {
  return privatePurposes.has(purpose);
}

/** A key of a private file: stored apart, shown only through signed links. */
export function isPrivateMediaKey(key: string): boolean {
  return isMediaKey(key) && privateFolders.has(firstFolder(key));
}

/** A key `/media` may serve: its first folder is a public purpose (or the demo images). */
export function isPublicMediaKey(key: string): boolean {
  return isMediaKey(key) && publicFolders.has(firstFolder(key));
}
