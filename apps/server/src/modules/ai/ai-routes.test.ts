import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { AI_MESSAGES } from '@givecrowd/shared/ai/ai-messages';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { freePort } from '@test/free-port.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

type ProviderAnswer =
  | { status: number; body: unknown; headers?: Record<string, string> }
  /** The provider takes the request and never answers. */
  | 'hang';

type ReceivedCall = {
  path: string | undefined;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
};

const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 1_900_000_000,
  model: 'test-model',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content, refusal: null },
      logprobs: null,
      finish_reason: 'stop',
    },
  ],
  usage: { prompt_tokens: 50, completion_tokens: 40, total_tokens: 90 },
});

const providerError = (message: string, type: string) => ({
  error: { message, type, param: null, code: null },
});

/**
 * A local stand-in for an OpenAI-compatible endpoint: `POST /v1/chat/completions` with a bearer
 * key, answering each call with the answer the test set.
 */
async function startChatCompletionsApi() {
  const received: ReceivedCall[] = [];
  let next: ProviderAnswer = { status: 200, body: completion('<p>Hello</p>') };
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({
      path: request.url,
      authorization: request.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString()),
    });
    if (next === 'hang') return;
    response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
    response.end(JSON.stringify(next.body));
  });
  const port = await freePort();
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    answerWith: (answer: ProviderAnswer) => {
      next = answer;
    },
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

const storyRequest = {
  kind: 'organization_story',
  country: 'India',
  organization_name: 'Asha Learning Trust',
  category: 'Education, Health',
  context: 'We run evening classes for girls in Jaipur.',
} as const;

async function generate(app: TestApp, token: string | undefined, payload: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/ai/generate',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
  return { statusCode: response.statusCode, headers: response.headers, body: response.json() };
}

