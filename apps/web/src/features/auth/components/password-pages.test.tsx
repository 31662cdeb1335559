import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberEmail } from '@/features/auth/known-emails';
import { renderRoutes } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const routes = [
  { path: '/auth/forgot-password', Component: ForgotPasswordPage },
  { path: '/auth/reset-password', Component: ResetPasswordPage },
];

describe('forgot and reset password pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the reset link was sent, with the product texts', async () => {
    const calls = serveApi({
      'POST /api/auth/forgot': {
        status: 200,
        body: { status: true, message: 'Reset password link sent.' },
      },
    });
    renderRoutes(routes, '/auth/forgot-password?email=ada%40example.org');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Reset password link sent.');
    expect(status).toHaveTextContent(
      "Please check your email. If unable to find in your inbox, don't forget to check in spam folder",
    );
    expect(calls[0]?.body).toEqual({ email: 'ada@example.org' });
  });

  const live = { status: 200, body: { status: true } };
  const dead = {
    status: 400,
    body: {
      status: false,
      message: 'This reset link is invalid, expired or already used. Please ask for a new one.',
    },
  };

  it('checks the link when the page opens, then resets the password and says so', async () => {
    const calls = serveApi({
      'POST /api/auth/reset-password/check': live,
      'POST /api/auth/reset-password': { status: 200, body: { status: true, message: 'ok' } },
    });
    renderRoutes(routes, '/auth/reset-password?token=abc');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link…');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'new password');
    expect(calls[0]).toMatchObject({
      path: '/api/auth/reset-password/check',
      body: { token: 'abc' },
    });
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), 'other password');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText(/^Repeat the new password/));
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), 'new password');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password successfully updated, please login with your updated password!',
    );
    expect(calls[1]?.body).toEqual({ token: 'abc', password: 'new password' });
  });

  it('says a dead link in place when the page opens and sends a new link from there', async () => {
    rememberEmail('older@example.org');
    rememberEmail('ada@example.org');
    const calls = serveApi({
      'POST /api/auth/reset-password/check': dead,
      'POST /api/auth/forgot': {
        status: 200,
        body: { status: true, message: 'Reset password link sent.' },
      },
    });
    renderRoutes(routes, '/auth/reset-password?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid, expired or already used. Please ask for a new one.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ada@example.org');

    await userEvent.click(email);
    await userEvent.keyboard('{Tab}{Enter}');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Reset password link sent.');
    expect(status).toHaveTextContent(
      "Please check your email. If unable to find in your inbox, don't forget to check in spam folder",
    );
    expect(calls.at(-1)).toMatchObject({
      path: '/api/auth/forgot',
      body: { email: 'ada@example.org' },
    });
  });

  it('starts the email empty when no one signed in on this device, and checks it first', async () => {
    const calls = serveApi({ 'POST /api/auth/reset-password/check': dead });
    renderRoutes(routes, '/auth/reset-password?token=old');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/reset-password/check']);
  });

  it('offers a new link for a link without its token, without calling the server', async () => {
    const calls = serveApi({});
    renderRoutes(routes, '/auth/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says in place when the link died between opening and submitting', async () => {
    serveApi({
      'POST /api/auth/reset-password/check': [live, dead],
      'POST /api/auth/reset-password': dead,
    });
    renderRoutes(routes, '/auth/reset-password?token=raced');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'new password');
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), 'new password');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already used');
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message in a popup when the reset fails while the link still works", async () => {
    serveApi({
      'POST /api/auth/reset-password/check': live,
      'POST /api/auth/reset-password': {
        status: 400,
        body: { status: false, message: 'Please choose a less common password.' },
      },
    });
    renderRoutes(routes, '/auth/reset-password?token=fine');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'new password');
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), 'new password');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toHaveTextContent(
      'less common password',
    );
  });
});
