import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from './document-messages.ts';
import {
  checkDocumentFile,
  DOCUMENT_MAX_BYTES,
  documentFileName,
  documentKindOfItem,
  documentRequestItem,
  documentsAskedOf,
  sniffDocumentType,
} from './organization-documents.ts';

const indiaNgo = { country_code: 'IN', organization_type: 'ngo' };

describe('documentsAskedOf', () => {
  it('asks every organization for its registration certificate', () => {
    expect(documentsAskedOf({ country_code: 'GB', organization_type: 'company' })).toEqual([
      'registration_certificate',
    ]);
  });

  it('asks an Indian NGO for its PAN, and for 80G and FCRA only while those are on', () => {
    expect(documentsAskedOf(indiaNgo)).toEqual(['registration_certificate', 'pan_card']);
    expect(
      documentsAskedOf({
        ...indiaNgo,
        organization_is_tax_exemption: true,
        organization_fcra_check: true,
      }),
    ).toEqual(['registration_certificate', 'tax_exemption_80g', 'fcra_certificate', 'pan_card']);
  });

  it('asks no 80G or FCRA of an Indian company, whatever its switches say', () => {
    expect(
      documentsAskedOf({
        country_code: 'IN',
        organization_type: 'company',
        organization_is_tax_exemption: true,
        organization_fcra_check: true,
      }),
    ).toEqual(['registration_certificate', 'pan_card']);
  });

  it('asks a US NGO for its IRS determination letter, a US company not', () => {
    expect(documentsAskedOf({ country_code: 'US', organization_type: 'ngo' })).toEqual([
      'registration_certificate',
      'irs_determination_letter',
    ]);
    expect(documentsAskedOf({ country_code: 'US', organization_type: 'company' })).toEqual([
      'registration_certificate',
    ]);
  });
});

describe('document request items', () => {
  it('names a document as document:{kind} and reads it back', () => {
    expect(documentRequestItem('pan_card')).toBe('document:pan_card');
    expect(documentKindOfItem('document:pan_card')).toBe('pan_card');
    expect(documentKindOfItem('document:passport')).toBeNull();
    expect(documentKindOfItem('organization_name')).toBeNull();
  });
});

describe('checkDocumentFile', () => {
  it('takes a PDF, JPG or PNG up to 10 MB, by declared type or by extension', () => {
    expect(checkDocumentFile({ name: 'a.pdf', type: 'application/pdf', size: 100 })).toBeNull();
    expect(checkDocumentFile({ name: 'scan.JPEG', type: '', size: 100 })).toBeNull();
    expect(
      checkDocumentFile({ name: 'a.png', type: 'image/png', size: DOCUMENT_MAX_BYTES }),
    ).toBeNull();
  });

  it('takes the names people’s files have', () => {
    expect(checkDocumentFile({ name: 'PAN card (1).pdf', type: 'application/pdf', size: 1 })).toBe(
      null,
    );
  });

  it('refuses another type, then a file over the limit', () => {
    expect(checkDocumentFile({ name: 'a.docx', type: 'application/msword', size: 1 })).toBe(
      DOCUMENT_MESSAGES.fileType,
    );
    expect(checkDocumentFile({ name: 'a.svg', type: '', size: 1 })).toBe(
      DOCUMENT_MESSAGES.fileType,
    );
    expect(
      checkDocumentFile({ name: 'a.pdf', type: 'application/pdf', size: DOCUMENT_MAX_BYTES + 1 }),
    ).toBe(DOCUMENT_MESSAGES.tooLarge);
  });
});

describe('sniffDocumentType', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('reads PDF, JPG and PNG from their first bytes', () => {
    expect(sniffDocumentType(bytes('%PDF-1.7\n'))?.format).toBe('pdf');
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.format).toBe('jpeg');
    expect(
      sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.format,
    ).toBe('png');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffDocumentType(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffDocumentType(bytes('GIF89a'))).toBeNull();
    expect(sniffDocumentType(bytes(' %PDF-1.7'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
  });
});

describe('documentFileName', () => {
  it('keeps the name as given, without folders, control characters or runs of spaces', () => {
    expect(documentFileName('PAN card (1).pdf', 'pan_card.pdf')).toBe('PAN card (1).pdf');
    expect(documentFileName('पंजीकरण प्रमाणपत्र.pdf', 'x.pdf')).toBe('पंजीकरण प्रमाणपत्र.pdf');
    expect(documentFileName('../../etc/passwd.pdf', 'x.pdf')).toBe('passwd.pdf');
    expect(documentFileName('C:\\Scans\\80G  letter\u202e.pdf', 'x.pdf')).toBe('80G letter.pdf');
    expect(documentFileName('a\r\nb.pdf', 'x.pdf')).toBe('ab.pdf');
  });

  it('keeps 120 characters at most, and the fallback when nothing is left', () => {
    expect(documentFileName(`${'a'.repeat(200)}.pdf`, 'x.pdf')).toHaveLength(120);
    expect(documentFileName('/\u0000', 'registration_certificate.pdf')).toBe(
      'registration_certificate.pdf',
    );
  });
});
