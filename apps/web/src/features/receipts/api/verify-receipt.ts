import {
  type ReceiptVerifyResponse,
  receiptVerifyResponseSchema,
} from '@givecrowd/shared/giving/giving-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** What the receipt check was asked: a receipt number, or the receipt's PDF. */
export type ReceiptCheckInput = { number: string } | { file: File };

/** A receipt as the check answers it: never anything about the donor. */
export type CheckedReceipt = ReceiptVerifyResponse['data'];

/**
 * `GET /api/receipts/verify?number=` or `POST /api/receipts/verify` (multipart `file`, the PDF):
 * whether GiveCrowd issued the receipt, its organization, date and amount, valid or void. A
 * number, or a PDF, that no receipt has answers 404 with the server's message.
 */
export async function checkReceipt(input: ReceiptCheckInput): Promise<CheckedReceipt> {
  if ('file' in input) {
    const body = new FormData();
    body.set('file', input.file, input.file.name);
    const answer = await apiFetch('/api/receipts/verify', {
      method: 'POST',
      body,
      schema: receiptVerifyResponseSchema,
      token: '',
    });
    return answer.data;
  }
  const query = new URLSearchParams({ number: input.number });
  const answer = await apiFetch(`/api/receipts/verify?${query}`, {
    schema: receiptVerifyResponseSchema,
    token: '',
  });
  return answer.data;
}

/** The page shows the answer, or the failure, in place: not in the error banner. */
export function useCheckReceipt() {
  return useMutation({ mutationFn: checkReceipt, meta: { errorBanner: false } });
}
