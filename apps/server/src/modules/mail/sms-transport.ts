import twilio from 'twilio';
import type { TwilioConfig } from '@/config.ts';
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
  // Fail fast so one unreachable provider does not stall the queue; the row is retried later.
  const client = twilio(accountSid, authToken, { httpClient, timeout: 10_000 });
  // A Messaging Service picks the sender from its own pool of numbers.
  const sender = from.startsWith('MG') ? { messagingServiceSid: from } : { from };
  return {
    async send(message) {
      try {
        await client.messages.create({ to: message.to, body: message.text, ...sender });
      } catch (error) {
        throw new Error(describeTwilioFailure(error));
      }
    },
  };
}

/**
 * Only the reason travels on: the SDK's network errors carry the request, Authorization header
 * included, and the worker logs what it catches.
 */
function describeTwilioFailure(error: unknown): string {
  if (error instanceof twilio.RestException) {
    return `Twilio answered ${error.status} (error ${error.code}): ${error.message}`;
  }
  return `Twilio request failed: ${error instanceof Error ? error.message : String(error)}`;
}
