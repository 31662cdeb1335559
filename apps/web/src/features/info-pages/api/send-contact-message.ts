import { type ContactRequest, contactResponseSchema } from '@givecrowd/shared/contact/contact-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/contact` (docs/product/public-pages.md#the-contact-form): `{status, message}`. */
export function sendContactMessage(input: ContactRequest) {
  return apiFetch('/api/contact', { method: 'POST', body: input, schema: contactResponseSchema });
}

/** The form shows a refusal at its fields and in the banner itself. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage, meta: { errorBanner: false } });
}
