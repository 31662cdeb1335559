import { z } from 'zod';

/**
 * Every answer is an envelope (docs/product/http-contract.md#envelope-and-errors): a success is
 * `{status: true, ...}`, a failure `{status: false, message, errors?}`.
 */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const errorEnvelopeSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** `{status: true, data}`: the answer of a call that returns one thing. */
export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), data });

/** `{status: true, data: [...]}`: the answer of a call that returns a list. */
export const listEnvelope = <T extends z.ZodType>(item: T) => okEnvelope(z.array(item));
