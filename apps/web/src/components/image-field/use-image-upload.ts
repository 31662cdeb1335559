import type { UploadPurpose } from '@givecrowd/shared/constants';
import { checkImageFile } from '@givecrowd/shared/uploads/image-file';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadCancelledError, type UploadedImage, uploadImageFile } from '@/lib/upload-image';

/** An image upload is loading, loaded or cancelled; a failure carries its message. */
export type ImageUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; previewUrl: string }
  | { status: 'loaded' }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

type Options = {
  purpose: UploadPurpose;
  maxBytes: number;
  onUploaded: (image: UploadedImage) => void;
};

/**
 * Checks a picked file with the shared rules (no request when they fail), uploads it with
 * progress, and lets the person cancel. Unmounting cancels a running upload.
 */
export function useImageUpload({ purpose, maxBytes, onUploaded }: Options) {
  const [state, setState] = useState<ImageUploadState>({ status: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      const problem = checkImageFile(file, maxBytes);
      if (problem) {
        setState({ status: 'failed', message: problem });
        return;
      }
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const previewUrl = URL.createObjectURL(file);
      setState({ status: 'uploading', progress: 0, previewUrl });
      try {
        const image = await uploadImageFile({
          file,
          purpose,
          signal: controller.signal,
          onProgress: (progress) =>
            setState((current) =>
              current.status === 'uploading' ? { ...current, progress } : current,
            ),
        });
        onUploadedRef.current(image);
        setState({ status: 'loaded' });
      } catch (error) {
        if (controller.signal.aborted || error instanceof UploadCancelledError) {
          // A newer upload replaced this one: leave its state alone.
          if (controllerRef.current === controller) setState({ status: 'cancelled' });
        } else {
          setState({
            status: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      } finally {
        URL.revokeObjectURL(previewUrl);
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [purpose, maxBytes],
  );

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  const fail = useCallback((message: string) => setState({ status: 'failed', message }), []);

  return { state, start, cancel, reset, fail };
}
