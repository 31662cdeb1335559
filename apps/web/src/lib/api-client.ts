import type { FieldError } from '@givecrowd/shared/api/envelope';
import { isFailureEnvelope, readFailureAnswer } from '@givecrowd/shared/api/failure-answer';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import type { z } from 'zod';
import { clearToken, getToken } from './auth-token';

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
  if (!isOk || isFailureEnvelope(body)) {
    // Also failures that are not quite the envelope, e.g. partner-otp-verify's `status: "failed"`.
    const failure = readFailureAnswer(body);
    if (!failure) throw new ApiError(status, API_MESSAGES.unreadableAnswer);
    throw new ApiError(status, failure.message, failure.errors);
  }
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(status, API_MESSAGES.unreadableAnswer);
  return parsed.data;
}

/**
 * The schema a success is checked against, or a loader of it: a page whose answers come with it
 * from the server fetches the schema's code (zod) only when it asks the server itself
 * (docs/product/server-rendering.md#the-home-pages-javascript).
 */
type AnswerSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

type ApiFetchOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: AnswerSchema<T>;
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

/** How a call reaches the API: by path, as `fetch` takes it. */
type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch, read when a call is made (tests stub it). */
let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * Where pages rendered on the server send their calls: into the server itself, with the request's
 * host (docs/product/server-rendering.md#data). Set once by the server entry.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Calls the product API on this origin, by paths such as '/api/countries'. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, signal, token } = options;
  // A schema's code loads while the call is on its way; its failure is the call's (awaited below).
  const schema = Promise.resolve(
    typeof options.schema === 'function' ? options.schema() : options.schema,
  );
  schema.catch(() => undefined);
  let response: Response;
  try {
    response = await transport(path, buildInit(method, body, requestHeaders(token), signal));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw unreachableError();
  }
  const answer = await readJson(response);
  return readAnswer({ status: response.status, body: answer, schema: await schema });
}
