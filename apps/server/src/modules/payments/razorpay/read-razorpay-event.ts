import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { z } from 'zod';
import { AppError } from '@/lib/errors.ts';
import { isRazorpaySignatureValid } from './verify-razorpay-signature.ts';

/** An entity's notes; Razorpay sends an empty list (`[]`) when there are none. */
const notes = z.record(z.string(), z.unknown()).catch({});

const entity = z.object({
  entity: z.object({
    id: z.string().min(1),
    notes,
    /** A subscription's page, where its customer also updates the payment. */
    short_url: z.string().optional().catch(undefined),
  }),
});

/** The payment an event reports (a gift's charge); left unread when it is not as we know it. */
const payment = z
  .object({
    entity: z.object({
      id: z.string().min(1),
      amount: z.number().int(),
      currency: z.string().min(1),
      /** `captured` once the money is Razorpay's to transfer on. */
      status: z.string().optional(),
    }),
  })
  .optional()
  .catch(undefined);

/** The refund a `refund.*` event reports; left unread when it is not as we know it. */
const refund = z
  .object({
    entity: z.object({
      id: z.string().min(1),
      payment_id: z.string().min(1),
      amount: z.number().int(),
      currency: z.string().min(1),
    }),
  })
  .optional()
  .catch(undefined);

/** The parts of Razorpay's event body we read; everything else in it is left alone. */
const razorpayEventSchema = z.object({
  event: z.string(),
  payload: z
    .object({ subscription: entity.optional(), payment_link: entity.optional(), payment, refund })
    .default({}),
});
export type RazorpayEvent = z.infer<typeof razorpayEventSchema>;

/** Razorpay's event ids are short; a longer header is not theirs. */
const eventIdSchema = z.string().trim().min(1).max(100);

/**
 * The event in a webhook body and its `x-razorpay-event-id`, once `X-Razorpay-Signature` proves
 * Razorpay sent these very bytes with our secret (docs/product/payment-providers.md#webhooks). A
 * bad signature is 400 `webhookSignatureInvalid`; signed bytes that are not an event, or no event
 * id, 400 `invalidRequest`. Either way nothing changes.
 */
export function readRazorpayEvent({
  rawBody,
  signature,
  eventId,
  secret,
}: {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
  secret: string;
}): { eventId: string; event: RazorpayEvent } {
  if (!isRazorpaySignatureValid({ rawBody, signature, secret })) {
    throw new AppError('bad_request', PAYMENTS_MESSAGES.webhookSignatureInvalid);
  }
  const id = eventIdSchema.safeParse(eventId);
  const event = razorpayEventSchema.safeParse(parseJson(rawBody));
  if (!id.success || !event.success) {
    throw new AppError('bad_request', API_MESSAGES.invalidRequest);
  }
  return { eventId: id.data, event: event.data };
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}
