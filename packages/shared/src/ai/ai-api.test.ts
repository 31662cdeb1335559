import { describe, expect, it } from 'vitest';
import {
  AI_CONTEXT_MAX_LENGTH,
  findAiContextProblem,
  generateTextRequestSchema,
  generateTextResponseSchema,
} from './ai-api.ts';
import { AI_MESSAGES } from './ai-messages.ts';

describe('generateTextRequestSchema', () => {
  it('trims the details and reads a missing one as empty', () => {
    expect(
      generateTextRequestSchema.parse({
        kind: 'about_us',
        organization_name: '  अनिता फ़ाउंडेशन ',
        context: '\n We teach girls to code. ',
      }),
    ).toEqual({
      kind: 'about_us',
      country: '',
      organization_name: 'अनिता फ़ाउंडेशन',
      category: '',
      context: 'We teach girls to code.',
    });
  });

  it('lets a blank context through, for the rule to answer with the spec message', () => {
    expect(generateTextRequestSchema.parse({ kind: 'homepage_title' }).context).toBe('');
  });

  it.each([
    { kind: 'poem', context: 'x' },
    { kind: 'about_us', context: 'x'.repeat(AI_CONTEXT_MAX_LENGTH + 1) },
    { kind: 'about_us', context: 'x', category: 'c'.repeat(501) },
    { kind: 'about_us', context: 'x', organization_name: 42 },
  ])('refuses %j', (body) => {
    expect(generateTextRequestSchema.safeParse(body).success).toBe(false);
  });

  it('counts the context after trimming it', () => {
    const context = ` ${'x'.repeat(AI_CONTEXT_MAX_LENGTH)} `;
    expect(generateTextRequestSchema.safeParse({ kind: 'about_us', context }).success).toBe(true);
  });
});

describe('findAiContextProblem', () => {
  it.each(['', '   ', '\n\t '])('asks for input when the context is %j', (context) => {
    expect(findAiContextProblem(context)).toBe(AI_MESSAGES.inputRequired);
  });

  it('asks for less over the limit, whose number its message names', () => {
    expect(findAiContextProblem('x'.repeat(AI_CONTEXT_MAX_LENGTH + 1))).toBe(
      AI_MESSAGES.inputTooLong,
    );
    expect(AI_MESSAGES.inputTooLong).toContain(AI_CONTEXT_MAX_LENGTH.toLocaleString('en'));
  });

  it('accepts any words', () => {
    expect(findAiContextProblem('हम बच्चों को पढ़ाते हैं')).toBeUndefined();
  });
});

describe('generateTextResponseSchema', () => {
  it('reads the text and who wrote it', () => {
    const answer = { status: true, data: { text: '<p>Hi</p>', source: 'builtin' } };
    expect(generateTextResponseSchema.parse(answer)).toEqual(answer);
    expect(
      generateTextResponseSchema.safeParse({ status: true, data: { text: 'x', source: 'other' } })
        .success,
    ).toBe(false);
  });
});
