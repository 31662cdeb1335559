import { AUTH_MESSAGES } from '@givecrowd/shared/auth/messages';
import { PERSON_NAME_MESSAGES } from '@givecrowd/shared/organization/messages';
import { PHONE_MESSAGES } from '@givecrowd/shared/phone/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { DetailsStep } from './details-step';

function openDetails() {
  const onSubmit = vi.fn();
  const Details = () => (
    <DetailsStep email="meera@example.org" isPending={false} onSubmit={onSubmit} />
  );
  renderRoutes([{ path: '/', Component: Details }]);
  return onSubmit;
}

/** Pastes each value into its field (typing them key by key is slow), then submits. */
async function fill({
  name,
  phone,
  password = 'a good password',
}: {
  name: string;
  phone: string;
  password?: string;
}) {
  for (const [input, value] of [
    [screen.getByRole('textbox', { name: 'Full name' }), name],
    [screen.getByLabelText(/Choose a password/), password],
    [screen.getByRole('textbox', { name: /Phone/ }), phone],
  ] as const) {
    await userEvent.click(input);
    if (value) await userEvent.paste(value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('DetailsStep', () => {
  it.each([
    ["Meera D'Souza", '+44 7911 123456'],
    ['अनिता शर्मा', '+91 98765 43210'],
    ['Dr. A. Rao', '+1 (415) 555-0123'],
  ])('takes the real name %j and the phone %j', async (name, phone) => {
    const onSubmit = openDetails();
    await fill({ name, phone });
    expect(onSubmit).toHaveBeenCalledWith({ name, password: 'a good password', phone });
  });

  it.each([
    ['Meera 2', '', PERSON_NAME_MESSAGES.digits],
    ['Meera @ Home', '', PERSON_NAME_MESSAGES.symbols],
    ["Meera D'Souza", '98765 43210', PHONE_MESSAGES.countryCodeRequired],
    ["Meera D'Souza", '12ab', AUTH_MESSAGES.phoneInvalid],
  ])('refuses %j with phone %j: %s', async (name, phone, message) => {
    const onSubmit = openDetails();
    await fill({ name, phone });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['Meera from 1990', AUTH_MESSAGES.passwordHasEmail],
    ['Dsouza the great', AUTH_MESSAGES.passwordHasName],
    ['aaaaaaaaaa', AUTH_MESSAGES.passwordOneCharacter],
    ['my GiveCrowd account', AUTH_MESSAGES.passwordHasProductName],
  ])('refuses the password %j under its field before sending: %s', async (password, message) => {
    const onSubmit = openDetails();
    await fill({ name: "Meera D'Souza", phone: '', password });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
