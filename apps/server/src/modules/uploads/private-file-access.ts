import { isPrivateMediaKey } from '@givecrowd/shared/uploads/upload-visibility';
import type { Database } from '@/db/client.ts';
import { isUploadOwnedBy } from './repository.ts';

/**
 * Who may see the private files of one folder that another module writes (the signed agreements):
 * that module knows whose they are. Given to the upload routes where the app is put together.
 */
export type PrivateFolderAccess = {
  folder: string;
  canView: (request: { db: Database; key: string; viewerId: string }) => Promise<boolean>;
};

/**
 * Who may see a private file: the user who uploaded it, and in a folder another module keeps,
 * whom that module says (docs/product/uploads-and-media.md#private-files-and-signed-links).
 */
export async function canViewPrivateFile({
  db,
  key,
  viewerId,
  folders,
}: {
  db: Database;
  key: string;
  viewerId: string;
  folders: readonly PrivateFolderAccess[];
}): Promise<boolean> {
  if (!isPrivateMediaKey(key)) return false;
  const kept = folders.find(({ folder }) => key.startsWith(`${folder}/`));
  if (kept) return kept.canView({ db, key, viewerId });
  return isUploadOwnedBy({ db, key, ownerId: viewerId });
}
