import {
  type SaveRegistrationPageRequest,
  saveDraftPageResponseSchema,
} from '@givecrowd/shared/organization/draft-api';
import { apiFetch } from '@/lib/api-client';

/**
 * Step 0's page: creates the draft, or updates the one named by slug
 * (docs/product/http-contract.md#organization-calls).
 */
export async function saveRegistrationPage(input: SaveRegistrationPageRequest) {
  const answer = await apiFetch('/api/organization/create/page/1', {
    method: 'POST',
    body: input,
    schema: saveDraftPageResponseSchema,
  });
  return answer.data;
}
