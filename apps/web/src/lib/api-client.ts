import { errorEnvelopeSchema, type FieldError } from '@givecrowd/shared/api/envelope';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import type { z } from 'zod';
import { clearToken, getToken } from './auth-token';

/** Failure answers that are not quite the envelope, e.g. partner-otp-verify's `status: "failed"`. */
const failureSchema = errorEnvelopeSchema.pick({ message: true, errors: true });

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];

  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** A call that never reached the server (offline, DNS, refused). */
export const unreachableError = () => new ApiError(0, API_MESSAGES.unreachable);

/** What every call sends: that it wants JSON, and the stored token (or the one given). */
export function requestHeaders(token = getToken()): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

type Answer<T> = {
  status: number;
  /** The parsed JSON body; undefined when the body was not JSON. */
  body: unknown;
  schema?: z.ZodType<T>;
};

/**
 * What every call does with its answer (docs/product/http-contract.md#envelope-and-errors): a 401
 * forgets the stored token; a failure, or a success status carrying an error envelope, becomes
 * an ApiError with the server's message and field errors; a success is checked against `schema`.
 */
export function readAnswer<T>({ status, body, schema }: Answer<T>): T {
  const isOk = status >= 200 && status < 300;
  if (status === 401) clearToken();
  if (body === undefined) {
    throw new ApiError(
      status,
      isOk ? API_MESSAGES.unreadableAnswer : API_MESSAGES.serverUnavailable,
    );
  }
  if (!isOk || errorEnvelopeSchema.safeParse(body).success) {
    const failure = failureSchema.safeParse(body);
    if (!failure.success) throw new ApiError(status, API_MESSAGES.unreadableAnswer);
    throw new ApiError(status, failure.data.message, failure.data.errors);
  }
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(status, API_MESSAGES.unreadableAnswer);
  return parsed.data;
}

type ApiFetchOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Sent instead of the stored token, e.g. the signup token for register. */
  token?: string;
};

function buildInit(method: string, body: unknown, headers: Headers, signal?: AbortSignal) {
  if (body === undefined || body instanceof FormData) {
    return { method, headers, body: body as FormData | undefined, signal };
  }
  headers.set('Content-Type', 'application/json');
  return { method, headers, body: JSON.stringify(body), signal };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Calls the product API on this origin, by paths such as '/api/countries'. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal, token } = options;
  let response: Response;
  try {
    response = await fetch(path, buildInit(method, body, requestHeaders(token), signal));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw unreachableError();
  }
  return readAnswer({ status: response.status, body: await readJson(response), schema });
}
