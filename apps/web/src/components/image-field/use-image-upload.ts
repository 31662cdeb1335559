import type { UploadPurpose } from '@givecrowd/shared/constants';
import { checkImageFile } from '@givecrowd/shared/uploads/image-file';
import { useFileUpload } from '@/hooks/use-file-upload';
import { type UploadedImage, uploadImageFile } from '@/lib/upload-image';

type Options = {
  purpose: UploadPurpose;
  maxBytes: number;
  onUploaded: (image: UploadedImage) => void;
};

/** An image's upload (`useFileUpload`), showing the picked image while it goes. */
export function useImageUpload({ purpose, maxBytes, onUploaded }: Options) {
  return useFileUpload({
    check: (file) => checkImageFile(file, maxBytes),
    send: (file, signal, onProgress) => uploadImageFile({ file, purpose, signal, onProgress }),
    onUploaded,
    show: (file) => ({ previewUrl: URL.createObjectURL(file) }),
    release: ({ previewUrl }) => URL.revokeObjectURL(previewUrl),
  });
}
