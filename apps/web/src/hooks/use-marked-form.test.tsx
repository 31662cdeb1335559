import { REGISTRATION_MESSAGES } from '@givecrowd/shared/organization/messages';
import { Checkbox, TextInput } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import {
  type FieldMark,
  focusFieldById,
  type MarkedFormOptions,
  useMarkedForm,
} from './use-marked-form';

type Values = { name: string; email: string; terms: boolean };
const EMPTY: Values = { name: '', email: '', terms: false };

const NAME_REQUIRED = 'Please enter your name.';
const NAME_TOO_SHORT = 'The name is too short.';
const EMAIL_REQUIRED = 'Please enter your email.';
const EMAIL_INVALID = 'The email is not valid.';
const TERMS_REQUIRED = 'Please accept the terms.';
const PLAN_REQUIRED = 'Please choose a plan.';

/** The rules in order, as shared writes them: every failing field once, with its first message. */
function validate(values: Values): FieldMark<keyof Values>[] {
  const marks: FieldMark<keyof Values>[] = [];
  if (values.name.trim() === '') marks.push({ field: 'name', message: NAME_REQUIRED });
  else if (values.name.trim().length < 3) marks.push({ field: 'name', message: NAME_TOO_SHORT });
  if (values.email === '') marks.push({ field: 'email', message: EMAIL_REQUIRED });
  else if (!values.email.includes('@')) marks.push({ field: 'email', message: EMAIL_INVALID });
  if (!values.terms) marks.push({ field: 'terms', message: TERMS_REQUIRED });
  return marks;
}

type Options = Partial<MarkedFormOptions<Values, 'plan'>>;
type MarkedForm = ReturnType<typeof useMarkedForm<Values, 'plan'>>;

/** A small form on the hook, with a plan that is no input: its mark shows beside its buttons. */
function Harness({
  options,
  onRender,
}: {
  options: Options;
  onRender: (form: MarkedForm) => void;
}) {
  const marked = useMarkedForm<Values, 'plan'>({
    initialValues: EMPTY,
    validate,
    otherMarks: ['plan'],
    ...options,
  });
  onRender(marked);
  const { form, check, fieldId } = marked;
  const planMark = form.errors.plan;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        check();
      }}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Email" {...form.getInputProps('email')} />
      <Checkbox label="I accept the terms" {...form.getInputProps('terms', { type: 'checkbox' })} />
      <div id={fieldId('plan')}>
        <button type="button" disabled>
          Undo
        </button>
        <button type="button">Choose a plan</button>
        {typeof planMark === 'string' && <p>Plan: {planMark}</p>}
      </div>
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm(options: Options = {}) {
  const form = { current: undefined as unknown as MarkedForm };
  renderWithProviders(
    <>
      <Notifications />
      <Harness options={options} onRender={(marked) => (form.current = marked)} />
    </>,
  );
  return form;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const terms = () => screen.getByRole('checkbox', { name: 'I accept the terms' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));
const banner = () => screen.findByRole('alert');

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('useMarkedForm: the rules', () => {
  it('refuses in order: the first message in the banner, every failing field marked, the first focused', async () => {
    const form = renderForm();
    await send();
    expect(await banner()).toHaveTextContent(NAME_REQUIRED);
    expect(field('Name')).toHaveAccessibleDescription(NAME_REQUIRED);
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription(EMAIL_REQUIRED);
    expect(terms()).toHaveAccessibleDescription(TERMS_REQUIRED);
    // Mantine's checkbox does not say it is invalid by itself.
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Name')).toHaveFocus());

    await userEvent.type(field('Name'), 'Asha');
    await userEvent.type(field('Email'), 'asha@example.org');
    await userEvent.click(terms());
    expect(terms()).not.toHaveAttribute('aria-invalid');
    let passes = false;
    act(() => {
      passes = form.current.check();
    });
    expect(passes).toBe(true);
  });

  it("keeps a mark while its rule fails, shows the field's next rule, and drops it once the field passes", async () => {
    renderForm();
    await send();
    await userEvent.type(field('Name'), 'As');
    expect(field('Name')).toHaveAccessibleDescription(NAME_TOO_SHORT);

    // Editing another field leaves the mark as it is.
    await userEvent.type(field('Email'), 'x');
    expect(field('Email')).toHaveAccessibleDescription(EMAIL_INVALID);
    expect(field('Name')).toHaveAccessibleDescription(NAME_TOO_SHORT);
    await userEvent.type(field('Email'), '@y');
    expect(field('Email')).not.toHaveAccessibleDescription();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');

    await userEvent.type(field('Name'), 'ha');
    expect(field('Name')).not.toHaveAccessibleDescription();
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(terms()).toHaveAccessibleDescription(TERMS_REQUIRED);
  });

  it('shows nothing under a field that is only edited, without inline wording', async () => {
    renderForm();
    await userEvent.type(field('Email'), 'x');
    expect(field('Email')).not.toHaveAccessibleDescription();
  });

  it("shows an edited field's inline wording, which a mark takes when its rule changes", async () => {
    const inlineMessage = (name: keyof Values, values: Values) =>
      name === 'email' && values.email !== '' && !values.email.includes('@')
        ? 'Sorry! Your Email is Invalid.'
        : null;
    renderForm({ inlineMessage });
    expect(field('Email')).not.toHaveAccessibleDescription();
    await userEvent.type(field('Email'), 'x');
    expect(field('Email')).toHaveAccessibleDescription('Sorry! Your Email is Invalid.');
    await userEvent.clear(field('Email'));
    expect(field('Email')).not.toHaveAccessibleDescription();

    await send();
    expect(field('Email')).toHaveAccessibleDescription(EMAIL_REQUIRED);
    await userEvent.type(field('Email'), 'x');
    expect(field('Email')).toHaveAccessibleDescription('Sorry! Your Email is Invalid.');

    // While the rule that marked it still fails, the mark keeps that rule's message.
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'x');
    await send();
    expect(field('Email')).toHaveAccessibleDescription(EMAIL_INVALID);
    await userEvent.type(field('Email'), 'y');
    expect(field('Email')).toHaveAccessibleDescription(EMAIL_INVALID);
  });
});

