export {
  type PaymentProvider,
  PaymentProviderError,
  type PaymentProviderErrorKind,
} from './payment-provider.ts';
export { createPaymentProviders, type PaymentProviders } from './payment-providers.ts';
export { razorpayWebhookRoutes } from './razorpay/razorpay-webhook-routes.ts';
export { paymentRoutes } from './routes.ts';
export { stripeWebhookRoutes } from './stripe/stripe-webhook-routes.ts';
