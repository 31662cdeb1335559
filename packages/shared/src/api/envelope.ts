import { z } from 'zod';

/** API.md: every failure answers `{status: false, message, errors?}`. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const errorEnvelopeSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
