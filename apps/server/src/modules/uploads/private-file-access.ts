import {
  isPrivateMediaKey,
  SIGNED_AGREEMENTS_FOLDER,
} from '@givecrowd/shared/uploads/upload-visibility';
import type { Database } from '@/db/client.ts';
import { isSignedAgreementOf } from '@/modules/agreements/repository.ts';
import { isUploadOwnedBy } from './repository.ts';

/**
 * Who may see a private file: the user who uploaded it, and for a signed agreement the user it
 * was signed for. The one place to let reviewers in later
 * (docs/product/uploads-and-media.md#private-files-and-signed-links).
 */
export async function canViewPrivateFile({
  db,
  key,
  viewerId,
}: {
  db: Database;
  key: string;
  viewerId: string;
}): Promise<boolean> {
  if (!isPrivateMediaKey(key)) return false;
  if (key.startsWith(`${SIGNED_AGREEMENTS_FOLDER}/`)) {
    return isSignedAgreementOf({ db, pdfKey: key, userId: viewerId });
  }
  return isUploadOwnedBy({ db, key, ownerId: viewerId });
}
