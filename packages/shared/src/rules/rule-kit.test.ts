import { describe, expect, it, vi } from 'vitest';
import {
  collectFieldErrors,
  createRuleBuilders,
  findInlineMessage,
  isBlank,
  isFilled,
  type Rule,
} from './rule-kit.ts';

/** A small rule set of its own, as a new form would write one. */
type Form = { name: string; email: string; hasGift: boolean; gift: string };
type Input = { form: Form; isMember: boolean };
type Field = keyof Form | 'membership';

const { rule, formatRule, onlyWhen } = createRuleBuilders<Input, Field>();

const RULES: readonly Rule<Input, Field>[] = [
  rule('name', 'Name required.', ({ form }) => isBlank(form.name)),
  formatRule('name', 'Name too long.', ({ form }) => form.name.trim().length > 5),
  rule('email', 'Email required.', ({ form }) => isBlank(form.email)),
  formatRule(
    'email',
    'Please enter valid email address.',
    ({ form }) => isFilled(form.email) && !form.email.includes('@'),
    'Sorry! Your Email is Invalid.',
  ),
  ...onlyWhen(
    ({ form }) => form.hasGift,
    [
      rule('gift', 'Gift required.', ({ form }) => isBlank(form.gift)),
      formatRule('gift', 'Gift must be digits.', ({ form }) => !/^\d+$/.test(form.gift.trim())),
    ],
  ),
  rule(
    'membership',
    ({ form }) => `${form.name.trim()} is no member.`,
    ({ isMember }) => !isMember,
  ),
];

const valid: Input = {
  form: { name: 'Asha', email: 'a@b.org', hasGift: true, gift: '500' },
  isMember: true,
};
const withForm = (patch: Partial<Form>, isMember = true): Input => ({
  form: { ...valid.form, ...patch },
  isMember,
});

describe('isBlank and isFilled', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\t\n', true],
    [' a ', false],
  ])('%j is blank: %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
    expect(isFilled(value)).toBe(!blank);
  });
});

describe('createRuleBuilders', () => {
  it('makes a rule without an inline text', () => {
    const made = rule('name', 'Name required.', () => true);
    expect(made).toEqual({ field: 'name', message: 'Name required.', fails: expect.any(Function) });
    expect(made).not.toHaveProperty('inlineMessage');
    expect(made).not.toHaveProperty('when');
  });

  it('makes a format rule whose inline text is its message unless worded apart', () => {
    expect(formatRule('name', 'Too long.', () => true).inlineMessage).toBe('Too long.');
    expect(formatRule('email', 'Bad.', () => true, 'Sorry!').inlineMessage).toBe('Sorry!');
  });

  it('keeps the order of a block and gives each rule its condition', () => {
    const block = onlyWhen(
      () => true,
      [rule('name', 'A', () => true), rule('email', 'B', () => true)],
    );
    expect(block.map((entry) => entry.message)).toEqual(['A', 'B']);
    for (const entry of block) expect(entry.when).toBeInstanceOf(Function);
  });

  it('asks a nested block only when both conditions hold, the outer one first', () => {
    const asked: string[] = [];
    const [nested] = onlyWhen(
      (input) => {
        asked.push('outer');
        return input.isMember;
      },
      onlyWhen(
        ({ form }) => {
          asked.push('inner');
          return form.hasGift;
        },
        [rule('gift', 'Gift required.', () => true)],
      ),
    );
    const when = nested?.when ?? (() => true);
    expect(when(withForm({ hasGift: true }, true))).toBe(true);
    expect(asked).toEqual(['outer', 'inner']);
    asked.length = 0;
    expect(when(withForm({ hasGift: true }, false))).toBe(false);
    expect(asked).toEqual(['outer']);
    expect(when(withForm({ hasGift: false }, true))).toBe(false);
  });
});

describe('collectFieldErrors', () => {
  const collect = (input: Input) => collectFieldErrors({ rules: RULES, input });

  it('is empty when every rule passes', () => {
    expect(collect(valid)).toEqual([]);
  });

  it('gives each failing field once, with its first failing message, in rule order', () => {
    expect(collect(withForm({ email: 'nope', name: '', gift: '' }))).toEqual([
      { field: 'name', message: 'Name required.' },
      { field: 'email', message: 'Please enter valid email address.' },
      { field: 'gift', message: 'Gift required.' },
    ]);
  });

  it('gives a later rule of a field when the earlier ones pass', () => {
    expect(collect(withForm({ name: 'Anitha Sharma', gift: 'five' }))).toEqual([
      { field: 'name', message: 'Name too long.' },
      { field: 'gift', message: 'Gift must be digits.' },
    ]);
  });

  it('does not ask a rule whose condition does not hold, nor its check', () => {
    const fails = vi.fn(() => true);
    const rules = [{ ...rule('gift', 'Gift required.', fails), when: () => false }];
    expect(collectFieldErrors({ rules, input: valid })).toEqual([]);
    expect(fails).not.toHaveBeenCalled();
    expect(collect(withForm({ hasGift: false, gift: 'five' }))).toEqual([]);
  });

  it('does not ask the later rules of a field that already failed', () => {
    const later = vi.fn(() => true);
    const rules = [rule('name', 'First.', () => true), rule('name', 'Second.', later)];
    expect(collectFieldErrors({ rules, input: valid })).toEqual([
      { field: 'name', message: 'First.' },
    ]);
    expect(later).not.toHaveBeenCalled();
  });

  it('makes a message that depends on who asks from the input', () => {
    expect(collect(withForm({ name: ' Asha ' }, false))).toEqual([
      { field: 'membership', message: 'Asha is no member.' },
    ]);
  });

  it('gives the rule text, never the inline text', () => {
    expect(collect(withForm({ email: 'nope' }))).toEqual([
      { field: 'email', message: 'Please enter valid email address.' },
    ]);
  });

  it('answers nothing for no rules', () => {
    expect(collectFieldErrors({ rules: [], input: valid })).toEqual([]);
  });
});

describe('findInlineMessage', () => {
  const inline = (field: Field, input: Input) => findInlineMessage({ rules: RULES, field, input });

  it('gives the first failing format rule of the field, in its inline wording', () => {
    expect(inline('email', withForm({ email: 'nope' }))).toBe('Sorry! Your Email is Invalid.');
    expect(inline('name', withForm({ name: 'Anitha Sharma' }))).toBe('Name too long.');
  });

  it('never gives a required rule (an empty field answers on submit)', () => {
    expect(inline('name', withForm({ name: '' }))).toBeNull();
    expect(inline('email', withForm({ email: ' ' }))).toBeNull();
    expect(inline('membership', withForm({}, false))).toBeNull();
  });

  it('reads only the field asked about', () => {
    const input = withForm({ email: 'nope', name: 'Anitha Sharma' });
    expect(inline('gift', input)).toBeNull();
    expect(inline('email', input)).toBe('Sorry! Your Email is Invalid.');
  });

  it('follows the conditions', () => {
    expect(inline('gift', withForm({ gift: 'five' }))).toBe('Gift must be digits.');
    expect(inline('gift', withForm({ gift: 'five', hasGift: false }))).toBeNull();
  });

  it('is null when the field passes', () => {
    expect(inline('email', valid)).toBeNull();
  });
});
