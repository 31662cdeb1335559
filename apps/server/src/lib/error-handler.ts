import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorEnvelope, FieldError } from '@givecrowd/shared/api/envelope';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { AppError } from './errors.ts';

/** How long a client should wait before asking again while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export type InputPlace = 'body' | 'querystring' | 'params' | 'headers';

const placeNames: Record<InputPlace, string> = {
  body: 'field',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

/** `Invalid {field|query parameter|path parameter|header} {name}: {reason}`, the 400 of any bad input. */
export function invalidInputMessage(place: InputPlace, field: string, reason: string): string {
  return `Invalid ${placeNames[place]} ${field}: ${reason}`;
}

function describeValidation(error: FastifyError): ErrorEnvelope {
  const place = (error.validationContext ?? 'body') as InputPlace;
  const errors: FieldError[] = (error.validation ?? []).map((issue) => ({
    field:
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      error.validationContext ||
      'request',
    message: issue.message ?? 'Invalid value.',
  }));
  const first = errors[0];
  const message = first
    ? invalidInputMessage(place, first.field, first.message)
    : API_MESSAGES.invalidRequest;
  return { status: false, message, errors };
}

/**
 * Every error becomes the error envelope (docs/product/http-contract.md#envelope-and-errors); 5xx details
 * are logged, never sent. It also answers the router's own errors (Fastify's `frameworkErrors`:
 * a broken %-encoding, a path parameter over its length), which never reach a route.
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    const body: ErrorEnvelope = { status: false, message: error.message };
    if (error.errors) body.errors = error.errors;
    return reply.code(error.statusCode).send(body);
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return reply.code(400).send(describeValidation(error));
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply
      .code(statusCode)
      .send({ status: false, message: clientMessage(error, statusCode) });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.code(503).send({ status: false, message: API_MESSAGES.serverUnavailable });
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(statusCode >= 500 && statusCode < 600 ? statusCode : 500)
    .send({ status: false, message: API_MESSAGES.serverError });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

const messageByCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: API_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: API_MESSAGES.invalidJson,
  FST_ERR_BAD_URL: API_MESSAGES.invalidUrl,
  FST_ERR_MAX_PARAM_LENGTH: API_MESSAGES.urlTooLong,
};

function clientMessage(error: FastifyError, statusCode: number): string {
  if (statusCode === 413) return API_MESSAGES.requestTooLarge;
  if (statusCode === 415) return API_MESSAGES.unsupportedContentType;
  if (statusCode === 429) return API_MESSAGES.rateLimited;
  return messageByCode[error.code] ?? (error.message || API_MESSAGES.invalidRequest);
}

/**
 * Node's `clientError`: a request Node could not parse (headers over 16 KB, a malformed request
 * line) or that arrived too slowly. Fastify's default answers outside the envelope; this answers
 * 431, 408 or 400 with it, then closes the connection, whose stream cannot be trusted any more.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection is already gone: nobody is left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, API_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, API_MESSAGES.requestTimeout]
        : [400, API_MESSAGES.invalidRequest];
  this.log.debug({ err: error }, 'client error');
  const body = JSON.stringify({ status: false, message } satisfies ErrorEnvelope);
  const head = [
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ].join('\r\n');
  socket.end(`${head}\r\n\r\n${body}`);
}
