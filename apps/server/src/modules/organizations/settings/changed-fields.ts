import { isDeepStrictEqual } from 'node:util';
import type { FieldError } from '@givecrowd/shared/api/envelope';
import { SETTINGS_MESSAGES } from '@givecrowd/shared/organization/settings/settings-messages';
import { AppError } from '@/lib/errors.ts';

/** The fields among `fields` whose value differs between `before` and `after`. */
export function changedFields<F extends string>(
  fields: readonly F[],
  before: Record<F, unknown>,
  after: Record<F, unknown>,
): F[] {
  return fields.filter((field) => !isDeepStrictEqual(before[field], after[field]));
}

/** A 400 for a save that changes no field. */
export function assertSomethingChanged(fields: readonly string[]): void {
  if (fields.length === 0) throw new AppError('bad_request', SETTINGS_MESSAGES.nothingChanged);
}

/**
 * 400 with the first of the step's failures that names a field of the section: the rules run over
 * the whole form, as the wizard's do, but a section answers only for its own fields (an 80G
 * expired since approval does not block a new signatory).
 */
export function assertSectionRules(errors: readonly FieldError[], fields: readonly string[]): void {
  const own = errors.filter((error) => fields.includes(error.field));
  const [first] = own;
  if (first) throw new AppError('bad_request', first.message, { errors: own });
}
