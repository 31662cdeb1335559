import type { ErrorEnvelope } from '@givecrowd/shared/api/envelope';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '@/lib/error-handler.ts';
import { PaymentProviderError, type PaymentProviderErrorKind } from './payment-provider.ts';

/** How long to wait before asking a provider that could not be reached again. */
export const PROVIDER_RETRY_AFTER_SECONDS = 10;

/** What the person is told when a provider fails (docs/product/payments.md#provider-failures). */
const ANSWERS: Record<PaymentProviderErrorKind, { statusCode: number; message: string }> = {
  unavailable: { statusCode: 503, message: PAYMENTS_MESSAGES.providerUnavailable },
  refused: { statusCode: 502, message: PAYMENTS_MESSAGES.providerRefused },
  not_found: { statusCode: 404, message: PAYMENTS_MESSAGES.accountNotFound },
};

/**
 * The payment routes' error handler: a provider's failure answers 503 (with Retry-After), 502 or
 * 404 with our own words, its own only reaching the log; anything else is the app's usual answer.
 */
export function sendPaymentError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!(error instanceof PaymentProviderError)) return sendError(error, request, reply);
  request.log.warn({ err: error, provider: error.provider, kind: error.kind }, 'provider failed');
  const { statusCode, message } = ANSWERS[error.kind];
  if (error.kind === 'unavailable') {
    reply.header('Retry-After', String(PROVIDER_RETRY_AFTER_SECONDS));
  }
  return reply.code(statusCode).send({ status: false, message } satisfies ErrorEnvelope);
}
