import { SIGNED_AGREEMENTS_FOLDER } from '@givecrowd/shared/uploads/upload-visibility';
import type { PrivateFolderAccess } from '@/modules/uploads/index.ts';
import { isSignedAgreementOf } from './repository.ts';

/** A signed agreement's PDF is seen by the user it was signed for. */
export const signedAgreementFiles: PrivateFolderAccess = {
  folder: SIGNED_AGREEMENTS_FOLDER,
  canView: ({ db, key, viewerId }) => isSignedAgreementOf({ db, pdfKey: key, userId: viewerId }),
};
