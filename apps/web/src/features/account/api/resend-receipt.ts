import { resendReceiptResponseSchema } from '@givecrowd/shared/giving/giving-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import {
  type OrganizationDonationRequest,
  organizationDonationPath,
} from './get-organization-donation';

export function resendReceipt(request: OrganizationDonationRequest) {
  return apiFetch(`${organizationDonationPath(request)}/resend-receipt`, {
    method: 'POST',
    schema: resendReceiptResponseSchema,
  });
}

/** Emails the donor the gift's latest valid receipt again (docs/product/donations.md#refunds). */
export function useResendReceipt(request: OrganizationDonationRequest) {
  return useMutation({
    mutationFn: () => resendReceipt(request),
    meta: { errorBanner: false },
  });
}
