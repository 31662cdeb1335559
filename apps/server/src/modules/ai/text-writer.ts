import type { AiTextSource, GenerateTextInput } from '@givecrowd/shared/ai/ai-api';

/** What a writer gets: the request as the schema reads it, with a context that is not blank. */
export type WriteTextInput = GenerateTextInput;

/** The writer's text as it wrote it; `generateText` cleans it before anyone sees it. */
export type WrittenText = { text: string; source: AiTextSource };

/**
 * One way of writing the wizard's texts (docs/product/ai-writer.md#the-two-writers): the
 * built-in writer, or a model behind an OpenAI-compatible endpoint.
 */
export type TextWriter = { write: (input: WriteTextInput) => Promise<WrittenText> };

/** How a call to the provider went wrong; the route answers each with its status and message. */
export type WriterFailure = 'rate_limited' | 'timed_out' | 'unreachable' | 'failed';

/** A writer could not write: the provider's own words stay in `cause`, for the log only. */
export class AiWriterError extends Error {
  readonly failure: WriterFailure;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    failure: WriterFailure,
    options: { retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(`AI writer: ${failure}`, { cause: options.cause });
    this.name = 'AiWriterError';
    this.failure = failure;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
