import type { PaymentsRuleContext } from '@givecrowd/shared/payments/payments-rules';
import type { Organization } from '@/modules/organizations/repository.ts';

/** Who the organization is, read from its stored step-0 form: the step-2 rules depend on it. */
export function paymentsRuleContext(row: Organization): PaymentsRuleContext {
  const { form } = row;
  return {
    country_code: form.country_code,
    organization_type: form.organization_type,
    is_grant_program: form.is_grant_program,
  };
}
