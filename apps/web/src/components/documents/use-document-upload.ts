import { DOCUMENT_MESSAGES } from '@givecrowd/shared/organization/documents/document-messages';
import {
  checkDocumentFile,
  type DocumentKind,
} from '@givecrowd/shared/organization/documents/organization-documents';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  organizationDocumentsQueryOptions,
  uploadOrganizationDocument,
} from '@/api/organization-documents';
import { UploadCancelledError } from '@/lib/upload-image';

export type DocumentUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; fileName: string }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

/**
 * One document row's upload: the shared file rules first (no request when they fail), then the
 * upload with progress and cancel; the answer becomes the section's list. Unmounting cancels it.
 */
export function useDocumentUpload({ slug, kind }: { slug: string; kind: DocumentKind }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DocumentUploadState>({ status: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      const problem = checkDocumentFile(file);
      if (problem) {
        setState({ status: 'failed', message: problem });
        return;
      }
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setState({ status: 'uploading', progress: 0, fileName: file.name });
      try {
        const documents = await uploadOrganizationDocument({
          slug,
          kind,
          file,
          signal: controller.signal,
          onProgress: (progress) =>
            setState((current) =>
              current.status === 'uploading' ? { ...current, progress } : current,
            ),
        });
        queryClient.setQueryData(organizationDocumentsQueryOptions(slug).queryKey, documents);
        setState({ status: 'idle' });
      } catch (error) {
        if (controller.signal.aborted || error instanceof UploadCancelledError) {
          if (controllerRef.current === controller) setState({ status: 'cancelled' });
        } else {
          setState({
            status: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [slug, kind, queryClient],
  );

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  const failOneFile = useCallback(
    () => setState({ status: 'failed', message: DOCUMENT_MESSAGES.oneFilePerUpload }),
    [],
  );

  return { state, start, cancel, failOneFile };
}
