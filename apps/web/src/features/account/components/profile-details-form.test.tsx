import type { PublicUser } from '@givecrowd/shared/auth/auth-api';
import { PERSON_NAME_MESSAGES } from '@givecrowd/shared/organization/messages';
import { PHONE_MESSAGES } from '@givecrowd/shared/phone/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { ProfileDetailsForm } from './profile-details-form';

const user: PublicUser = {
  id: 'u1',
  email: 'meera@example.org',
  name: "Meera D'Souza",
  phone: '+447911123456',
  email_verified: true,
  show_walkthrough: false,
  created_at: '2030-01-01T00:00:00.000Z',
};

function openProfile() {
  setToken('token');
  const calls = serveApi({
    'POST /api/auth/profile': { status: 200, body: { status: true, data: { user } } },
  });
  renderRoutes([{ path: '/', Component: () => <ProfileDetailsForm user={user} /> }]);
  return calls;
}

async function replace(label: string, value: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  await userEvent.paste(value);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save details' }));

describe('ProfileDetailsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the stored phone formatted and saves a real name with it', async () => {
    const calls = openProfile();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 7911 123456');
    await replace('Full name', 'अनिता शर्मा');
    await save();
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/auth/profile')?.body).toEqual({
      name: 'अनिता शर्मा',
      phone: '+44 7911 123456',
    });
  });

  it('asks a national phone for its country code, and a name for no digits', async () => {
    openProfile();
    await replace('Phone', '07911 123456');
    await replace('Full name', 'Meera 2');
    await save();
    expect(await screen.findByText(PHONE_MESSAGES.countryCodeRequired)).toBeInTheDocument();
    expect(screen.getByText(PERSON_NAME_MESSAGES.digits)).toBeInTheDocument();
  });
});
