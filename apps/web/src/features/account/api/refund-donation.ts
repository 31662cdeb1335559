import { type RefundRequest, refundResponseSchema } from '@givecrowd/shared/giving/giving-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import {
  type OrganizationDonationRequest,
  organizationDonationPath,
} from './get-organization-donation';

export function refundDonation(request: OrganizationDonationRequest, body: RefundRequest) {
  return apiFetch(`${organizationDonationPath(request)}/refund`, {
    method: 'POST',
    body,
    schema: refundResponseSchema,
  });
}

/**
 * Refunds the gift in full (docs/product/donations.md#refunds); the gift and the organization's
 * lists and totals are asked again after it.
 */
export function useRefundDonation(request: OrganizationDonationRequest) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequest) => refundDonation(request, body),
    meta: { errorBanner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organizations', request.slug] }),
  });
}