describe('useMarkedForm: the server', () => {
  it('marks what the server refused until its own field changes, and ignores fields the form lacks', async () => {
    const form = renderForm();
    await userEvent.type(field('Name'), 'Asha');
    await userEvent.type(field('Email'), 'asha@example.org');
    act(() =>
      form.current.reject('This email is taken.', [
        { field: 'phone', message: 'No such phone.' },
        { field: 'email', message: 'This email is taken.' },
      ]),
    );
    expect(await banner()).toHaveTextContent('This email is taken.');
    expect(field('Email')).toHaveAccessibleDescription('This email is taken.');
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(form.current.form.errors).toEqual({ email: 'This email is taken.' });

    // The rules never failed it: another field's edit leaves it, its own edit drops it.
    await userEvent.type(field('Name'), ' Rao');
    expect(field('Email')).toHaveAccessibleDescription('This email is taken.');
    await userEvent.type(field('Email'), 'x');
    expect(field('Email')).not.toHaveAccessibleDescription();
  });

  it('shows only the banner for a refusal that names no field of the form', async () => {
    const form = renderForm();
    await send();
    act(() => form.current.reject('The server is busy.', [{ field: 'today', message: 'Odd.' }]));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The server is busy.'));
    expect(form.current.form.errors).toEqual({});
  });

  it('knows which fields it can mark', () => {
    const form = renderForm();
    expect(form.current.isMarkField('email')).toBe(true);
    expect(form.current.isMarkField('plan')).toBe(true);
    expect(form.current.isMarkField('phone')).toBe(false);
    expect(form.current.isMarkField('toString')).toBe(false);
  });

  it('keeps a mark on what is no input until its owner clears it, focusing its first enabled control', async () => {
    const form = renderForm();
    act(() => form.current.reject(PLAN_REQUIRED, [{ field: 'plan', message: PLAN_REQUIRED }]));
    expect(screen.getByText(`Plan: ${PLAN_REQUIRED}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Choose a plan' })).toHaveFocus(),
    );
    await userEvent.type(field('Name'), 'Asha');
    expect(screen.getByText(`Plan: ${PLAN_REQUIRED}`)).toBeInTheDocument();
    act(() => form.current.form.clearFieldError('plan'));
    expect(screen.queryByText(`Plan: ${PLAN_REQUIRED}`)).not.toBeInTheDocument();
  });

  it('keeps a mark on what is no input even once its rule passes', async () => {
    const form = renderForm({
      validate: (values) => [
        ...validate(values),
        ...(values.name === '' ? [{ field: 'plan', message: PLAN_REQUIRED }] : []),
      ],
    });
    await send();
    expect(form.current.form.errors.plan).toBe(PLAN_REQUIRED);
    await userEvent.type(field('Name'), 'Asha');
    expect(screen.getByText(`Plan: ${PLAN_REQUIRED}`)).toBeInTheDocument();
  });

  it('shows a mark in the current language', async () => {
    const form = renderForm();
    const message = REGISTRATION_MESSAGES.countryRequired;
    act(() => form.current.reject(message, [{ field: 'name', message }]));
    expect(field('Name')).toHaveAccessibleDescription('Please select the country.');
    await act(() => changeLanguage('hi'));
    expect(field('Name')).toHaveAccessibleDescription('कृपया देश चुनें।');
    expect(form.current.form.errors.name).toBe(message);
  });
});

describe('useMarkedForm: saving and loading', () => {
  it('tells each edit, but loads values without counting them as edited or checking marks again', async () => {
    const onEdit = vi.fn();
    const inlineMessage = (name: keyof Values, values: Values) =>
      name === 'email' && !values.email.includes('@') ? 'Sorry! Your Email is Invalid.' : null;
    const form = renderForm({ onEdit, inlineMessage });
    await userEvent.type(field('Email'), 'x');
    expect(onEdit).toHaveBeenLastCalledWith({ name: '', email: 'x', terms: false });
    expect(field('Email')).toHaveAccessibleDescription('Sorry! Your Email is Invalid.');
    await send();
    expect(field('Name')).toHaveAccessibleDescription(NAME_REQUIRED);

    onEdit.mockClear();
    act(() => form.current.load({ name: 'Asha Rao', email: 'y', terms: true }));
    expect(field('Name')).toHaveValue('Asha Rao');
    expect(onEdit).not.toHaveBeenCalled();
    expect(field('Name')).toHaveAccessibleDescription(NAME_REQUIRED);
    // Email keeps its mark; loaded, it is no longer edited.
    expect(field('Email')).toHaveAccessibleDescription(EMAIL_INVALID);
    act(() => form.current.form.clearFieldError('email'));
    expect(field('Email')).not.toHaveAccessibleDescription();
  });
});

describe('useMarkedForm: inputs', () => {
  it('makes each field a polite live region when asked, but for the message the banner speaks', async () => {
    renderForm({ announceMessages: true });
    expect(field('Email').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await send();
    await banner();
    expect(field('Name').closest('[aria-live]')).toBeNull();
    expect(field('Email').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(field('Name'), 'As');
    expect(field('Name').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('makes no live regions unless asked', async () => {
    renderForm();
    await send();
    expect(field('Email').closest('[aria-live]')).toBeNull();
  });

  it("adds the form's own props, and gives each field an id, its own or the form's", () => {
    renderForm({
      fieldId: (name) => `donation-${name}`,
      inputProps: ({ field: name }) => (name === 'name' ? { readOnly: true } : {}),
    });
    expect(field('Name')).toHaveAttribute('readonly');
    expect(field('Email')).not.toHaveAttribute('readonly');
    expect(field('Name')).toHaveAttribute('id', 'donation-name');
    expect(document.getElementById('donation-plan')).toContainElement(
      screen.getByRole('button', { name: 'Choose a plan' }),
    );
  });

  it('gives two forms different ids', () => {
    renderForm();
    renderForm();
    const [first, second] = screen.getAllByRole('textbox', { name: 'Name' });
    expect(first?.id).toMatch(/-name$/);
    expect(first?.id).not.toBe(second?.id);
  });
});

describe('focusFieldById', () => {
  afterEach(() => document.body.replaceChildren());

  it("focuses a hidden field's group, and in it a rich-text area before its toolbar", () => {
    document.body.innerHTML = `
      <div id="story-group">
        <button type="button">Bold</button>
        <div contenteditable="true" data-testid="area"></div>
      </div>`;
    focusFieldById('story');
    expect(screen.getByTestId('area')).toHaveFocus();
  });

  it('focuses an input itself, or the first enabled control of an element', () => {
    document.body.innerHTML = `
      <input id="name" />
      <div id="note"><button type="button" disabled>Undo</button><textarea></textarea></div>`;
    focusFieldById('name');
    expect(document.getElementById('name')).toHaveFocus();
    focusFieldById('note');
    expect(document.querySelector('textarea')).toHaveFocus();
  });
});
