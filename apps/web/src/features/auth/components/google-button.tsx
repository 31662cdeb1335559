import { Box, Divider } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthProviders } from '@/features/auth/api/get-auth-providers';
import { loadGoogleIdentity } from '@/features/auth/google-identity';
import { logUnseenFailure } from '@/lib/log-unseen-failure';

type GoogleButtonProps = { onCredential: (idToken: string) => void };

/**
 * "Continue with Google", shown only when the server has GOOGLE_CLIENT_ID
 * (docs/product/accounts.md#sign-up).
 */
export function GoogleButton({ onCredential }: GoogleButtonProps) {
  const { t } = useTranslation();
  const clientId = useAuthProviders().data?.google?.client_id;
  const slot = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;

  useEffect(() => {
    if (!clientId || !slot.current) return;
    const parent = slot.current;
    loadGoogleIdentity()
      .then((google) => {
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => callback.current(credential),
        });
        google.accounts.id.renderButton(parent, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          width: 300,
        });
      })
      .catch(logUnseenFailure);
  }, [clientId]);

  if (!clientId) return null;
  return (
    <>
      <Divider label={t('auth.email.or')} labelPosition="center" />
      <Box ref={slot} mx="auto" data-testid="google-sign-in" />
    </>
  );
}
