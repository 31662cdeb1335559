import { describe, expect, it } from 'vitest';
import { agreementRecordLink, readAgreementReference } from './agreement-link.ts';
import { maskPhone } from './mask-phone.ts';

const key = 'signed-agreements/3f0c5b1e-9a4d-4c1e-8f00-1234567890ab.pdf';

describe('agreement links', () => {
  it('makes the record link an http(s) address on PUBLIC_URL', () => {
    expect(
      agreementRecordLink({ publicUrl: 'https://give.example.org', documentId: 'Ab_9-x' }),
    ).toBe('https://give.example.org/agreement/verify?document_id=Ab_9-x');
  });

  it.each([
    ['http://localhost:3000/agreement/verify?document_id=Ab_9-x', { documentId: 'Ab_9-x' }],
    ['/agreement/verify?document_id=Ab_9-x', { documentId: 'Ab_9-x' }],
    [`/upload-service/private/${key}?expires=1&signature=abc`, { pdfKey: key }],
    [`https://bucket.s3.amazonaws.com/private/${key}?X-Amz-Signature=abc`, { pdfKey: key }],
    ['https://example.org/our-agreement.pdf', null],
    ['/agreement/verify', null],
    [`/upload-service/private/cancel-check/${key.slice(18)}`, null],
    ['', null],
    ['http://[', null],
  ])('reads %j as %j', (link, reference) => {
    expect(readAgreementReference(link)).toEqual(reference);
  });

  it('masks a phone but for its country code and last three digits', () => {
    expect(maskPhone('+919876543210')).toBe('+91 ••••• ••210');
    expect(maskPhone('+14155550123')).toBe('+1 ••• ••• •123');
  });
});
