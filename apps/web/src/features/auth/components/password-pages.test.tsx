import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('resets the password with the token from the link and says so', async () => {
    const calls = serveApi({
      'POST /api/auth/reset-password': { status: 200, body: { status: true, message: 'ok' } },
    });
    renderRoutes(routes, '/auth/reset-password?token=abc');
    await userEvent.type(screen.getByLabelText(/^New password/), 'new password');
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), 'other password');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/^Repeat the new password/));
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), 'new password');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password successfully updated, please login with your updated password!',
    );
    expect(calls[0]?.body).toEqual({ token: 'abc', password: 'new password' });
  });

  it("shows the server's message in a popup when the link is used up", async () => {
    serveApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { status: false, message: 'This reset link is invalid, expired or already used.' },
      },
    });
    renderRoutes(routes, '/auth/reset-password?token=used');
    await userEvent.type(screen.getByLabelText(/^New password/), 'new password');
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), 'new password');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toHaveTextContent(
      'already used',
    );
  });
});
