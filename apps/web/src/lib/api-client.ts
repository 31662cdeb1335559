import {
  errorEnvelopeSchema,
  type FieldError,
  fieldErrorSchema,
} from '@givecrowd/shared/api/envelope';
import { z } from 'zod';
import { clearToken, getToken } from './auth-token';

const UNREADABLE_ANSWER = 'The server sent an answer we could not read. Please try again.';
/** Failure answers that are not quite the envelope, e.g. partner-otp-verify's `status: "failed"`. */
const failureSchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});

const SERVER_UNAVAILABLE = 'The server cannot answer right now. Please try again in a moment.';
const UNREACHABLE = 'We could not reach the server. Please check your connection and try again.';

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

type ApiFetchOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Sent instead of the stored token, e.g. the signup token for register. */
  token?: string;
};

function buildInit(
  method: string,
  body: unknown,
  signal?: AbortSignal,
  token = getToken(),
): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
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
    throw new ApiError(response.status, response.ok ? UNREADABLE_ANSWER : SERVER_UNAVAILABLE);
  }
}

/** Calls the product API on this origin (paths such as '/api/countries'); see API.md. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal, token } = options;
  let response: Response;
  try {
    response = await fetch(path, buildInit(method, body, signal, token ?? getToken()));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, UNREACHABLE);
  }

  if (response.status === 401) clearToken();
  const json = await readJson(response);

  if (!response.ok || errorEnvelopeSchema.safeParse(json).success) {
    const failure = failureSchema.safeParse(json);
    if (!failure.success) throw new ApiError(response.status, UNREADABLE_ANSWER);
    throw new ApiError(response.status, failure.data.message, failure.data.errors);
  }

  if (!schema) return json as T;
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, UNREADABLE_ANSWER);
  return parsed.data;
}
