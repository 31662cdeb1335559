import type { PartnerAgreementResponse } from '@givecrowd/shared/agreement/agreement-api';
import {
  NDEP_PROGRAM,
  PROGRAM_OPTIONS,
  type RegistrationForm,
} from '@givecrowd/shared/organization/registration-form';
import { Checkbox, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/api/get-countries';
import { draftQueryOptions, useDraft } from '@/api/get-draft';
import { AgreementSigned } from '@/components/partner-agreement/agreement-signed';
import {
  documentIdOf,
  useAgreementRecord,
} from '@/components/partner-agreement/get-agreement-record';
import { PartnerAgreementDialog } from '@/components/partner-agreement/partner-agreement-dialog';
import { SendToSignatory } from '@/components/partner-agreement/send-to-signatory';
import { ReviewNote, useFieldReview } from '@/features/onboarding/review-request';
import type { WizardForm } from '@/features/onboarding/use-wizard-form';
import { isAdminVerifiedFor } from '@/features/onboarding/wizard-storage';
import { useFormatDate } from '@/hooks/use-format-date';
import { useCatalogNames } from '@/lib/catalog-names';
import { signatoryPhone } from './signatory-phone';

type GrantProgramFieldsProps = { form: WizardForm; slug: string | null };

/** The signature made here: its date and first link are known until a reload. */
type SignedHere = PartnerAgreementResponse & { signedAt: string };

/** The record link of an agreement signed in the product, as the stored draft has it. */
function signedAgreementLinkOf(draft: ReturnType<typeof useDraft>['data']): string | null {
  const isSigned = draft?.grant_consent && !draft.is_agreement_signed && draft.agreement_link;
  return isSigned ? draft.agreement_link : null;
}

/**
 * The consent: ticking it opens the partner agreement, and it is checked once the agreement is
 * signed (the answer's permanent agreement_link goes into the form). Once a draft exists and its
 * signatory phone is verified, the agreement can be sent to the signatory to sign on their own
 * device instead (docs/product/partner-agreement.md).
 */
function AgreementConsent({ form, slug }: GrantProgramFieldsProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const countries = useCountries().data ?? [];
  const [isOpen, setOpen] = useState(false);
  const [signedHere, setSignedHere] = useState<SignedHere | null>(null);
  const { values } = form;
  const isSigned = values.grant_consent && values.agreement_link !== '';

  // Signed since this form was typed (by the signatory on their device): the stored draft says so.
  const storedDraft = useDraft(slug).data;
  const storedLink = signedAgreementLinkOf(storedDraft);
  const { getValues, setFieldValue } = form;
  useEffect(() => {
    if (!storedLink || getValues().agreement_link === storedLink) return;
    setFieldValue('grant_consent', true);
    setFieldValue('agreement_link', storedLink);
  }, [storedLink, getValues, setFieldValue]);
  // A draft signed before (or by the signatory on their device): its record has the date.
  const record = useAgreementRecord(
    isSigned && !signedHere ? documentIdOf(values.agreement_link) : null,
  );
  const signedAt = signedHere?.signedAt ?? record.data?.signed_at;
  const phone = signatoryPhone(values, countries);
  const canHandOff = slug !== null && isAdminVerifiedFor(phone, values.organization_admin_email);
  const consent = form.getInputProps('grant_consent', { type: 'checkbox' });
  const { note } = useFieldReview('grant_consent');
  const consentNote = note && <ReviewNote note={note} />;

  const onSigned = (answer: PartnerAgreementResponse) => {
    setSignedHere({ ...answer, signedAt: new Date().toISOString() });
    form.setFieldValue('grant_consent', true);
    form.setFieldValue('agreement_link', answer.agreement_link);
    // The server attached the agreement to the draft: the stored draft is not current any more.
    if (slug) void queryClient.invalidateQueries({ queryKey: draftQueryOptions(slug).queryKey });
  };

  return (
    <Stack gap="xs">
      <Checkbox
        {...consent}
        checked={isSigned}
        disabled={isSigned}
        onChange={(event) => event.currentTarget.checked && setOpen(true)}
        label={t('onboarding.grant.consent')}
        // The field's message, once it has one, is its whole description (with a reviewer's note).
        description={isSigned || consent.error ? consentNote : t('agreement.consent.hint')}
      />
      {isSigned ? (
        <AgreementSigned
          title={
            signedAt
              ? t('agreement.signed.titleOn', { date: formatDate(signedAt) })
              : t('agreement.signed.title')
          }
          link={signedHere?.link}
          // The PDF's link is short-lived (and unknown after a reload): each click fetches a fresh one.
          freshLinkFor={{ slug }}
          verifyLink={values.agreement_link}
        />
      ) : (
        canHandOff && <SendToSignatory slug={slug} email={values.organization_admin_email} />
      )}
      <PartnerAgreementDialog
        opened={isOpen}
        onClose={() => setOpen(false)}
        // The signed PDF names the organization as the server prints it: the saved draft's name,
        // or before the first save the typed one (sent with the signature).
        organizationName={
          slug ? (storedDraft?.organization_name ?? '') : values.organization_name.trim()
        }
        prefill={{
          partner_name: values.organization_admin_name,
          partner_reg_number: values.organization_registeration_number,
          partner_pan_number: values.organization_pan_card_number,
          partner_email: values.organization_admin_email,
        }}
        slug={slug}
        onSigned={onSigned}
      />
    </Stack>
  );
}

/**
 * The grant program, its program (Giving Tuesday shown disabled, saying it is not open yet), then for NDEP either 'agreement
 * already signed' with its link, or the consent, given by signing the partner agreement
 * (docs/product/wizard.md#step-0-registration).
 */
export function GrantProgramFields({ form, slug }: GrantProgramFieldsProps) {
  const { t } = useTranslation();
  const names = useCatalogNames();
  const { values } = form;
  const isNdep = values.is_grant_program && values.organization_program === NDEP_PROGRAM;
  const { note } = useFieldReview('is_grant_program');

  return (
    <Stack gap="sm">
      <Checkbox
        {...form.getInputProps('is_grant_program', { type: 'checkbox' })}
        label={t('onboarding.grant.label')}
        description={
          <>
            {t('onboarding.grant.hint')}
            {note && <ReviewNote note={note} />}
          </>
        }
      />
      {values.is_grant_program && (
        <Select
          {...form.getInputProps('organization_program')}
          label={t('onboarding.grant.program')}
          required
          data={PROGRAM_OPTIONS.map((program) => ({
            ...program,
            label: names.program(program.value, program.label),
          }))}
          // A program that cannot be chosen says why beside its name.
          renderOption={({ option }) =>
            option.disabled ? (
              <Stack gap={0}>
                <span>{option.label}</span>
                <Text component="span" size="xs" c="dimmed">
                  {t('onboarding.grant.notOpen')}
                </Text>
              </Stack>
            ) : (
              option.label
            )
          }
          value={values.organization_program || null}
          onChange={(value) =>
            form.setFieldValue(
              'organization_program',
              (value ?? '') as RegistrationForm['organization_program'],
            )
          }
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {isNdep && (
        <>
          <Checkbox
            {...form.getInputProps('is_agreement_signed', { type: 'checkbox' })}
            label={t('onboarding.grant.agreementSigned')}
          />
          {values.is_agreement_signed ? (
            <TextInput
              {...form.getInputProps('agreement_link')}
              type="url"
              label={t('onboarding.grant.agreementLink')}
              required
            />
          ) : (
            <AgreementConsent form={form} slug={slug} />
          )}
        </>
      )}
    </Stack>
  );
}
