import {
  type SaveRegistrationPageRequest,
  saveDraftPageResponseSchema,
} from '@givecrowd/shared/organization/draft-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Step 0's Next: creates the draft, or updates the one named by slug (API.md). */
export async function saveRegistrationPage(input: SaveRegistrationPageRequest) {
  const answer = await apiFetch('/api/organization/create/page/1', {
    method: 'POST',
    body: input,
    schema: saveDraftPageResponseSchema,
  });
  return answer.data;
}

/** The wizard shows a refusal itself: the banner, and the field the server named marked. */
export function useSaveRegistrationPage() {
  return useMutation({ mutationFn: saveRegistrationPage, meta: { errorBanner: false } });
}
