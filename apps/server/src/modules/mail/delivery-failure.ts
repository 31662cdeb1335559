/**
 * A message the provider refused. `permanent` when sending it again cannot help (an SMTP 5xx, an
 * invalid phone number): the outbox then stops trying and keeps the reason
 * (docs/product/faults.md#outbox). Anything else thrown by a transport is retried with backoff.
 */
export class DeliveryFailure extends Error {
  constructor(
    reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
    this.name = 'DeliveryFailure';
  }
}
