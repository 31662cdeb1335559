import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { TwilioConfig } from '@/config.ts';

export const twilioTestConfig: TwilioConfig = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'a-test-auth-token',
  from: '+14155550100',
};

/** What the local Messages API accepted, as Twilio would have read it. */
export type ReceivedSms = {
  accountSid: string;
  authorization: string | undefined;
  userAgent: string | undefined;
  form: Record<string, string>;
};

export type TwilioApi = {
  baseUrl: string;
  received: ReceivedSms[];
  /** Until set back to undefined, every request is answered with this status and Twilio's error body. */
  failWith: (status: number | undefined) => void;
  /** The next message is accepted, but its answer is lost: the connection drops. */
  loseNextAnswer: () => void;
  stop: () => Promise<void>;
};

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/;

const twilioErrors: Record<number, { code: number; message: string }> = {
  400: { code: 21211, message: "The 'To' number is not a valid phone number." },
  401: { code: 20003, message: 'Authenticate' },
  404: { code: 20404, message: 'The requested resource was not found' },
  500: { code: 20500, message: 'An internal server error has occurred' },
  503: { code: 20503, message: 'Service unavailable' },
};

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function answerError(response: ServerResponse, status: number): void {
  const { code, message } = twilioErrors[status] ?? { code: status * 100, message: 'Error' };
  if (status === 401) response.setHeader('www-authenticate', 'Basic realm="Twilio API"');
  answer(response, status, {
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
}

/**
 * A local stand-in for api.twilio.com speaking the Messages API (2010-04-01): HTTP Basic auth with
 * the Account SID and auth token, a form-encoded body, Twilio's JSON resource and error shapes.
 */
export async function startTwilioApi({
  accountSid,
  authToken,
}: Pick<TwilioConfig, 'accountSid' | 'authToken'>): Promise<TwilioApi> {
  const received: ReceivedSms[] = [];
  const resources: object[] = [];
  let failure: number | undefined;
  let loseAnswer = false;
  const expectedAuthorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '', 'http://local');
    const path = MESSAGES_PATH.exec(url.pathname);
    if (!path || (request.method !== 'POST' && request.method !== 'GET')) {
      return answerError(response, 404);
    }
    if (request.headers.authorization !== expectedAuthorization || path[1] !== accountSid) {
      return answerError(response, 401);
    }
    if (failure) return answerError(response, failure);
    if (request.method === 'GET') {
      // The list call, filtered by To as Twilio does (the date filter is not needed here).
      const to = url.searchParams.get('To');
      const messages = resources.filter((item) => !to || (item as { to: string }).to === to);
      const uri = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
      return answer(response, 200, {
        messages,
        first_page_uri: uri,
        next_page_uri: null,
        previous_page_uri: null,
        page: 0,
        page_size: 50,
        start: 0,
        end: Math.max(messages.length - 1, 0),
        uri,
      });
    }

    const form = await readForm(request);
    received.push({
      accountSid: path[1],
      authorization: request.headers.authorization,
      userAgent: request.headers['user-agent'],
      form,
    });
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const now = new Date().toUTCString().replace('GMT', '+0000');
    const resource = {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body: form.Body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: form.From ?? null,
      messaging_service_sid: form.MessagingServiceSid ?? null,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid,
      status: form.MessagingServiceSid ? 'accepted' : 'queued',
      subresource_uris: {
        media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json`,
      },
      to: form.To,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    };
    resources.push(resource);
    if (loseAnswer) {
      loseAnswer = false;
      return request.socket.destroy();
    }
    answer(response, 201, resource);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    failWith: (status) => {
      failure = status;
    },
    loseNextAnswer: () => {
      loseAnswer = true;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Twilio's documented way to send the SDK's requests elsewhere: a RequestClient of our own
 * (https://www.twilio.com/docs/libraries/node/custom-http-clients-node), here rewriting
 * https://api.twilio.com to the local server.
 */
export class LocalTwilioClient extends twilio.RequestClient {
  readonly #baseUrl: string;

  constructor(baseUrl: string) {
    super();
    this.#baseUrl = baseUrl;
  }

  override request<TData>(options: RequestClient.RequestOptions<TData>) {
    const url = new URL(options.uri);
    return super.request<TData>({
      ...options,
      uri: `${this.#baseUrl}${url.pathname}${url.search}`,
    });
  }
}
