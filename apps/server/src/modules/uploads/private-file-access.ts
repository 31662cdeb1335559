import { isPrivateMediaKey } from '@givecrowd/shared/uploads/upload-visibility';
import type { Database } from '@/db/client.ts';
import { isUploadOwnedBy } from './repository.ts';

/**
 * Who may see a private file: the user who uploaded it. The one place to let reviewers in later
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
  return isUploadOwnedBy({ db, key, ownerId: viewerId });
}
