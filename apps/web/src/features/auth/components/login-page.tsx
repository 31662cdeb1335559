import { AUTH_MESSAGES } from '@givecrowd/shared/auth/messages';
import { OTP_RESEND_SECONDS } from '@givecrowd/shared/constants';
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
import {
  clearSignUpProgress,
  readSignUpProgress,
  type SignUpProgress,
  storeSignUpProgress,
} from '@/features/auth/sign-up-progress';
import { ApiError } from '@/lib/api-client';
import { setToken } from '@/lib/auth-token';
import { CodeStep } from './code-step';
import { type DetailsFieldErrors, DetailsStep, type RegistrationDetails } from './details-step';
import { EmailStep } from './email-step';
import { useMessagePopup } from './message-popup';
import { PasswordStep } from './password-step';

type Step =
  | { name: 'email' }
  | { name: 'password' }
  | { name: 'code'; resendAt: number; notice?: string | undefined }
  | { name: 'details'; signupToken: string };

const DETAILS_FIELDS = ['name', 'password', 'phone'] as const;

/** The step a reload comes back to (docs/product/accounts.md#reloads-and-tabs). */
function stepOf(progress: SignUpProgress | null): Step {
  if (!progress) return { name: 'email' };
  if (progress.step === 'code') {
    return { name: 'code', resendAt: progress.resendAt, notice: progress.notice };
  }
  if (progress.step === 'details') return { name: 'details', signupToken: progress.signupToken };
  return { name: 'password' };
}

/** What is kept of a step for a reload; nothing of the email step. */
function progressOf(step: Step, email: string): SignUpProgress | null {
  if (step.name === 'code') {
    return { step: 'code', email, resendAt: step.resendAt, notice: step.notice };
  }
  if (step.name === 'details') {
    return { step: 'details', email, signupToken: step.signupToken, storedAt: Date.now() };
  }
  return step.name === 'password' ? { step: 'password', email } : null;
}

/** A refusal of fields of the details form (a common password, say), to show at those fields. */
function fieldErrorsOf(error: unknown): DetailsFieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const refused: DetailsFieldErrors = {};
  for (const { field, message } of error.errors) {
    const known = DETAILS_FIELDS.find((name) => name === field);
    if (known) refused[known] = message;
  }
  return Object.keys(refused).length > 0 ? refused : null;
}

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
  const [kept] = useState(readSignUpProgress);
  const [email, setEmail] = useState(kept?.email ?? '');
  const [step, setStepState] = useState<Step>(() => stepOf(kept));
  const [loginError, setLoginError] = useState<string | null>(null);
  const { popup, showPopup } = useMessagePopup();
  const login = useLogin();
  const requestCode = useRequestSignupCode();
  const verifyCode = useVerifySignupCode();
  const register = useRegister();
  const socialLogin = useSocialLogin();

  const setStep = (next: Step, address = email) => {
    setStepState(next);
    const progress = progressOf(next, address);
    if (progress) storeSignUpProgress(progress);
    else clearSignUpProgress();
  };

  const finish = async (token: string, signedInEmail: string | null = email) => {
    clearSignUpProgress();
    setToken(token);
    if (signedInEmail) rememberEmail(signedInEmail);
    await navigate(redirectTarget(searchParams.get('redirectTo')), { replace: true });
  };

  /**
   * Asks for a code; without `resend`, a code that still works is pointed to rather than sent
   * again, and the server says so (docs/product/accounts.md#codes-asked-for-again). Null when
   * refused, after the popup.
   */
  const sendCode = async (address: string, resend = false) => {
    try {
      const answer = await requestCode.mutateAsync({ email: address, ...(resend && { resend }) });
      return {
        resendAt: Date.now() + answer.resend_in * 1000,
        notice: answer.message === AUTH_MESSAGES.codeAlreadySent ? answer.message : undefined,
      };
    } catch (error) {
      // A code asked for again too soon after one was used: the code step, with the wait and the
      // password way, rather than a popup over the email step.
      if (!resend && error instanceof ApiError && error.message === AUTH_MESSAGES.codeResendWait) {
        return { resendAt: Date.now() + OTP_RESEND_SECONDS * 1000, notice: error.message };
      }
      showPopup({ title: t('auth.popup.errorTitle'), message: (error as Error).message });
      return null;
    }
  };
  const goToCode = async (address: string) => {
    const sent = await sendCode(address);
    if (sent) setStep({ name: 'code', ...sent }, address);
  };

  const chooseEmail = async (address: string) => {
    setEmail(address);
    setLoginError(null);
    if (isKnownEmail(address)) setStep({ name: 'password' }, address);
    else await goToCode(address);
  };

  const submitPassword = async (password: string) => {
    setLoginError(null);
    try {
      await finish((await login.mutateAsync({ email, password })).token);
    } catch (error) {
      // The server emails the code itself, after its answer.
      if (asksForCode(error)) {
        setStep({
          name: 'code',
          resendAt: Date.now() + OTP_RESEND_SECONDS * 1000,
          notice: error.message,
        });
      } else setLoginError((error as Error).message);
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

  const submitDetails = async (
    signupToken: string,
    details: RegistrationDetails,
  ): Promise<DetailsFieldErrors | null> => {
    try {
      const answer = await register.mutateAsync({
        ...details,
        email,
        phone: details.phone || undefined,
        signupToken,
      });
      await finish(answer.token);
      return null;
    } catch (error) {
      const refused = fieldErrorsOf(error);
      if (!refused) {
        showPopup({ title: t('auth.popup.errorTitle'), message: (error as Error).message });
      }
      return refused;
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
          resendAt={step.resendAt}
          isPending={verifyCode.isPending}
          isResending={requestCode.isPending}
          onSubmit={submitCode}
          onResend={async () => {
            const sent = await sendCode(email, true);
            if (sent) setStep({ name: 'code', resendAt: sent.resendAt });
            return sent !== null;
          }}
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
