import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadCancelledError } from '@/lib/upload-image';

/** An upload is idle, under way (with what the caller shows of its file), cancelled, or failed. */
export type FileUploadState<Shown> =
  | { status: 'idle' }
  | ({ status: 'uploading'; progress: number } & Shown)
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

type Options<Result, Shown> = {
  /** The shared rules' message for a file they refuse; no request is made then. */
  check: (file: File) => string | null | undefined;
  send: (
    file: File,
    signal: AbortSignal,
    onProgress: (progress: number) => void,
  ) => Promise<Result>;
  onUploaded: (result: Result) => void;
  /** What the page shows of the file while it uploads, and how that is let go afterwards. */
  show: (file: File) => Shown;
  release?: (shown: Shown) => void;
};

/**
 * One file's upload: the shared rules first, then the upload with progress, which the person can
 * cancel and a newer file replaces. Unmounting cancels a running upload.
 */
export function useFileUpload<Result, Shown extends object>(options: Options<Result, Shown>) {
  const [state, setState] = useState<FileUploadState<Shown>>({ status: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(async (file: File) => {
    const { check, send, show, release } = optionsRef.current;
    const problem = check(file);
    if (problem) {
      setState({ status: 'failed', message: problem });
      return;
    }
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const shown = show(file);
    setState({ status: 'uploading', progress: 0, ...shown });
    try {
      const result = await send(file, controller.signal, (progress) =>
        setState((current) =>
          current.status === 'uploading' ? { ...current, progress } : current,
        ),
      );
      optionsRef.current.onUploaded(result);
      setState({ status: 'idle' });
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
      release?.(shown);
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  }, []);

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  const fail = useCallback((message: string) => setState({ status: 'failed', message }), []);

  return { state, start, cancel, reset, fail };
}
