import type {
  AgreementFields,
  PartnerAgreementResponse,
} from '@givecrowd/shared/agreement/agreement-api';
import { AGREEMENT_MESSAGES } from '@givecrowd/shared/agreement/agreement-messages';
import { AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import {
  Alert,
  Box,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageField } from '@/components/image-field/image-field';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';
import { AgreementFieldInputs } from './agreement-field-inputs';
import { AgreementSigned } from './agreement-signed';
import { AgreementText } from './agreement-text';
import { ConfirmSigningDialog } from './confirm-signing-dialog';
import { SIGNATURE_PURPOSE, useSignPartnerAgreement } from './sign-partner-agreement';
import { SignaturePad } from './signature-pad';
import { useAgreementForm } from './use-agreement-form';

export type PartnerAgreementDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The signer's details from the wizard (signatory name, registration number, PAN, email). */
  prefill: AgreementFields;
  /**
   * The organization's name as the signed PDF will print it, or '': the saved draft's with a
   * slug; without one, the wizard's typed name, which is sent with the signature.
   */
  organizationName: string;
  /** The draft the agreement is attached to, once it exists. */
  slug: string | null;
  onSigned: (answer: PartnerAgreementResponse) => void;
};

type SignatureMode = 'draw' | 'upload';

/**
 * The technology-grant partner agreement (docs/product/partner-agreement.md): the text, the
 * signer's details, the signature drawn or uploaded, the confirm dialog, then the signed PDF.
 * Full screen below 576 px.
 */
export function PartnerAgreementDialog({ opened, onClose, ...props }: PartnerAgreementDialogProps) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 36em)');
  // While the confirm dialog is on top, it alone answers Escape and keeps the focus.
  const [isConfirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('agreement.dialog.title')}
      size="xl"
      fullScreen={isNarrow}
      radius={isNarrow ? 0 : undefined}
      closeOnEscape={!isConfirming}
      trapFocus={!isConfirming}
    >
      <AgreementDialogBody
        {...props}
        onClose={close}
        isConfirming={isConfirming}
        setConfirming={setConfirming}
      />
    </Modal>
  );
}

type BodyProps = Omit<PartnerAgreementDialogProps, 'opened'> & {
  isConfirming: boolean;
  setConfirming: (isConfirming: boolean) => void;
};

/** Mounted while the dialog shows, so each opening starts from the wizard's details. */
function AgreementDialogBody({
  prefill,
  organizationName,
  slug,
  onSigned,
  onClose,
  isConfirming,
  setConfirming,
}: BodyProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { form, check, reject, fieldId, isMarkField } = useAgreementForm(prefill);
  const [mode, setMode] = useState<SignatureMode>('draw');
  const [signatures, setSignatures] = useState<Record<SignatureMode, string>>({
    draw: '',
    upload: '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const sign = useSignPartnerAgreement();
  const signatureError = form.errors.partner_signature;

  const setSignature = (from: SignatureMode, value: string) => {
    setSignatures((current) => ({ ...current, [from]: value }));
    if (from === mode) form.setFieldValue('partner_signature', value);
  };
  const chooseMode = (next: SignatureMode) => {
    setMode(next);
    form.setFieldValue('partner_signature', signatures[next]);
  };

  const confirm = () => {
    setFailure(null);
    sign.mutate(
      // Without a draft the server prints the name sent; a draft's PDF names it as saved.
      slug
        ? { ...form.getValues(), slug }
        : { ...form.getValues(), organization_name: organizationName },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          onSigned(answer);
        },
        onError: (error) => {
          setConfirming(false);
          const field = error instanceof ApiError ? error.errors[0]?.field : undefined;
          if (field && isMarkField(field)) {
            reject(error.message, [{ field, message: error.message }]);
          } else {
            setFailure(error.message);
          }
        },
      },
    );
  };

  if (sign.isSuccess) {
    return (
      <Stack gap="lg" role="status">
        <AgreementSigned
          title={t('agreement.signed.title')}
          link={sign.data.link}
          verifyLink={sign.data.agreement_link}
        >
          <Text size="sm">{translate(AGREEMENT_MESSAGES.emailNotice)}</Text>
          <Text size="sm" c="dimmed">
            {t('agreement.signed.document', {
              id: sign.data.document_id,
              version: sign.data.version,
            })}
          </Text>
        </AgreementSigned>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('agreement.dialog.done')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (check()) setConfirming(true);
        }}
      >
        <Stack gap="lg">
          <Text size="sm">{t('agreement.dialog.intro')}</Text>
          <AgreementText
            parties={{ ...form.values, organization_name: organizationName }}
            version={AGREEMENT_VERSION}
          />
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('agreement.fields.title')}
            </Title>
            <AgreementFieldInputs form={form} />
          </Stack>
          <Stack gap="sm" id={fieldId('partner_signature')}>
            <SegmentedControl
              value={mode}
              onChange={(value) => chooseMode(value as SignatureMode)}
              data={[
                { value: 'draw', label: t('agreement.signature.draw') },
                { value: 'upload', label: t('agreement.signature.upload') },
              ]}
              aria-label={t('agreement.signature.how')}
              w={{ base: '100%', xs: 'auto' }}
              style={{ alignSelf: 'flex-start' }}
            />
            <Box hidden={mode !== 'draw'}>
              <SignaturePad
                onChange={(png) => setSignature('draw', png ?? '')}
                error={
                  mode === 'draw' && typeof signatureError === 'string' ? signatureError : null
                }
              />
            </Box>
            {mode === 'upload' && (
              <ImageField
                label={t('agreement.signature.label')}
                purpose={SIGNATURE_PURPOSE}
                value={signatures.upload || null}
                onChange={(key) => setSignature('upload', key ?? '')}
                error={typeof signatureError === 'string' ? signatureError : null}
                required
              />
            )}
          </Stack>
          {failure && (
            <Alert color="red" role="alert" title={t('agreement.dialog.failed')}>
              {translate(failure)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('agreement.dialog.cancel')}
            </Button>
            <Button type="submit">{t('agreement.dialog.sign')}</Button>
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