describe('POST /api/ai/generate with an OpenAI-compatible provider', () => {
  let api: Awaited<ReturnType<typeof startChatCompletionsApi>>;
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    api = await startChatCompletionsApi();
    app = await buildTestApp({
      aiProvider: { baseUrl: api.baseUrl, apiKey: 'test-key', model: 'test-model' },
      aiTimeoutMs: 500,
      aiTextsPerUserPer10Minutes: 1000,
    });
    ({ token } = await createTestUser(app));
  });
  afterAll(async () => {
    await app.close();
    await api.stop();
  });
  beforeEach(() => {
    api.received.length = 0;
  });

  it('asks the model for the kind of text with the details, and answers its sanitized text', async () => {
    api.answerWith({
      status: 200,
      body: completion(
        '<p onclick="steal()">Asha began in Jaipur.</p><script>alert(1)</script><p>Join us.</p>',
      ),
    });
    const answer = await generate(app, token, storyRequest);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({
      status: true,
      data: { text: '<p>Asha began in Jaipur.</p><p>Join us.</p>', source: 'openai' },
    });

    const [call] = api.received;
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.authorization).toBe('Bearer test-key');
    expect(call?.body.model).toBe('test-model');
    const [system, user] = call?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain("organization's story");
    expect(user?.content).toContain('Organization name: Asha Learning Trust');
    expect(user?.content).toContain('Country: India');
    expect(user?.content).toContain('Categories: Education, Health');
    expect(user?.content).toContain(storyRequest.context);
  });

  it('answers the title as plain text, cut to 55 characters at a word', async () => {
    api.answerWith({
      status: 200,
      body: completion(
        '"<b>Every girl in Jaipur deserves a classroom, a teacher and a future.</b>"',
      ),
    });
    const answer = await generate(app, token, { ...storyRequest, kind: 'homepage_title' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({
      text: 'Every girl in Jaipur deserves a classroom, a teacher',
      source: 'openai',
    });
    expect(api.received[0]?.body.messages[0]?.content).toContain('between 10 and 55 characters');
  });

  it('writes the title with the built-in writer when the model’s is too short', async () => {
    api.answerWith({ status: 200, body: completion('<script>x</script>Hi') });
    const answer = await generate(app, token, { ...storyRequest, kind: 'homepage_title' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.source).toBe('builtin');
    expect(answer.body.data.text.length).toBeGreaterThanOrEqual(10);
    expect(answer.body.data.text.length).toBeLessThanOrEqual(55);
  });

  it('answers 502 with our message when the model writes nothing usable', async () => {
    api.answerWith({ status: 200, body: completion('<script>only this</script>') });
    const answer = await generate(app, token, { ...storyRequest, kind: 'about_us' });
    expect(answer.statusCode).toBe(502);
    expect(answer.body).toEqual({ status: false, message: AI_MESSAGES.providerFailed });
  });

  it('answers 429 with Retry-After and our message when the provider is rate-limited', async () => {
    api.answerWith({
      status: 429,
      headers: { 'retry-after': '17' },
      body: providerError(
        'Rate limit reached for test-model in organization org-secret',
        'requests',
      ),
    });
    const answer = await generate(app, token, storyRequest);
    expect(answer.statusCode).toBe(429);
    expect(answer.headers['retry-after']).toBe('17');
    expect(answer.body).toEqual({ status: false, message: AI_MESSAGES.providerBusy });
    expect(api.received).toHaveLength(1);
  });

  it.each([500, 503, 401])(
    'answers 502 with our message, never the provider’s words, when it answers %i',
    async (status) => {
      api.answerWith({
        status,
        body: providerError('Internal details: key sk-live-123', 'server'),
      });
      const answer = await generate(app, token, storyRequest);
      expect(answer.statusCode).toBe(502);
      expect(answer.body).toEqual({ status: false, message: AI_MESSAGES.providerFailed });
      expect(JSON.stringify(answer.body)).not.toContain('sk-live');
      expect(api.received).toHaveLength(1);
    },
  );

  it('answers 504 with our message when the provider does not answer in time', async () => {
    api.answerWith('hang');
    const started = Date.now();
    const answer = await generate(app, token, storyRequest);
    expect(answer.statusCode).toBe(504);
    expect(answer.body).toEqual({ status: false, message: AI_MESSAGES.providerTimedOut });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 400 with the spec message for a blank context, without calling the provider', async () => {
    for (const context of [undefined, '', '   \n ']) {
      const answer = await generate(app, token, { ...storyRequest, context });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual({
        status: false,
        message: AI_MESSAGES.inputRequired,
        errors: [{ field: 'context', message: AI_MESSAGES.inputRequired }],
      });
    }
    expect(api.received).toHaveLength(0);
  });

  it('answers 400 for an unknown kind or a context over 2,000 characters', async () => {
    const unknownKind = await generate(app, token, { ...storyRequest, kind: 'poem' });
    expect(unknownKind.statusCode).toBe(400);
    const tooLong = await generate(app, token, { ...storyRequest, context: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.message).toContain(AI_MESSAGES.inputTooLong);
    expect(api.received).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    const answer = await generate(app, undefined, storyRequest);
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toEqual({ status: false, message: API_MESSAGES.loginRequired });
    expect(api.received).toHaveLength(0);
  });
});

describe('POST /api/ai/generate with a provider nobody answers at', () => {
  let app: TestApp;

  beforeAll(async () => {
    const closedPort = await freePort();
    app = await buildTestApp({
      aiProvider: {
        baseUrl: `http://127.0.0.1:${closedPort}/v1`,
        apiKey: 'test-key',
        model: 'test-model',
      },
    });
  });
  afterAll(async () => app.close());

  it('answers 503 with our message', async () => {
    const { token } = await createTestUser(app);
    const answer = await generate(app, token, storyRequest);
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toEqual({ status: false, message: AI_MESSAGES.providerFailed });
  });
});

describe('POST /api/ai/generate with the built-in writer', () => {
  const perUser = 3;
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp({ aiProvider: undefined, aiTextsPerUserPer10Minutes: perUser });
  });
  afterAll(async () => app.close());

  it('writes every kind from the details when no provider is configured', async () => {
    const { token } = await createTestUser(app);
    for (const kind of ['organization_story', 'about_us', 'homepage_title'] as const) {
      const answer = await generate(app, token, { ...storyRequest, kind });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data.source).toBe('builtin');
      if (kind === 'homepage_title') {
        expect(answer.body.data.text).not.toMatch(/</);
      } else {
        expect(answer.body.data.text).toMatch(/^<p>.*Asha Learning Trust.*<\/p>$/);
        expect(answer.body.data.text).toContain(storyRequest.context);
      }
    }
  });

  it('is described in the OpenAPI document, with its answers', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/ai/generate'].post;
    expect(operation.summary).toMatch(/story, about-us text or home page title/);
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429', '502', '503', '504']),
    );
  });

  it('limits each user, with Retry-After and our message, and counts users apart', async () => {
    const first = await createTestUser(app);
    for (let call = 0; call < perUser; call += 1) {
      expect((await generate(app, first.token, storyRequest)).statusCode).toBe(200);
    }
    const limited = await generate(app, first.token, storyRequest);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toEqual({ status: false, message: AI_MESSAGES.tooManyTexts });

    const second = await createTestUser(app);
    expect((await generate(app, second.token, storyRequest)).statusCode).toBe(200);
  });
});
