import {
  type SavePaymentsPageRequest,
  saveDraftPageResponseSchema,
} from '@givecrowd/shared/organization/draft-api';
import { apiFetch } from '@/lib/api-client';

/**
 * Step 2's Save draft: page 3, the bank accounts and the third terms, saved into the draft named
 * by slug; the step stays (docs/product/http-contract.md#organization-calls).
 */
export async function savePaymentsPage(input: SavePaymentsPageRequest) {
  const answer = await apiFetch('/api/organization/create/page/3', {
    method: 'POST',
    body: input,
    schema: saveDraftPageResponseSchema,
  });
  return answer.data;
}
