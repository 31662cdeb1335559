import type { FieldError } from './envelope.ts';

/*
 * The failure envelope (docs/product/http-contract.md#envelope-and-errors) read without zod, so a
 * page reads answers before the schemas' code arrives. It accepts what `errorEnvelopeSchema`
 * accepts (failure-answer.test.ts).
 */

export type FailureAnswer = { message: string; errors?: FieldError[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';

/**
 * The message and field errors of a failure answer, also of one that is not quite the envelope
 * (partner-otp-verify's `status: "failed"`); null when the body has no message.
 */
export function readFailureAnswer(body: unknown): FailureAnswer | null {
  if (!isRecord(body) || typeof body.message !== 'string') return null;
  const { errors } = body;
  if (errors === undefined) return { message: body.message };
  if (!Array.isArray(errors) || !errors.every(isFieldError)) return null;
  return {
    message: body.message,
    errors: errors.map(({ field, message }) => ({ field, message })),
  };
}

/** Whether the body is the failure envelope: `{status: false, message, errors?}`. */
export function isFailureEnvelope(body: unknown): boolean {
  return isRecord(body) && body.status === false && readFailureAnswer(body) !== null;
}
