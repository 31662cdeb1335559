import {
  DOCUMENT_NAMES,
  documentKindOfItem,
} from '@givecrowd/shared/organization/documents/organization-documents';

/** Words written in capitals wherever a field name uses them. */
const ACRONYMS = new Set(['pan', 'ifsc', 'fcra', 'id']);

/** Section names as the form prints them (80G, 35AC …). */
const SECTION = /^\d+[a-z]+$/;

/**
 * A form field as an email names it: its key in words, without the `organization_` prefix unless
 * one word would be left (`organization_pan_card_number` → 'PAN card number',
 * `organization_name` → 'Organization name', `fcra_account_ifsc` → 'FCRA account IFSC'). The web
 * names fields from its own translations; an email is English only. A document asked for is named
 * as such ('Document: PAN card').
 */
export function fieldLabel(field: string): string {
  const kind = documentKindOfItem(field);
  if (kind) return `Document: ${DOCUMENT_NAMES[kind]}`;
  const all = field.split('_').filter(Boolean);
  const words = (all[0] === 'organization' && all.length > 2 ? all.slice(1) : all).map((word) =>
    ACRONYMS.has(word) || SECTION.test(word) ? word.toUpperCase() : word,
  );
  const [first = field, ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}
