import type { AiTextKind } from '@givecrowd/shared/ai/ai-api';
import { HEADER_TITLE_MAX, HEADER_TITLE_MIN } from '@givecrowd/shared/constants';
import type OpenAI from 'openai';
import type { AiProviderConfig } from '@/config.ts';
import { AiWriterError, type TextWriter, type WriteTextInput } from './text-writer.ts';

/** Used when a 429 names no wait, or an unreadable one. */
const DEFAULT_RETRY_AFTER_SECONDS = 30;
const MAX_RETRY_AFTER_SECONDS = 3600;

const SYSTEM_PROMPT = `You write short texts for the public website of a nonprofit or social enterprise that raises money on a crowdfunding platform.
Write warmly, plainly and specifically, in the language the organization's own words are written in.
Use only the facts you are given: never invent numbers, names, dates, places or awards.
Answer with the text alone: no preamble, no notes, no Markdown.`;

const TASKS: Record<AiTextKind, string> = {
  organization_story: `Write the organization's story in 3 or 4 short paragraphs (150 to 250 words): why and how it started, what it does now and for whom, and an invitation to support it. Format it as HTML paragraphs (<p>…</p>) only: no headings, lists, links or images.`,
  about_us: `Write the "About us" text in 2 or 3 short paragraphs (100 to 180 words), in the first person plural: who they are, what they do and for whom, what they value, and how to get involved. Format it as HTML paragraphs (<p>…</p>) only: no headings, lists, links or images.`,
  homepage_title: `Write one headline for the top of the home page, between ${HEADER_TITLE_MIN} and ${HEADER_TITLE_MAX} characters long, as plain text: no quotes, emoji, hashtags or final full stop.`,
};

function describeDetails(input: WriteTextInput): string {
  return [
    `Organization name: ${input.organization_name || '(not given)'}`,
    `Country: ${input.country || '(not given)'}`,
    `Categories: ${input.category || '(not given)'}`,
    '',
    'In their own words:',
    input.context,
  ].join('\n');
}

/** Seconds to wait after a 429: `retry-after-ms`, `retry-after` in seconds or as a date. */
function retryAfterSeconds(headers: Headers | undefined, now = Date.now()): number {
  const milliseconds = Number(headers?.get('retry-after-ms'));
  const header = headers?.get('retry-after') ?? '';
  const seconds =
    milliseconds > 0
      ? milliseconds / 1000
      : /^\d+(\.\d+)?$/.test(header)
        ? Number(header)
        : (Date.parse(header) - now) / 1000;
  if (!Number.isFinite(seconds) || seconds <= 0) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.ceil(seconds));
}

type OpenAiSdk = typeof import('openai');

let sdk: Promise<OpenAiSdk> | undefined;

/**
 * The SDK, loaded with the first text rather than at start: most servers never use it, and it
 * would be part of every idle server's memory (docs/product/faults.md#soak-and-memory).
 */
const loadSdk = () => {
  sdk ??= import('openai');
  return sdk;
};

function toWriterError(
  error: unknown,
  { APIConnectionError, APIConnectionTimeoutError, RateLimitError }: OpenAiSdk,
): AiWriterError {
  if (error instanceof APIConnectionTimeoutError)
    return new AiWriterError('timed_out', { cause: error });
  if (error instanceof APIConnectionError)
    return new AiWriterError('unreachable', { cause: error });
  if (error instanceof RateLimitError) {
    return new AiWriterError('rate_limited', {
      retryAfterSeconds: retryAfterSeconds(error.headers),
      cause: error,
    });
  }
  return new AiWriterError('failed', { cause: error });
}

/**
 * A model behind any OpenAI-compatible chat-completions endpoint, through the official SDK
 * (docs/product/ai-writer.md#the-openai-compatible-writer). One try within `timeoutMs`: the
 * person is waiting in the dialog and can press Regenerate.
 */
export function createOpenAiWriter({
  baseUrl,
  apiKey,
  model,
  timeoutMs,
}: AiProviderConfig & { timeoutMs: number }): TextWriter {
  let client: OpenAI | undefined;
  return {
    write: async (input) => {
      const loaded = await loadSdk();
      client ??= new loaded.default({
        baseURL: baseUrl,
        apiKey,
        timeout: timeoutMs,
        maxRetries: 0,
      });
      try {
        const completion = await client.chat.completions.create({
          model,
          messages: [
            { role: 'system', content: `${SYSTEM_PROMPT}\n\n${TASKS[input.kind]}` },
            { role: 'user', content: describeDetails(input) },
          ],
        });
        // An endpoint that is only nearly compatible may leave parts out.
        return { text: completion.choices?.[0]?.message?.content ?? '', source: 'openai' };
      } catch (error) {
        throw toWriterError(error, loaded);
      }
    },
  };
}
