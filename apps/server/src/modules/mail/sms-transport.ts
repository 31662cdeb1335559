import type twilio from 'twilio';
import type { TwilioConfig } from '@/config.ts';
import { DeliveryFailure } from './delivery-failure.ts';
import type { OutboxRow } from './outbox-repository.ts';

/** Delivers one text message or throws; the worker retries what throws. */
export type SmsTransport = {
  send: (message: OutboxRow) => Promise<void>;
};

/**
 * Texts through Twilio's Messages API with the official SDK. `httpClient` replaces the SDK's HTTP
 * layer, which is how tests point it at a local server:
 * https://www.twilio.com/docs/libraries/node/custom-http-clients-node
 */
export function createTwilioTransport({
  accountSid,
  authToken,
  from,
  httpClient,
}: TwilioConfig & { httpClient?: twilio.RequestClient }): SmsTransport {
  // The SDK is loaded only when Twilio is configured. Fail fast so one unreachable provider does
  // not stall the queue; the row is retried later.
  const sdk = import('twilio').then(({ default: load }) => ({
    RestException: load.RestException,
    client: load(accountSid, authToken, { httpClient, timeout: 10_000 }),
  }));
  // A Messaging Service picks the sender from its own pool of numbers.
  const sender = from.startsWith('MG') ? { messagingServiceSid: from } : { from };
  return {
    async send(message) {
      const { client, RestException } = await sdk;
      try {
        // A retry may follow an attempt whose answer was lost after Twilio took the message:
        // ask Twilio first, so one code is never texted twice.
        if (message.attempts > 0 && (await wasAccepted(client, message))) return;
        await client.messages.create({ to: message.to, body: message.text, ...sender });
      } catch (error) {
        throw describeTwilioFailure(error, RestException);
      }
    },
  };
}

/** Whether Twilio already holds this text for this number since the message was queued. */
async function wasAccepted(client: twilio.Twilio, message: OutboxRow): Promise<boolean> {
  const recent = await client.messages.list({
    to: message.to,
    dateSentAfter: message.createdAt,
    limit: 20,
  });
  return recent.some(
    ({ body, status }) => body === message.text && status !== 'failed' && status !== 'undelivered',
  );
}

/**
 * Only the reason travels on: the SDK's network errors carry the request, Authorization header
 * included, and the worker logs what it catches. Twilio's 400 is about the message itself (an
 * invalid or unreachable number): sending it again cannot help.
 */
function describeTwilioFailure(
  error: unknown,
  RestException: typeof twilio.RestException,
): DeliveryFailure {
  if (error instanceof RestException) {
    return new DeliveryFailure(
      `Twilio answered ${error.status} (error ${error.code}): ${error.message}`,
      error.status === 400,
    );
  }
  return new DeliveryFailure(
    `Twilio request failed: ${error instanceof Error ? error.message : String(error)}`,
    false,
  );
}
