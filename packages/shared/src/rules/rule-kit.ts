/**
 * The ordered-rules engine every form is checked with, in the browser and on the server alike: a
 * rule set is an array in the order the spec checks it. A field's first failing rule is its
 * message, so a required rule comes before the formats of its field, and a format rule only has
 * to judge a value that is there.
 */

/** One rule: the field it marks, when it is asked, what breaks it, and its exact message. */
export type Rule<Input, Field extends string> = {
  field: Field;
  /**
   * The spec's text, word for word: the banner, the field's mark, the server's 400 `message`. A
   * function only where the text depends on who asks (which plan message a missing plan gets).
   */
  message: string | ((input: Input) => string);
  /** Whether the rule is asked at all (a block that is switched on, a country); always if absent. */
  when?: (input: Input) => boolean;
  /** True when the input breaks the rule. */
  fails: (input: Input) => boolean;
  /** Set on format rules only: the text under the field while the person types. */
  inlineMessage?: string;
};

export type FieldError<Field extends string> = { field: Field; message: string };

export const isBlank = (value: string) => value.trim() === '';
export const isFilled = (value: string) => !isBlank(value);

/**
 * The builders of one rule set, typed once by what its rules read and the fields they mark:
 * `const { rule, formatRule, onlyWhen } = createRuleBuilders<DonationInput, DonationField>();`
 */
export function createRuleBuilders<Input, Field extends string>() {
  type Check = (input: Input) => boolean;
  return {
    rule: (
      field: Field,
      message: Rule<Input, Field>['message'],
      fails: Check,
    ): Rule<Input, Field> => ({
      field,
      message,
      fails,
    }),
    /** A format rule: its text (or `inlineMessage`, where the spec words it apart) also shows while typing. */
    formatRule: (
      field: Field,
      message: string,
      fails: Check,
      inlineMessage: string = message,
    ): Rule<Input, Field> => ({ field, message, fails, inlineMessage }),
    /** A block of rules asked only when `when` holds (and each rule's own condition, if any). */
    onlyWhen: (when: Check, rules: readonly Rule<Input, Field>[]): Rule<Input, Field>[] =>
      rules.map((entry) => {
        const own = entry.when;
        return { ...entry, when: own ? (input: Input) => when(input) && own(input) : when };
      }),
  };
}

/** The condition comes first, so a check may take for granted that its block is switched on. */
const isFailing = <Input>(entry: Rule<Input, string>, input: Input) =>
  (entry.when?.(input) ?? true) && entry.fails(input);

const messageOf = <Input>(entry: Rule<Input, string>, input: Input) =>
  typeof entry.message === 'string' ? entry.message : entry.message(input);

/**
 * Every failing field once, with its first failing message, in rule order: the first is the
 * banner and the server's 400 `message`, all of them mark their fields. Empty when all pass.
 */
export function collectFieldErrors<Input, Field extends string>({
  rules,
  input,
}: {
  rules: readonly Rule<Input, Field>[];
  input: Input;
}): FieldError<Field>[] {
  const errors: FieldError<Field>[] = [];
  for (const entry of rules) {
    // A field speaks once; its later rules are not asked.
    if (errors.some((error) => error.field === entry.field)) continue;
    if (isFailing(entry, input))
      errors.push({ field: entry.field, message: messageOf(entry, input) });
  }
  return errors;
}

/**
 * The text under one field while the person types: its first failing format rule's inline text,
 * or null. Required rules never speak here (an empty field is not wrong yet; it answers on submit).
 */
export function findInlineMessage<Input, Field extends string>({
  rules,
  field,
  input,
}: {
  rules: readonly Rule<Input, Field>[];
  field: Field;
  input: Input;
}): string | null {
  const failing = rules.find(
    (entry) => entry.field === field && entry.inlineMessage && isFailing(entry, input),
  );
  return failing?.inlineMessage ?? null;
}
