import type { PaymentsFieldError } from '@givecrowd/shared/payments/payments-rules';
import { AppError } from '@/lib/errors.ts';

/** 400 with the first failing step-2 rule as message and every failing field, in rule order. */
export function assertPaymentsRules(errors: PaymentsFieldError[]): void {
  const [first] = errors;
  if (first) throw new AppError('bad_request', first.message, { errors });
}
