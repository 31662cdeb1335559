import { AUTH_MESSAGES } from '@givecrowd/shared/auth/messages';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberEmail } from '@/features/auth/known-emails';
import { getToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { LoginPage } from './login-page';

const routes = [
  { path: '/auth/login', Component: LoginPage },
  { path: '/organization/create', Component: () => <h1>Create Organization</h1> },
  { path: '/dashboard', Component: () => <h1>Dashboard</h1> },
];

const sent = {
  status: 200,
  body: { status: true, message: AUTH_MESSAGES.codeSent, resend_in: 60 },
};

async function enterEmail(email: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

async function typeCode(code: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Code character 1 of 4' }));
  await userEvent.keyboard(code);
}

describe('LoginPage', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('registers a new email: code, then details, then back to where the visitor came from', async () => {
    const calls = serveApi({
      'POST /api/auth/signup/get-otp': sent,
      'POST /api/auth/signup/verify-otp': {
        status: 200,
        body: { status: true, message: 'Verified', token: 'signup-token', signed_in: false },
      },
      'POST /api/auth/register': {
        status: 200,
        body: { status: true, message: 'Welcome', token: 'session-token' },
      },
    });
    const { router } = renderRoutes(routes, '/auth/login?redirectTo=%2Forganization%2Fcreate');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Free crowdfunding for nonprofits and companies',
      }),
    ).toBeInTheDocument();
    await enterEmail('New.Person@Example.org');

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/Resend code in 60 s/)).toBeInTheDocument();
    await typeCode('ab2c');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(
      await screen.findByRole('heading', { name: 'Welcome to GiveCrowd!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your email is verified. Please complete your registration.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText(/Choose a password/), 'a good password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/create'));
    expect(getToken()).toBe('session-token');
    expect(calls.find((call) => call.path === '/api/auth/signup/verify-otp')?.body).toEqual({
      email: 'new.person@example.org',
      otp: 'AB2C',
    });
    const registerCall = calls.find((call) => call.path === '/api/auth/register');
    expect(registerCall?.authorization).toBe('Bearer signup-token');
    expect(registerCall?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'new.person@example.org',
      password: 'a good password',
    });
  }, 15_000);

  it('signs in a returning person on a new device with the emailed code, skipping the details', async () => {
    const calls = serveApi({
      'POST /api/auth/signup/get-otp': sent,
      'POST /api/auth/signup/verify-otp': {
        status: 200,
        body: { status: true, message: 'Logged in', token: 'session-token', signed_in: true },
      },
    });
    const { router } = renderRoutes(routes, '/auth/login?redirectTo=%2Forganization%2Fcreate');
    await enterEmail('Back@Example.org');
    await screen.findByRole('heading', { name: 'Check your email' });
    await typeCode('k7pq');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/create'));
    expect(getToken()).toBe('session-token');
    expect(calls.map((call) => call.path)).not.toContain('/api/auth/register');
    // This device now knows the email: next time it goes straight to the password.
    expect(JSON.parse(localStorage.getItem('knownEmails') ?? '[]')).toEqual(['back@example.org']);
  });

  it('lets 0, 1, I and O be typed: the server, not the browser, says such a code is wrong', async () => {
    const calls = serveApi({
      'POST /api/auth/signup/get-otp': sent,
      'POST /api/auth/signup/verify-otp': {
        status: 400,
        body: { status: false, message: 'The code is wrong or has expired.' },
      },
    });
    renderRoutes(routes, '/auth/login');
    await enterEmail('someone@example.org');
    await screen.findByRole('heading', { name: 'Check your email' });
    await typeCode('0o1i');
    expect(screen.getByRole('textbox', { name: 'Code character 4 of 4' })).toHaveValue('I');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('dialog', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/auth/signup/verify-otp')?.body).toEqual({
      email: 'someone@example.org',
      otp: '0O1I',
    });
  });

  it("shows 'Verification Failed' with the server's message when the code is wrong", async () => {
    serveApi({
      'POST /api/auth/signup/get-otp': sent,
      'POST /api/auth/signup/verify-otp': {
        status: 400,
        body: { status: false, message: 'The code is wrong or has expired.' },
      },
    });
    renderRoutes(routes, '/auth/login');
    await enterEmail('someone@example.org');
    await screen.findByRole('heading', { name: 'Check your email' });
    await typeCode('ZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verification Failed' });
    expect(dialog).toHaveTextContent('The code is wrong or has expired.');
  });

  it('shows a popup with the server message when a code cannot be sent', async () => {
    serveApi({
      'POST /api/auth/signup/get-otp': {
        status: 429,
        body: { status: false, message: AUTH_MESSAGES.codeSendCap },
      },
    });
    renderRoutes(routes, '/auth/login');
    await enterEmail('someone@example.org');
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toHaveTextContent(
      AUTH_MESSAGES.codeSendCap,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('says a code was already sent, with the wait left, when the email is entered again', async () => {
    serveApi({
      'POST /api/auth/signup/get-otp': {
        status: 200,
        body: { status: true, message: AUTH_MESSAGES.codeAlreadySent, resend_in: 20 },
      },
    });
    renderRoutes(routes, '/auth/login');
    await enterEmail('someone@example.org');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.codeAlreadySent);
    expect(screen.getByText(/Resend code in (19|20) s/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a new code only with Resend, which says resend', async () => {
    const calls = serveApi({
      'POST /api/auth/signup/get-otp': {
        status: 200,
        body: { status: true, message: AUTH_MESSAGES.codeAlreadySent, resend_in: 0 },
      },
    });
    renderRoutes(routes, '/auth/login');
    await enterEmail('someone@example.org');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    await screen.findByText(/Resend code in \d+ s/);
    expect(
      calls.filter((call) => call.path === '/api/auth/signup/get-otp').map((call) => call.body),
    ).toEqual([{ email: 'someone@example.org' }, { email: 'someone@example.org', resend: true }]);
  });

  it('comes back to the code step with the same email after a reload, asking for no code', async () => {
    const calls = serveApi({ 'POST /api/auth/signup/get-otp': sent });
    renderRoutes(routes, '/auth/login');
    await enterEmail('reload@example.org');
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(JSON.stringify(sessionStorage)).not.toMatch(/password|otp/i);

    // The reload comes 35 s after the code was sent: the countdown goes on from there.
    const kept = JSON.parse(sessionStorage.getItem('signUpProgress') ?? '{}');
    sessionStorage.setItem(
      'signUpProgress',
      JSON.stringify({ ...kept, resendAt: Date.now() + 25_000 }),
    );
    cleanup();
    renderRoutes(routes, '/auth/login');
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/We have sent a message to reload@example.org/)).toBeInTheDocument();
    expect(screen.getByText(/Resend code in (2\d|25) s/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/signup/get-otp')).toHaveLength(1);

    // 'Use another email' forgets it: a reload then shows the email step.
    await userEvent.click(screen.getByRole('button', { name: 'Use another email' }));
    cleanup();
    renderRoutes(routes, '/auth/login');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('comes back to the registration details after a reload and registers with the verified email', async () => {
    const calls = serveApi({
      'POST /api/auth/signup/get-otp': sent,
      'POST /api/auth/signup/verify-otp': {
        status: 200,
        body: { status: true, message: 'Verified', token: 'signup-token', signed_in: false },
      },
      'POST /api/auth/register': {
        status: 200,
        body: { status: true, message: 'Welcome', token: 'session-token' },
      },
    });
    renderRoutes(routes, '/auth/login');
    await enterEmail('details@example.org');
    await screen.findByRole('heading', { name: 'Check your email' });
    await typeCode('ab2c');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Welcome to GiveCrowd!' });

    cleanup();
    const { router } = renderRoutes(routes, '/auth/login');
    expect(screen.getByRole('heading', { name: 'Welcome to GiveCrowd!' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('details@example.org');
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText(/Choose a password/), 'a good password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((call) => call.path === '/api/auth/register')?.authorization).toBe(
      'Bearer signup-token',
    );
    expect(calls.filter((call) => call.path === '/api/auth/signup/verify-otp')).toHaveLength(1);
    expect(sessionStorage.getItem('signUpProgress')).toBeNull();
  }, 30_000);

  it("shows the server's refusal of a common password at the password field, not in a popup", async () => {
    serveApi({
      'POST /api/auth/signup/get-otp': sent,
      'POST /api/auth/signup/verify-otp': {
        status: 200,
        body: { status: true, message: 'Verified', token: 'signup-token', signed_in: false },
      },
      'POST /api/auth/register': {
        status: 400,
        body: {
          status: false,
          message: `Invalid field password: ${AUTH_MESSAGES.commonPassword}`,
          errors: [{ field: 'password', message: AUTH_MESSAGES.commonPassword }],
        },
      },
    });
    renderRoutes(routes, '/auth/login');
    await enterEmail('common@example.org');
    await screen.findByRole('heading', { name: 'Check your email' });
    await typeCode('ab2c');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Welcome to GiveCrowd!' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText(/Choose a password/), 'password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const refusal = await screen.findByText(AUTH_MESSAGES.commonPassword);
    expect(refusal.closest('.mantine-PasswordInput-root')).toContainElement(
      screen.getByLabelText(/Choose a password/),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 30_000);

  it('asks a returning email for the password and shows the server message in place when it is wrong', async () => {
    rememberEmail('back@example.org');
    serveApi({
      'POST /api/auth/login': [
        { status: 401, body: { status: false, message: 'Invalid email or password.' } },
        { status: 200, body: { status: true, message: 'Logged in', token: 'session-token' } },
      ],
    });
    const { router } = renderRoutes(routes, '/auth/login');
    await enterEmail('back@example.org');
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('goes to the code step when the server asks for the emailed code instead of the password', async () => {
    rememberEmail('owner@example.org');
    const calls = serveApi({
      'POST /api/auth/login': {
        status: 401,
        body: {
          status: false,
          message: AUTH_MESSAGES.loginCodeRequired,
          errors: [{ field: 'otp', message: AUTH_MESSAGES.loginCodeRequired }],
        },
      },
      'POST /api/auth/signup/verify-otp': {
        status: 200,
        body: { status: true, message: 'Logged in', token: 'session-token', signed_in: true },
      },
    });
    const { router } = renderRoutes(routes, '/auth/login');
    await enterEmail('owner@example.org');
    await screen.findByRole('heading', { name: 'Welcome back!' });
    await userEvent.type(screen.getByLabelText(/^Password/), 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.loginCodeRequired);
    // The server sent the code itself: the page asks for none.
    expect(calls.map((call) => call.path)).not.toContain('/api/auth/signup/get-otp');
    await typeCode('k7pq');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getToken()).toBe('session-token');
  });

  it('shows no Google button unless the server has Google sign-in configured', async () => {
    serveApi({
      'GET /api/auth/providers': { status: 200, body: { status: true, data: { google: null } } },
    });
    renderRoutes(routes, '/auth/login');
    await screen.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
  });

  it('signs in with Google when configured and returns to redirectTo', async () => {
    const initialize = vi.fn();
    const renderButton = vi.fn();
    vi.stubGlobal('google', { accounts: { id: { initialize, renderButton } } });
    const calls = serveApi({
      'GET /api/auth/providers': {
        status: 200,
        body: { status: true, data: { google: { client_id: 'client-1' } } },
      },
      'POST /api/auth/social/login': {
        status: 200,
        body: { status: true, message: 'Logged in', token: 'google-session' },
      },
    });
    const { router } = renderRoutes(routes, '/auth/login?redirectTo=%2Forganization%2Fcreate');
    expect(await screen.findByTestId('google-sign-in')).toBeInTheDocument();
    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    expect(initialize.mock.calls[0]?.[0].client_id).toBe('client-1');
    initialize.mock.calls[0]?.[0].callback({ credential: 'id-token-from-google' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/create'));
    expect(getToken()).toBe('google-session');
    expect(calls.find((call) => call.path === '/api/auth/social/login')?.body).toEqual({
      provider: 'google',
      id_token: 'id-token-from-google',
    });
  });

  it('checks the email with the shared rule before calling the server', async () => {
    const calls = serveApi({});
    renderRoutes(routes, '/auth/login');
    await enterEmail('not-an-email');
    expect(await screen.findByText('Please enter valid email address.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
