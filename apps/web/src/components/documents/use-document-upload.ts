import { DOCUMENT_MESSAGES } from '@givecrowd/shared/organization/documents/document-messages';
import {
  checkDocumentFile,
  type DocumentKind,
} from '@givecrowd/shared/organization/documents/organization-documents';
import { useQueryClient } from '@tanstack/react-query';
import {
  organizationDocumentsQueryOptions,
  uploadOrganizationDocument,
} from '@/api/organization-documents';
import { useFileUpload } from '@/hooks/use-file-upload';

/**
 * One document row's upload (`useFileUpload`), showing the file's name while it goes; the answer
 * becomes the section's list.
 */
export function useDocumentUpload({ slug, kind }: { slug: string; kind: DocumentKind }) {
  const queryClient = useQueryClient();
  const { state, start, cancel, fail } = useFileUpload({
    check: checkDocumentFile,
    send: (file, signal, onProgress) =>
      uploadOrganizationDocument({ slug, kind, file, signal, onProgress }),
    onUploaded: (documents) =>
      queryClient.setQueryData(organizationDocumentsQueryOptions(slug).queryKey, documents),
    show: (file) => ({ fileName: file.name }),
  });
  const failOneFile = () => fail(DOCUMENT_MESSAGES.oneFilePerUpload);
  return { state, start, cancel, failOneFile };
}
