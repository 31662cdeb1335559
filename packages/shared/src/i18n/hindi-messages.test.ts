import { describe, expect, it } from 'vitest';
import { DOCUMENT_NAMES } from '../organization/documents/organization-documents.ts';
import { FIELD_LABELS, labelOfField } from '../organization/field-labels.ts';
import { REVIEW_MESSAGES } from '../review/review-messages.ts';
import { placesOf } from './fill-template.ts';
import { HINDI_MESSAGES } from './hindi-messages.ts';
import { MESSAGE_CATALOG } from './message-catalog.ts';
import { messagesIn } from './messages-in.ts';

describe('HINDI_MESSAGES', () => {
  it('give Hindi every message of the catalog, and nothing else', () => {
    expect(Object.keys(HINDI_MESSAGES).sort()).toEqual(Object.keys(MESSAGE_CATALOG).sort());
  });

  it('keep each message template’s places in its Hindi', () => {
    for (const [key, english] of Object.entries(MESSAGE_CATALOG)) {
      expect(placesOf(HINDI_MESSAGES[key] ?? '').sort(), key).toEqual(placesOf(english).sort());
    }
  });

  it('write every Hindi message in Devanagari', () => {
    const untranslated = Object.entries(HINDI_MESSAGES).filter(
      ([, text]) => !/\p{Script=Devanagari}/u.test(text),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('messagesIn', () => {
  const hindi = messagesIn('hi');

  it('gives a message, and a template filled from its text, in Hindi', () => {
    expect(hindi(REVIEW_MESSAGES.noteRequired)).toBe(HINDI_MESSAGES['review.noteRequired']);
    expect(hindi(DOCUMENT_NAMES.pan_card)).toBe('PAN कार्ड');
    expect(hindi('Document: PAN card')).toBe('दस्तावेज़: PAN card');
  });

  it('keeps English as written and any other text as it is', () => {
    expect(messagesIn('en')(FIELD_LABELS.organization_name)).toBe('Organization name');
    expect(hindi('Seva Trust')).toBe('Seva Trust');
  });
});

describe('labelOfField', () => {
  it('names fields and documents in English by default', () => {
    expect(labelOfField('organization_pan_card_number')).toBe('PAN card number');
    expect(labelOfField('fcra_account_ifsc')).toBe('FCRA IFSC');
    expect(labelOfField('organization_80g_check')).toBe('80G');
    expect(labelOfField('document:pan_card')).toBe('Document: PAN card');
    expect(labelOfField('no_such_field')).toBe('no_such_field');
  });

  it('names them in Hindi, a document’s name too', () => {
    const hindi = messagesIn('hi');
    expect(labelOfField('organization_pan_card_number', hindi)).toBe('पैन कार्ड संख्या');
    expect(labelOfField('second_page_terms', hindi)).toBe('मैं उपयोग की शर्तों से सहमत हूँ');
    expect(labelOfField('organization_80g_check', hindi)).toBe('80G');
    expect(labelOfField('document:pan_card', hindi)).toBe('दस्तावेज़: PAN कार्ड');
  });
});
