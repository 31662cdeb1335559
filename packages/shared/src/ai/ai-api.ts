import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { AI_MESSAGES } from './ai-messages.ts';

/** The texts the writer makes: two rich texts (HTML paragraphs) and the plain home page title. */
export const AI_TEXT_KINDS = ['organization_story', 'about_us', 'homepage_title'] as const;
export type AiTextKind = (typeof AI_TEXT_KINDS)[number];

/** Who wrote the text: the built-in writer, or the configured OpenAI-compatible model. */
export const AI_TEXT_SOURCES = ['builtin', 'openai'] as const;
export type AiTextSource = (typeof AI_TEXT_SOURCES)[number];

/** The person's input (about_org_context, about_us_context) may be this long, in characters. */
export const AI_CONTEXT_MAX_LENGTH = 2000;

const detail = (max: number) => z.string().trim().max(max).default('');

/**
 * `POST /api/ai/generate` (docs/product/ai-writer.md#the-call). The details are optional and
 * make the text specific: `country` is the country's name as the wizard shows it ('India'),
 * `category` the organization's category names joined with commas ('Education, Health').
 * A blank `context` passes the schema and is answered by `findAiContextProblem`, so the
 * server and the dialog give the spec's exact message for it.
 */
export const generateTextRequestSchema = z.object({
  kind: z.enum(AI_TEXT_KINDS),
  country: detail(100),
  organization_name: detail(200),
  category: detail(500),
  context: z.string().trim().max(AI_CONTEXT_MAX_LENGTH, AI_MESSAGES.inputTooLong).default(''),
});
export type GenerateTextRequest = z.input<typeof generateTextRequestSchema>;
export type GenerateTextInput = z.output<typeof generateTextRequestSchema>;

/** What the dialog passes on from the wizard besides the person's input. */
export type AiTextDetails = Pick<GenerateTextInput, 'country' | 'organization_name' | 'category'>;

export const generatedTextSchema = z.object({
  /** Sanitized HTML paragraphs for the story and about us; plain text for the title. */
  text: z.string(),
  source: z.enum(AI_TEXT_SOURCES),
});
export type GeneratedText = z.infer<typeof generatedTextSchema>;

export const generateTextResponseSchema = okEnvelope(generatedTextSchema);

/** The first thing wrong with the person's input, or undefined when the writer can start. */
export function findAiContextProblem(context: string): string | undefined {
  const trimmed = context.trim();
  if (trimmed === '') return AI_MESSAGES.inputRequired;
  if (trimmed.length > AI_CONTEXT_MAX_LENGTH) return AI_MESSAGES.inputTooLong;
  return undefined;
}
