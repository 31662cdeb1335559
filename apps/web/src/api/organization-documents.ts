import {
  type OrganizationDocuments,
  organizationDocumentsResponseSchema,
} from '@givecrowd/shared/organization/documents/documents-api';
import type { DocumentKind } from '@givecrowd/shared/organization/documents/organization-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { sendUploadForm } from '@/lib/upload-image';

const documentsPath = (slug: string) => `/api/organizations/${encodeURIComponent(slug)}/documents`;

export const organizationDocumentsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['organization-documents', slug],
    queryFn: async ({ signal }) =>
      (await apiFetch(documentsPath(slug), { schema: organizationDocumentsResponseSchema, signal }))
        .data,
    // The answer's links are short-lived: read again when the page is looked at again.
    refetchOnWindowFocus: 'always',
    meta: { errorBanner: false },
  });

/**
 * `GET /api/organizations/{slug}/documents`: the owner's documents with signed links, the kinds
 * asked of the organization and those missing (docs/product/verification.md#documents).
 */
export function useOrganizationDocuments(slug: string) {
  return useQuery(organizationDocumentsQueryOptions(slug));
}

/** `POST /api/organizations/{slug}/documents`: one file of a kind, with upload progress. */
export async function uploadOrganizationDocument({
  slug,
  kind,
  file,
  onProgress,
  signal,
}: {
  slug: string;
  kind: DocumentKind;
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}): Promise<OrganizationDocuments> {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file, file.name);
  const answer = await sendUploadForm({
    path: documentsPath(slug),
    form,
    schema: organizationDocumentsResponseSchema,
    onProgress,
    signal,
  });
  return answer.data;
}
