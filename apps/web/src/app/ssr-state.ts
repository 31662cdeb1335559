import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError } from '@/lib/api-client';
import type { Language } from '@/lib/i18n';
import { jsonForScript } from '@/lib/json-in-html';

/**
 * What a page rendered on the server hands the browser, so that it takes the page over without
 * asking again or changing it (docs/product/server-rendering.md#hydration): the language it was
 * rendered in, the router's data and the answers the page showed.
 */
export type SsrState = {
  language: Language;
  router: HydrationState;
  queries: DehydratedState;
};

/** The id of the `<script type="application/json">` that carries the state. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** A failed answer travels as its status, message and field errors. */
const API_ERROR_KEY = '$apiError';

/** The state as JSON that is safe inside a script element (`jsonForScript`). */
export function serializeSsrState(state: SsrState): string {
  return jsonForScript(state, (_key, value: unknown) =>
    value instanceof ApiError
      ? { [API_ERROR_KEY]: { status: value.status, message: value.message, errors: value.errors } }
      : value,
  );
}

function isSerializedApiError(
  value: unknown,
): value is { [API_ERROR_KEY]: Pick<ApiError, 'status' | 'message' | 'errors'> } {
  return typeof value === 'object' && value !== null && API_ERROR_KEY in value;
}

/** The state a server-rendered page carries; null for the shell of a page rendered here. */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  return JSON.parse(text, (_key, value: unknown) => {
    if (!isSerializedApiError(value)) return value;
    const { status, message, errors } = value[API_ERROR_KEY];
    return new ApiError(status, message, errors);
  }) as SsrState;
}
