/**
 * The income-tax portal's CSV template for Form 10BD, Part B, as docs/product/donations.md#form-10bd
 * describes it: every fact the product's giving page marks "confirm" lives here and only here, so
 * a correction is one edit. Checked against the portal's published instructions for the template
 * (field lengths, annexures) as of 2026; the portal's own downloaded template wins over this table.
 */
export const FORM_10BD = {
  /** The template's header row, in its column order. */
  columns: [
    'Sl. No.',
    'Pre Acknowledgement Number',
    'ID Code',
    'Unique Identification Number',
    'Section Code',
    'Unique Registration Number (URN)',
    'Date of Issuance of Unique Registration Number',
    'Name of donor',
    'Address of donor',
    'Donation Type',
    'Mode of receipt',
    'Amount of donation (Indian rupees)',
  ],
  /**
   * Annexure I: the kind of the donor's ID. PAN or Aadhaar when the donor has one; another only
   * without both. The product records a PAN, and a foreign citizen's passport (confirm).
   */
  idCodes: {
    pan: '1',
    aadhaar: '2',
    foreignTaxId: '3',
    passport: '4',
    electorId: '5',
    drivingLicence: '6',
    rationCard: '7',
  },
  /** Annexure II: the section the donor claims under; the product records 80G approvals (confirm). */
  sectionCodes: {
    '80G': 'Section 80G',
    '35(1)(ii)': 'Section 35(1)(ii)',
    '35(1)(iia)': 'Section 35(1)(iia)',
    '35(1)(iii)': 'Section 35(1)(iii)',
  },
  /** Kinds of donation; the product takes neither corpus donations nor specific grants. */
  donationTypes: { corpus: 'Corpus', specificGrant: 'Specific grant', others: 'Others' },
  /** Modes of receipt; every gift here is an online payment (UPI, card, netbanking). */
  modes: {
    cash: 'Cash',
    kind: 'Kind',
    electronic: 'Electronic modes including account payee cheque/draft',
    others: 'Others',
  },
  /** What every gift made through the product is reported as (confirm). */
  giftType: 'others',
  giftMode: 'electronic',
  /** The URN's date as the template takes it, from the organization's YYYY-MM-DD (confirm). */
  urnDate: (isoDate: string) => isoDate.split('-').reverse().join('-'),
  /** The portal's longest values: the donor's ID and the URN. */
  maxLengths: { uniqueIdentificationNumber: 75, urn: 100 },
  /** Problems listed in a refusal; the message counts them all. */
  problemsListed: 50,
} as const;

export type Form10bdDonationType = keyof typeof FORM_10BD.donationTypes;
export type Form10bdMode = keyof typeof FORM_10BD.modes;
