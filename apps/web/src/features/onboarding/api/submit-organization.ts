import {
  type SavePaymentsPageRequest,
  saveDraftPageResponseSchema,
} from '@givecrowd/shared/organization/draft-api';
import { SUBMIT_PAGE } from '@givecrowd/shared/organization/wizard-steps';
import { apiFetch } from '@/lib/api-client';

/**
 * The final submit: step 2's form as page 4, checked with the final rules; the answer is the
 * submitted organization (docs/product/http-contract.md#organization-calls).
 */
export async function submitOrganization(input: SavePaymentsPageRequest) {
  const answer = await apiFetch(`/api/organization/create/page/${SUBMIT_PAGE}`, {
    method: 'POST',
    body: input,
    schema: saveDraftPageResponseSchema,
  });
  return answer.data;
}
