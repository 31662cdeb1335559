import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-label.ts';

describe('fieldLabel', () => {
  it.each([
    ['organization_pan_card_number', 'PAN card number'],
    ['fcra_account_ifsc', 'FCRA account IFSC'],
    ['organization_80g_number', '80G number'],
    ['homepage_header_title', 'Homepage header title'],
    ['account_number', 'Account number'],
    ['organization_name', 'Organization name'],
    ['organization_admin_name', 'Admin name'],
    ['document:pan_card', 'Document: PAN card'],
  ])('names %s as %s', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });
});
