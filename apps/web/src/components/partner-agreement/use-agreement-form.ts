import type { AgreementFields } from '@givecrowd/shared/agreement/agreement-api';
import { validateAgreement } from '@givecrowd/shared/agreement/agreement-rules';
import { useMarkedForm } from '@/hooks/use-marked-form';

/**
 * The agreement's fields and signature, checked with the shared rules (validateAgreement): the
 * first failure goes to the error banner, every failing field is marked under it and the first is
 * focused (useMarkedForm).
 */
export function useAgreementForm(prefill: AgreementFields) {
  return useMarkedForm({
    initialValues: { ...prefill, partner_signature: '' },
    validate: validateAgreement,
  });
}

export type AgreementFormState = ReturnType<typeof useAgreementForm>;
