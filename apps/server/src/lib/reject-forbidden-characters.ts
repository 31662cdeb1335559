import {
  FORBIDDEN_CHARACTER_MESSAGE,
  hasForbiddenCharacter,
} from '@givecrowd/shared/api/text-rules';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { type InputPlace, invalidInputMessage } from './error-handler.ts';
import { AppError } from './errors.ts';

/**
 * What JSON, query and path parsing make: arrays and objects (the router's and the query
 * parser's have prototypes of their own), never the bytes of a Buffer.
 */
function isContainer(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}

/** A value met while walking, with the key that led to it (a chain back to the root). */
type Visit = { value: unknown; key: string; parent: Visit | null };

function pathTo(visit: Visit): string[] {
  const path: string[] = [];
  for (let step: Visit | null = visit; step?.parent; step = step.parent) path.push(step.key);
  return path.reverse();
}

/**
 * The path (`a.b.0`) of a string value or key below `value` that breaks the text rule, or null.
 * A loop rather than recursion, and no path copied per level: a JSON body may nest thousands of
 * levels deep.
 */
function findForbiddenText(value: unknown): string[] | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (hasForbiddenCharacter(visit.value)) return pathTo(visit);
      continue;
    }
    if (!isContainer(visit.value)) continue;
    for (const [key, child] of Object.entries(visit.value)) {
      const next = { value: child, key, parent: visit };
      if (hasForbiddenCharacter(key)) return pathTo(next);
      pending.push(next);
    }
  }
  return null;
}

const places = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const satisfies readonly (readonly [InputPlace, (request: FastifyRequest) => unknown])[];

/**
 * preValidation, for every route: one text rule for path, query and body
 * (@givecrowd/shared/api/text-rules), before any schema reads them. 400 naming the value.
 */
export function rejectForbiddenCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  for (const [place, read] of places) {
    const path = findForbiddenText(read(request));
    if (!path) continue;
    const field = path.join('.') || place;
    done(
      new AppError('bad_request', invalidInputMessage(place, field, FORBIDDEN_CHARACTER_MESSAGE), {
        errors: [{ field, message: FORBIDDEN_CHARACTER_MESSAGE }],
      }),
    );
    return;
  }
  done();
}
