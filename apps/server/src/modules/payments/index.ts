export { allowedWebOrigin } from './allowed-origin.ts';
export {
  type ConfirmDonation,
  type DonationCheckoutInput,
  type DonationCheckoutState,
  type DonationPayment,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentProviderErrorKind,
  type ProviderRefundFailure,
  type RecordFailedCharge,
  type RecordRefund,
  type RecordRefundFailure,
} from './payment-provider.ts';
export {
  createPaymentProviders,
  type GiftProvider,
  type PaymentProviders,
} from './payment-providers.ts';
export { sendPaymentError } from './provider-failure.ts';
export { razorpayWebhookRoutes } from './razorpay/razorpay-webhook-routes.ts';
export { paymentRoutes } from './routes.ts';
export { stripeWebhookRoutes } from './stripe/stripe-webhook-routes.ts';
