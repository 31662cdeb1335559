export { donationConfirmer } from './confirm-donation.ts';
export { failedChargeRecorder } from './my-giving/record-failed-charge.ts';
export { receiptWorker } from './plugin.ts';
export { refundRecorder } from './record-refund.ts';
export { refundFailureRecorder } from './record-refund-failure.ts';
export { givingRoutes } from './routes.ts';
