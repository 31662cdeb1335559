import {
  type SaveWebsitePageRequest,
  saveDraftPageResponseSchema,
} from '@givecrowd/shared/organization/draft-api';
import { apiFetch } from '@/lib/api-client';

/**
 * Step 1's page: the site's content, saved into the draft named by slug; the draft gets its
 * subdomain at this save (docs/product/http-contract.md#organization-calls).
 */
export async function saveWebsitePage(input: SaveWebsitePageRequest) {
  const answer = await apiFetch('/api/organization/create/page/2', {
    method: 'POST',
    body: input,
    schema: saveDraftPageResponseSchema,
  });
  return answer.data;
}
