import { type GenerateTextRequest, generateTextResponseSchema } from '@givecrowd/shared/ai/ai-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** One text from the AI writer (docs/product/ai-writer.md#the-call): `{text, source}`. */
export async function generateText(input: GenerateTextRequest) {
  const answer = await apiFetch('/api/ai/generate', {
    method: 'POST',
    body: input,
    schema: generateTextResponseSchema,
  });
  return answer.data;
}

/** The dialog shows a failure in place, beside the input it came from. */
export function useGenerateText() {
  return useMutation({ mutationFn: generateText, meta: { errorBanner: false } });
}
