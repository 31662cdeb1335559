import type { agreementHandoffSchema } from '@givecrowd/shared/agreement/agreement-api';
import { AGREEMENT_MESSAGES } from '@givecrowd/shared/agreement/agreement-messages';
import { OTP_LENGTH } from '@givecrowd/shared/constants';
import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showError } from '@/components/error-banner';
import { AgreementFieldInputs } from '@/components/partner-agreement/agreement-field-inputs';
import { AgreementSigned } from '@/components/partner-agreement/agreement-signed';
import { AgreementText } from '@/components/partner-agreement/agreement-text';
import { ConfirmSigningDialog } from '@/components/partner-agreement/confirm-signing-dialog';
import { SignaturePad } from '@/components/partner-agreement/signature-pad';
import { useAgreementForm } from '@/components/partner-agreement/use-agreement-form';
import { useSignHandoff } from '@/features/agreement/api/sign-handoff';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';
import { HandoffCode } from './handoff-code';

type HandoffSigningProps = {
  token: string;
  handoff: z.infer<typeof agreementHandoffSchema>;
};

/**
 * The signatory signs on their own device: the agreement, the prefilled details, the signature,
 * the code texted to the organization's verified admin phone, then the confirm dialog.
 */
export function HandoffSigning({ token, handoff }: HandoffSigningProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { form, check, reject, fieldId, isMarkField } = useAgreementForm(handoff.fields);
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sign = useSignHandoff();
  const signatureError = form.errors.partner_signature;

  const submit = () => {
    if (!check()) return;
    if (code.length !== OTP_LENGTH) {
      const message = t('agreement.signPage.codeRequired');
      setCodeProblem(message);
      return showError(message);
    }
    setConfirming(true);
  };

  const confirm = () => {
    setFailure(null);
    setCodeProblem(null);
    const { partner_signature, ...fields } = form.getValues();
    sign.mutate(
      { token, request: { ...fields, otp: code, signature_png: partner_signature } },
      {
        // The long form gives way to a short answer: show it from the top.
        onSuccess: () => window.scrollTo({ top: 0 }),
        onError: (error) => {
          setConfirming(false);
          const field = error instanceof ApiError ? error.errors[0]?.field : undefined;
          if (field === 'otp') setCodeProblem(translate(error.message));
          else if (field === 'signature_png') {
            reject(error.message, [{ field: 'partner_signature', message: error.message }]);
          } else if (field && isMarkField(field)) {
            reject(error.message, [{ field, message: error.message }]);
          } else setFailure(error.message);
        },
      },
    );
  };

  if (sign.isSuccess) {
    return (
      <Stack role="status">
        <AgreementSigned
          title={t('agreement.signed.title')}
          link={sign.data.link}
          verifyLink={sign.data.agreement_link}
          level={2}
        >
          <Text size="sm">{translate(AGREEMENT_MESSAGES.emailNotice)}</Text>
          <Text size="sm" fw={500}>
            {t('agreement.signPage.done')}
          </Text>
        </AgreementSigned>
      </Stack>
    );
  }

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="xl">
          <AgreementText
            parties={{ ...form.values, organization_name: handoff.organization_name }}
            version={handoff.version}
            level={2}
          />
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('agreement.fields.title')}
            </Title>
            <AgreementFieldInputs form={form} />
          </Stack>
          <div id={fieldId('partner_signature')}>
            <SignaturePad
              onChange={(png) => form.setFieldValue('partner_signature', png ?? '')}
              error={typeof signatureError === 'string' ? signatureError : null}
              allowImageFile
            />
          </div>
          <Divider />
          <HandoffCode
            token={token}
            phoneHint={handoff.phone_hint}
            code={code}
            onCodeChange={(next) => {
              setCode(next);
              setCodeProblem(null);
            }}
            hasError={codeProblem !== null}
          />
          {codeProblem && (
            <Text size="sm" c="red">
              {codeProblem}
            </Text>
          )}
          {failure && (
            <Alert color="red" role="alert" title={t('agreement.dialog.failed')}>
              {translate(failure)}
            </Alert>
          )}
          <Group>
            <Button type="submit" size="md" fullWidth={false}>
              {t('agreement.dialog.sign')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmSigningDialog
        opened={isConfirming}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
        isSigning={sign.isPending}
      />
    </>
  );
}
