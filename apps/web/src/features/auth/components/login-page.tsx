import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLogin } from '@/features/auth/api/login';
import { useRegister } from '@/features/auth/api/register';
import { useRequestSignupCode } from '@/features/auth/api/request-signup-code';
import { useSocialLogin } from '@/features/auth/api/social-login';
import { useVerifySignupCode } from '@/features/auth/api/verify-signup-code';
import { isKnownEmail, rememberEmail } from '@/features/auth/known-emails';
import { redirectTarget } from '@/features/auth/redirect-target';
import { ApiError } from '@/lib/api-client';
import { setToken } from '@/lib/auth-token';
import { CodeStep } from './code-step';
import { DetailsStep, type RegistrationDetails } from './details-step';
import { EmailStep } from './email-step';
import { useMessagePopup } from './message-popup';
import { PasswordStep } from './password-step';

type Step =
  | { name: 'email' }
  | { name: 'password' }
  | { name: 'code'; notice?: string }
  | { name: 'details'; signupToken: string };

/**
 * The server asks for the emailed code instead of the password (many wrong passwords were tried
 * for the email): a 401 naming the `otp` field
 * (docs/product/accounts.md#login-and-wrong-passwords).
 */
const asksForCode = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 401 &&
  error.errors.some((fieldError) => fieldError.field === 'otp');

/**
 * /auth/login: email first; an email known on this device → password; any other → code, which
 * signs in an account or leads a new address to the registration details
 * (docs/product/accounts.md#login).
 */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.login'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [loginError, setLoginError] = useState<string | null>(null);
  const { popup, showPopup } = useMessagePopup();
  const login = useLogin();
  const requestCode = useRequestSignupCode();
  const verifyCode = useVerifySignupCode();
  const register = useRegister();
  const socialLogin = useSocialLogin();

  const finish = async (token: string, signedInEmail: string | null = email) => {
    setToken(token);
    if (signedInEmail) rememberEmail(signedInEmail);
    await navigate(redirectTarget(searchParams.get('redirectTo')), { replace: true });
  };

  /** 'wait' when a code was sent moments ago (429): the code step still applies to that code. */
  const sendCode = async (address: string): Promise<'sent' | 'wait' | 'failed'> => {
    try {
      await requestCode.mutateAsync({ email: address });
      return 'sent';
    } catch (error) {
      showPopup({ title: t('auth.popup.errorTitle'), message: (error as Error).message });
      return error instanceof ApiError && error.status === 429 ? 'wait' : 'failed';
    }
  };
  const goToCode = async (address: string) => {
    if ((await sendCode(address)) !== 'failed') setStep({ name: 'code' });
  };

  const chooseEmail = async (address: string) => {
    setEmail(address);
    setLoginError(null);
    if (isKnownEmail(address)) setStep({ name: 'password' });
    else await goToCode(address);
  };

  const submitPassword = async (password: string) => {
    setLoginError(null);
    try {
      await finish((await login.mutateAsync({ email, password })).token);
    } catch (error) {
      if (asksForCode(error)) setStep({ name: 'code', notice: error.message });
      else setLoginError((error as Error).message);
    }
  };

  const submitCode = async (otp: string) => {
    try {
      const answer = await verifyCode.mutateAsync({ email, otp });
      // The address has an account: the code signed them in, as a password would.
      if (answer.signed_in) await finish(answer.token);
      else setStep({ name: 'details', signupToken: answer.token });
    } catch (error) {
      showPopup({ title: t('auth.popup.verificationFailed'), message: (error as Error).message });
    }
  };

  const submitDetails = async (signupToken: string, details: RegistrationDetails) => {
    try {
      const answer = await register.mutateAsync({
        ...details,
        email,
        phone: details.phone || undefined,
        signupToken,
      });
      await finish(answer.token);
    } catch (error) {
      showPopup({ title: t('auth.popup.errorTitle'), message: (error as Error).message });
    }
  };

  const submitGoogle = async (idToken: string) => {
    try {
      const answer = await socialLogin.mutateAsync({ provider: 'google', id_token: idToken });
      await finish(answer.token, null);
    } catch (error) {
      showPopup({ title: t('auth.popup.errorTitle'), message: (error as Error).message });
    }
  };

  const startOver = () => setStep({ name: 'email' });

  return (
    <>
      {step.name === 'email' ? (
        <EmailStep
          defaultEmail={email}
          isPending={requestCode.isPending}
          onSubmit={chooseEmail}
          onGoogleCredential={submitGoogle}
        />
      ) : null}
      {step.name === 'password' ? (
        <PasswordStep
          email={email}
          error={loginError}
          isPending={login.isPending}
          onSubmit={submitPassword}
          onChangeEmail={startOver}
          onCreateAccount={() => goToCode(email)}
        />
      ) : null}
      {step.name === 'code' ? (
        <CodeStep
          email={email}
          notice={step.notice}
          isPending={verifyCode.isPending}
          isResending={requestCode.isPending}
          onSubmit={submitCode}
          onResend={async () => (await sendCode(email)) === 'sent'}
          onChangeEmail={startOver}
          onUsePassword={() => setStep({ name: 'password' })}
        />
      ) : null}
      {step.name === 'details' ? (
        <DetailsStep
          email={email}
          isPending={register.isPending}
          onSubmit={(details) => submitDetails(step.signupToken, details)}
        />
      ) : null}
      {popup}
    </>
  );
}
