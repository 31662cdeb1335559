import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from './envelope.ts';
import { isFailureEnvelope, readFailureAnswer } from './failure-answer.ts';

const failurePick = errorEnvelopeSchema.pick({ message: true, errors: true });

const ERRORS = [{ field: 'name', message: 'Please enter a name.' }];

const BODIES: unknown[] = [
  undefined,
  null,
  'Bad gateway',
  42,
  [],
  [{ message: 'in a list' }],
  {},
  { status: true, data: [] },
  { status: false },
  { status: false, message: 'Nope.' },
  { status: false, message: 'Nope.', errors: ERRORS },
  { status: false, message: 'Nope.', errors: [] },
  { status: false, message: 'Nope.', errors: [{ field: 'name' }] },
  { status: false, message: 'Nope.', errors: [{ field: 1, message: 'x' }] },
  { status: false, message: 'Nope.', errors: 'name' },
  { status: false, message: 'Nope.', errors: null },
  { status: false, message: 7 },
  { status: 'failed', message: 'Invalid code.' },
  { status: 'false', message: 'Nope.' },
  { message: 'Only a message.' },
  { status: false, message: 'Nope.', errors: [{ ...ERRORS[0], extra: true }], more: 1 },
];

describe('the failure envelope read without zod', () => {
  it.each(BODIES.map((body) => [JSON.stringify(body), body]))(
    'agrees with errorEnvelopeSchema on %s',
    (_name, body) => {
      expect(isFailureEnvelope(body)).toBe(errorEnvelopeSchema.safeParse(body).success);
      const parsed = failurePick.safeParse(body);
      expect(readFailureAnswer(body)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
