import { messageResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/auth/logout`: ends the session on the server, so the token stops working anywhere. */
export function logout(token: string) {
  return apiFetch('/api/auth/logout', { method: 'POST', token, schema: messageResponseSchema });
}
