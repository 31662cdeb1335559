import type { ErrorEnvelope, FieldError } from '@givecrowd/shared/api/envelope';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

const placeNames: Record<string, string> = {
  body: 'field',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

function describeValidation(error: FastifyError): ErrorEnvelope {
  const place = placeNames[error.validationContext ?? 'body'] ?? 'field';
  const errors: FieldError[] = (error.validation ?? []).map((issue) => ({
    field:
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      error.validationContext ||
      'request',
    message: issue.message ?? 'Invalid value.',
  }));
  const first = errors[0];
  const message = first ? `Invalid ${place} ${first.field}: ${first.message}` : 'Invalid request.';
  return { status: false, message, errors };
}

/**
 * Every error becomes the error envelope (docs/product/http-api.md#envelope-and-errors); 5xx details
 * are logged, never sent.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(statusCode >= 500 && statusCode < 600 ? statusCode : 500)
      .send({ status: false, message: API_MESSAGES.serverError });
  });
}

function clientMessage(error: FastifyError, statusCode: number): string {
  if (statusCode === 413) return API_MESSAGES.requestTooLarge;
  if (statusCode === 415) return API_MESSAGES.unsupportedContentType;
  if (statusCode === 429) return API_MESSAGES.rateLimited;
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return API_MESSAGES.invalidJson;
  }
  return error.message || 'Bad request.';
}
