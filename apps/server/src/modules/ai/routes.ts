import {
  AI_CONTEXT_MAX_LENGTH,
  generateTextRequestSchema,
  generateTextResponseSchema,
} from '@givecrowd/shared/ai/ai-api';
import { AI_MESSAGES } from '@givecrowd/shared/ai/ai-messages';
import { errorEnvelopeSchema } from '@givecrowd/shared/api/envelope';
import { HEADER_TITLE_MAX, HEADER_TITLE_MIN } from '@givecrowd/shared/constants';
import type { App } from '@/lib/fastify-types.ts';
import { perUser } from '@/modules/rate-limit/index.ts';
import { createBuiltinWriter } from './builtin-writer.ts';
import { generateText } from './generate-text.ts';
import { createOpenAiWriter } from './openai-writer.ts';
import { AiWriterError, type WriterFailure } from './text-writer.ts';

const TEN_MINUTES_MS = 10 * 60_000;
/** Five short fields and up to 2,000 characters of context, in any script. */
const BODY_LIMIT_BYTES = 16 * 1024;

/** What the person is told when the provider fails; its own words only reach the log. */
const FAILURE_ANSWERS = {
  rate_limited: { statusCode: 429, message: AI_MESSAGES.providerBusy },
  timed_out: { statusCode: 504, message: AI_MESSAGES.providerTimedOut },
  unreachable: { statusCode: 503, message: AI_MESSAGES.providerFailed },
  failed: { statusCode: 502, message: AI_MESSAGES.providerFailed },
} as const satisfies Record<WriterFailure, { statusCode: number; message: string }>;

const DESCRIPTION = `Writes the organization story or the about-us text (sanitized HTML paragraphs), or the
home page title (plain text, ${HEADER_TITLE_MIN} to ${HEADER_TITLE_MAX} characters), from the person's input
(\`context\`, required, up to ${AI_CONTEXT_MAX_LENGTH} characters) and the organization's details
(\`category\`: category names joined with commas). \`source\` says who wrote it: \`openai\` (the
configured OpenAI-compatible model) or \`builtin\` (the built-in writer, used when AI_* is not set).
Limited per signed-in user.`;

/** `POST /api/ai/generate` (docs/product/ai-writer.md#the-call). */
export async function aiRoutes(app: App): Promise<void> {
  const { aiProvider, aiTimeoutMs, aiTextsPerUserPer10Minutes, mediaBaseUrl } = app.config;
  const builtinWriter = createBuiltinWriter();
  const writer = aiProvider
    ? createOpenAiWriter({ ...aiProvider, timeoutMs: aiTimeoutMs })
    : builtinWriter;
  const perUserQuota = app.limit([
    perUser('ai-texts:user', aiTextsPerUserPer10Minutes, TEN_MINUTES_MS, AI_MESSAGES.tooManyTexts),
  ]);

  app.post(
    '/api/ai/generate',
    {
      preHandler: [app.requireUser, perUserQuota],
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags: ['ai'],
        summary: 'Write the organization story, about-us text or home page title for step 1',
        description: DESCRIPTION,
        security: [{ bearer: [] }],
        body: generateTextRequestSchema,
        response: {
          200: generateTextResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
          504: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const data = await generateText({
          writer,
          fallbackWriter: builtinWriter,
          input: request.body,
          mediaBaseUrl,
        });
        return { status: true as const, data };
      } catch (error) {
        if (!(error instanceof AiWriterError)) throw error;
        request.log.warn({ err: error.cause ?? error, failure: error.failure }, 'AI writer failed');
        const { statusCode, message } = FAILURE_ANSWERS[error.failure];
        if (error.retryAfterSeconds !== undefined) {
          reply.header('Retry-After', String(error.retryAfterSeconds));
        }
        return reply.code(statusCode).send({ status: false as const, message });
      }
    },
  );
}
