import { PRODUCT_NAME } from '../constants.ts';
import {
  describeCardFee,
  GRANT_TRANSACTION_FEE_PERCENT,
  grantFeeLines,
} from '../payments/fee-schedule.ts';
import type { AgreementFields } from './agreement-api.ts';

/**
 * The technology-grant partner agreement, one text for the dialog that shows it and the PDF that
 * prints it (docs/product/partner-agreement.md#the-agreement). A change of wording is a new
 * version: signatures record the version they signed, and the consent of step 0 counts only a
 * signature of the current one. A signed PDF is stored as it was signed, so an older version's
 * wording stays in its PDF. The fees are written from the one fee schedule (fee-schedule.ts).
 */
export const AGREEMENT_VERSION = '2026-11-28';

export const AGREEMENT_TITLE = `${PRODUCT_NAME} Technology Grant Partner Agreement`;

export type AgreementSection = { heading: string; paragraphs: string[] };

/** Who the agreement is with: the signer's fields and the organization's name (any may be blank). */
export type AgreementParties = Partial<AgreementFields & { organization_name: string }>;

const filled = (value: string | undefined) => value?.trim() ?? '';

/** "X (registration number …, PAN …)", leaving out what is not known yet. */
function describePartner(parties: AgreementParties): string {
  const name = filled(parties.organization_name) || 'the partner organization';
  const facts = [
    filled(parties.partner_reg_number) &&
      `registration number ${filled(parties.partner_reg_number)}`,
    filled(parties.partner_pan_number) && `PAN ${filled(parties.partner_pan_number).toUpperCase()}`,
  ].filter(Boolean);
  return facts.length ? `${name} (${facts.join(', ')})` : name;
}

function describeSigner(parties: AgreementParties): string {
  const name = filled(parties.partner_name) || 'its authorised signatory';
  const email = filled(parties.partner_email);
  return email ? `${name} (${email})` : name;
}

/** "5% for a domestic card or UPI payment in India (3% and a card fee of 2%); …" */
function describeGrantFees(): string {
  return grantFeeLines()
    .map(
      ({ payment, card, total }) =>
        `${describeCardFee(total)} for ${payment} (${GRANT_TRANSACTION_FEE_PERCENT}% and a card fee of ${describeCardFee(card)})`,
    )
    .join('; ');
}

/** The agreement as headed sections of plain paragraphs, filled with the parties' details. */
export function agreementSections(parties: AgreementParties = {}): AgreementSection[] {
  const us = PRODUCT_NAME;
  return [
    {
      heading: '1. The parties',
      paragraphs: [
        `This agreement is between ${us}, which runs the ${us} white-label crowdfunding platform ("${us}", "we"), and ${describePartner(parties)} ("the Partner", "you").`,
        `It is signed for the Partner by ${describeSigner(parties)}, who confirms that they are authorised to sign it on the Partner's behalf.`,
      ],
    },
    {
      heading: '2. The program, by invitation',
      paragraphs: [
        `The NDEP Technology Grant helps nonprofits and companies in India raise funds online with ${us}.`,
        `Grant programs are invitation-only, and every grant is approved by the platform: ${us} decides whether to award a grant after reviewing the Partner's registration. Signing this agreement is part of the application; it does not by itself award a grant.`,
      ],
    },
    {
      heading: '3. The grant',
      paragraphs: [
        `If ${us} approves the Partner, it grants the Partner up to USD 6,250 a year for 3 years. Over the 3 years the grant is worth INR 15,00,000.`,
        `The grant is given as the use of the ${us} platform (the Partner's white-label fundraising site, its campaign tools and support), not as cash, and it cannot be transferred to anyone else.`,
      ],
    },
    {
      heading: '4. Fees',
      paragraphs: [
        `${us} charges a transaction fee of ${GRANT_TRANSACTION_FEE_PERCENT}% on each donation received through the platform.`,
        `The payment provider's card fee is charged on each payment as well, so that a payment costs in total: ${describeGrantFees()}.`,
        'The fees are taken from each payment before the funds are disbursed. Any change to them is announced to the Partner by email before it applies.',
      ],
    },
    {
      heading: '5. Disbursements',
      paragraphs: [
        "Funds raised are paid out to the Partner's verified bank account. There is no fee for a domestic disbursement.",
        'An international wire costs what the banks involved charge, typically USD 50 to 58 per wire, and is deducted from the amount sent.',
      ],
    },
    {
      heading: '6. Eligibility',
      paragraphs: [
        `To keep the grant, the Partner must, in each fiscal year, make at least 100 online transactions and raise at least INR 100,000 through ${us}.`,
        `If the Partner does not meet both conditions in a fiscal year, ${us} may end the grant for the years that remain. Fees already charged stay as they are.`,
      ],
    },
    {
      heading: '7. What the Partner confirms',
      paragraphs: [
        'The details given in this agreement and in the registration are true and complete, and the Partner is lawfully registered.',
        'The Partner uses the platform and the funds raised lawfully and for the purposes it states to its donors, and tells us promptly when its registration, bank account or signatory changes.',
      ],
    },
    {
      heading: '8. Ending the agreement',
      paragraphs: [
        'Either party may end this agreement at any time by writing to the other by email. The grant for the time that remains then ends; fees due on payments already made stay due.',
        `${us} may end the agreement at once if the Partner's details prove untrue or the platform is used unlawfully.`,
      ],
    },
    {
      heading: '9. Signing electronically',
      paragraphs: [
        'The Partner signs this agreement electronically, and both parties accept the electronic signature as binding.',
        `${us} records the signer's name, email, the time of signing, the internet (IP) address it was signed from and the version of this agreement, and keeps the SHA-256 fingerprint of the signed document, so that anyone holding a copy can check that it is exactly the document that was signed. The Partner receives the signed document by email.`,
      ],
    },
    {
      heading: '10. Personal data and law',
      paragraphs: [
        `${us} uses the details given here, including the PAN, only to run the program, to verify the Partner and to meet its legal duties, and does not sell them.`,
        'This agreement is governed by the laws of India.',
      ],
    },
  ];
}
