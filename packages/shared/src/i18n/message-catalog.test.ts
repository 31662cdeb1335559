import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../api/messages.ts';
import { DRAFT_MESSAGES } from '../organization/draft-messages.ts';
import { REGISTRATION_MESSAGES } from '../organization/messages.ts';
import { formatTooLargeMessage, formatTooManyPixelsMessage } from '../uploads/image-file.ts';
import { UPLOAD_MESSAGES } from '../uploads/upload-messages.ts';
import { fillTemplate, placesOf } from './fill-template.ts';
import { MESSAGE_CATALOG, messageKeyOf } from './message-catalog.ts';

/**
 * Exports that hold texts but no message: option labels, step titles, an event name, and the
 * messages' Hindi.
 */
const NOT_MESSAGES = new Set([
  'HINDI_MESSAGES',
  'BACK_BUTTON_EVENT',
  'REGISTERED_TYPE_OPTIONS',
  'PROGRAM_OPTIONS',
  'BANK_ACCOUNT_TYPES',
  'WIZARD_STEPS',
]);

/**
 * The texts of one export, as messages-written-once.test.ts collects them: in a message object
 * (`*_MESSAGE`, `*_MESSAGES`) every string; elsewhere strings with a space, 15 characters or more.
 */
function collectTexts(value: unknown, isMessage: boolean, into: Set<string>): void {
  if (typeof value === 'string') {
    if (isMessage || (value.includes(' ') && value.length >= 15)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectTexts(item, isMessage, into);
  } else if (value !== null && typeof value === 'object' && !('_zod' in value)) {
    for (const item of Object.values(value)) collectTexts(item, isMessage, into);
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource =
      /\.tsx?$/.test(entry.name) && !/\.(test|spec|fixtures)\.tsx?$/.test(entry.name);
    return isSource ? [full] : [];
  });
}

const sharedDir = fileURLToPath(new URL('..', import.meta.url));
const sharedTexts = new Set<string>();
for (const file of sourceFiles(sharedDir)) {
  for (const [name, value] of Object.entries(await import(file))) {
    if (NOT_MESSAGES.has(name)) continue;
    collectTexts(value, /_MESSAGES?$/.test(name), sharedTexts);
  }
}

describe('MESSAGE_CATALOG', () => {
  it('gives every message of shared a key', () => {
    expect(sharedTexts).toContain('Please select the country.');
    expect(sharedTexts).toContain('Looks Good');
    const keyless = [...sharedTexts].filter((text) => messageKeyOf(text) === undefined);
    expect(keyless).toEqual([]);
  });

  it('gives each text one key, named area.name', () => {
    const texts = Object.values(MESSAGE_CATALOG);
    expect(new Set(texts).size).toBe(texts.length);
    for (const key of Object.keys(MESSAGE_CATALOG)) expect(key).toMatch(/^[a-z]\w*\.\w+$/i);
  });

  it('keys a text written in two message objects by the first', () => {
    expect(messageKeyOf(REGISTRATION_MESSAGES.adminNameFormat)?.key).toBe('personName.digits');
    expect(messageKeyOf(REGISTRATION_MESSAGES.emailInvalid)?.key).toBe('registration.emailInvalid');
  });

  it('finds every entry again by its text, templates filled with sample values', () => {
    for (const [key, text] of Object.entries(MESSAGE_CATALOG)) {
      const values = Object.fromEntries(placesOf(text).map((place, i) => [place, `v${i}`]));
      expect(messageKeyOf(fillTemplate(text, values)), key).toEqual({ key, values });
    }
  });

  it('reads the values back from the texts the message functions make', () => {
    expect(messageKeyOf(API_MESSAGES.noRoute('GET', '/api/nothing here'))).toEqual({
      key: 'api.noRoute',
      values: { method: 'GET', url: '/api/nothing here' },
    });
    expect(messageKeyOf(DRAFT_MESSAGES.unknownCategory('Health'))).toEqual({
      key: 'draft.unknownCategory',
      values: { name: 'Health' },
    });
    expect(messageKeyOf(DRAFT_MESSAGES.tooManyOpenDrafts(3))?.values).toEqual({ max: '3' });
    expect(messageKeyOf(REGISTRATION_MESSAGES.nameCounterMin)).toEqual({
      key: 'registration.nameCounterMin',
      values: { min: '10' },
    });
    expect(messageKeyOf(UPLOAD_MESSAGES.hourlyQuota(20))).toEqual({
      key: 'upload.hourlyQuota',
      values: { max: '20' },
    });
    expect(messageKeyOf(formatTooLargeMessage(5 * 1024 * 1024))).toEqual({
      key: 'upload.tooLarge',
      values: { megabytes: '5' },
    });
    expect(messageKeyOf(formatTooManyPixelsMessage(40_000_000))).toEqual({
      key: 'upload.tooManyPixels',
      values: { megapixels: '40' },
    });
  });

  it('makes each message with parameters from its catalog template', () => {
    const template = MESSAGE_CATALOG['draft.tooManyOpenDrafts'] ?? '';
    expect(DRAFT_MESSAGES.tooManyOpenDrafts(4)).toBe(fillTemplate(template, { max: 4 }));
    expect(REGISTRATION_MESSAGES.nameCounterMax).toBe(
      fillTemplate(MESSAGE_CATALOG['registration.nameCounterMax'] ?? '', { max: 50 }),
    );
  });

  it('knows no other text', () => {
    expect(messageKeyOf('Something nobody wrote.')).toBeUndefined();
    expect(messageKeyOf('')).toBeUndefined();
  });
});

describe('fillTemplate', () => {
  it('fills each place by name and leaves a place without a value', () => {
    expect(fillTemplate('{{a}} and {{b}}, {{a}}', { a: 1 })).toBe('1 and {{b}}, 1');
    expect(placesOf('No route for {{method}} {{url}}.')).toEqual(['method', 'url']);
  });
});
