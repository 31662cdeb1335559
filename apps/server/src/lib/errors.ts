import type { FieldError } from '@givecrowd/shared/api/envelope';

/** Error codes a business function may throw, and the one table mapping them to HTTP. */
const statusByCode = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof statusByCode;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get statusCode(): number {
    return statusByCode[this.code];
  }
}

/** Guard clause: throws a 404 AppError when the value is missing. */
export function invariantFound<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new AppError('not_found', message);
  return value;
}
