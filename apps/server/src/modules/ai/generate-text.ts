import { findAiContextProblem, type GeneratedText } from '@givecrowd/shared/ai/ai-api';
import { AppError } from '@/lib/errors.ts';
import { finishText } from './finish-text.ts';
import { AiWriterError, type TextWriter, type WriteTextInput } from './text-writer.ts';

type GenerateTextOptions = {
  writer: TextWriter;
  /** Writes the title when the writer's is unusable (too short once cleaned); never fails. */
  fallbackWriter: TextWriter;
  input: WriteTextInput;
  mediaBaseUrl: string;
};

async function writeFinished(
  writer: TextWriter,
  input: WriteTextInput,
  mediaBaseUrl: string,
): Promise<GeneratedText | undefined> {
  const written = await writer.write(input);
  const text = finishText(input.kind, written.text, { mediaBaseUrl });
  return text === undefined ? undefined : { text, source: written.source };
}

/**
 * One text for the wizard (docs/product/ai-writer.md): the person's input is required (the
 * spec's message), the writer writes, and its text is cleaned for the kind. A title the model
 * got wrong is written by the fallback writer instead; an empty story is the provider's failure.
 */
export async function generateText({
  writer,
  fallbackWriter,
  input,
  mediaBaseUrl,
}: GenerateTextOptions): Promise<GeneratedText> {
  const problem = findAiContextProblem(input.context);
  if (problem) {
    throw new AppError('bad_request', problem, {
      errors: [{ field: 'context', message: problem }],
    });
  }
  const written =
    (await writeFinished(writer, input, mediaBaseUrl)) ??
    (input.kind === 'homepage_title'
      ? await writeFinished(fallbackWriter, input, mediaBaseUrl)
      : undefined);
  if (!written) throw new AiWriterError('failed');
  return written;
}
