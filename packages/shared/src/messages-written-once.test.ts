import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from './organization/field-labels.ts';

/**
 * Every user-facing message is written once, here in packages/shared, and imported where it is
 * sent or shown. This fails when one is typed again in the apps' source (their tests may quote a
 * message to check it).
 */

/** Sentences: exported strings, or string values of exported objects, with a space in them. */
function collectSentences(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.includes(' ') && value.length >= 15) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectSentences(item, into);
  } else if (value !== null && typeof value === 'object' && !('_zod' in value)) {
    for (const item of Object.values(value)) collectSentences(item, into);
  }
}

/** The production .ts/.tsx files below a folder: no tests, fixtures or dependencies. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    const isSource =
      /\.tsx?$/.test(entry.name) && !/\.(test|spec|fixtures)\.tsx?$/.test(entry.name);
    return isSource ? [full] : [];
  });
}

const sharedDir = fileURLToPath(new URL('.', import.meta.url));
const appsDir = fileURLToPath(new URL('../../../apps', import.meta.url));

const sentences = new Set<string>();
for (const file of sourceFiles(sharedDir)) {
  for (const [name, value] of Object.entries(await import(file))) {
    // The messages' Hindi: translations, which others may quote in part.
    if (name !== 'HINDI_MESSAGES') collectSentences(value, sentences);
  }
}
// The fields' names are names, which texts about a field write too (a PDF's 'Registration
// number', the terms page quoting its checkbox).
for (const label of Object.values(FIELD_LABELS)) sentences.delete(label);

describe('messages are written once, in packages/shared', () => {
  it('finds the shared messages', () => {
    expect(sentences).toContain('Please select the country.');
    expect(sentences).toContain('Please log in to continue.');
  });

  it('never types a shared message again under apps/*/src', () => {
    const apps = readdirSync(appsDir).map((app) => path.join(appsDir, app, 'src'));
    const retyped = apps.flatMap(sourceFiles).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...sentences]
        .filter((sentence) => text.includes(sentence))
        .map((sentence) => `${path.relative(appsDir, file)}: ${sentence}`);
    });
    expect(retyped).toEqual([]);
  });
});
