import { createHash } from 'node:crypto';
import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import { amountInWords } from '@givecrowd/shared/giving/amount-in-words';
import type { DonationFrequency, DonorLocale } from '@givecrowd/shared/giving/donation-details';
import { formatGift, type GiftCurrency, toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import type { PDFDocument, PDFImage } from 'pdf-lib';
import { loadSharp } from '@/lib/load-sharp.ts';
import { loadPdfLib } from '@/lib/pdf/load-pdf-lib.ts';
import { createPdfWriter } from '@/lib/pdf/pdf-writer.ts';
import type { SignatureImage } from '@/lib/pdf/signature-image.ts';

type PdfLib = Awaited<ReturnType<typeof loadPdfLib>>['pdfLib'];

export type ReceiptDocument = {
  /** The donor's language; a Hindi receipt is bilingual (Hindi, then the English), so it stays valid. */
  locale: DonorLocale;
  /** The organization's country: 'IN', 'US', 'GB', 'CA', 'SG', other. */
  countryCode: string;
  number: string;
  issuedAt: Date;
  status: 'valid' | 'void';
  voided?: { at: Date; reason: string } | null;
  organization: {
    name: string;
    address: string;
    pan: string | null;
    registrationNumber: string | null;
    exemption: {
      /** '80G', '12A', '35(1)(ii)'… or a foreign exemption's label. */
      section: string;
      number: string;
      /** YYYY-MM-DD */
      date: string | null;
      /** '50%', '100%' */
      percentage: string | null;
    } | null;
    signatoryName: string | null;
    signature: SignatureImage | null;
  };
  donor: {
    name: string;
    email: string;
    address: {
      line_1: string;
      line_2: string;
      city: string;
      postal_code: string;
      country_code: string;
    } | null;
    pan: string | null;
  };
  /** What was charged, in integer minor units (paise, cents, pence). */
  amountMinor: number;
  /** Of it, the fees the donor chose to cover: never part of a Gift Aid claim. */
  coveredFeeMinor: number;
  currency: GiftCurrency;
  frequency: DonationFrequency;
  /** UK: the donor gave the Gift Aid declaration. */
  giftAid: boolean;
  campaignTitle: string | null;
  /** The public page where anyone can check a receipt. */
  verifyUrl: string;
};

/** A text in English, with its Hindi for a Hindi receipt. */
type Bilingual = { en: string; hi: string };

const LABELS = {
  number: { en: 'Receipt number', hi: 'रसीद संख्या' },
  date: { en: 'Date', hi: 'दिनांक' },
  donor: { en: 'Received from', hi: 'दानदाता' },
  address: { en: 'Address', hi: 'पता' },
  pan: { en: 'PAN', hi: 'पैन' },
  registration: { en: 'Registration number', hi: 'पंजीकरण संख्या' },
  ein: { en: 'EIN', hi: 'EIN' },
  amount: { en: 'Amount', hi: 'राशि' },
  words: { en: 'Amount in words', hi: 'राशि शब्दों में' },
  mode: { en: 'Mode of payment', hi: 'भुगतान का माध्यम' },
  gift: { en: 'Gift', hi: 'दान' },
  campaign: { en: 'Campaign', hi: 'अभियान' },
  approvalDate: { en: 'Approval date', hi: 'अनुमोदन दिनांक' },
  deduction: { en: 'Deduction', hi: 'कटौती' },
  eligibleAmount: { en: 'Eligible amount of the gift', hi: 'दान की पात्र राशि' },
  signatory: { en: 'Authorised signatory', hi: 'अधिकृत हस्ताक्षरकर्ता' },
  notGiven: { en: 'Not given', hi: 'नहीं दिया गया' },
  electronic: { en: 'Electronic', hi: 'इलेक्ट्रॉनिक' },
  oneTime: { en: 'One-time gift', hi: 'एकमुश्त दान' },
  monthly: { en: "Monthly gift (this month's payment)", hi: 'मासिक दान (इस महीने का भुगतान)' },
  thanks: { en: 'Thank you for your gift.', hi: 'आपके दान के लिए धन्यवाद।' },
} satisfies Record<string, Bilingual>;

/** The sections of the Income-tax Act under which a donor may deduct a gift (Form 10BD's codes). */
const DEDUCTION_SECTIONS = new Set(['80g', '35(1)(ii)', '35(1)(iia)', '35(1)(iii)']);
const isDeductionSection = (section: string) =>
  DEDUCTION_SECTIONS.has(section.replace(/\s+/g, '').toLowerCase());
const INCOME_TAX_ACT = 'of the Income-tax Act, 1961';

/**
 * The days receipts are dated in: the same as their numbers' years (receiptYearOf), India's time
 * for India and UTC elsewhere, so a receipt's date and its number's year never disagree.
 */
const dateFormats = {
  india: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }),
  utc: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
};
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Whether the organization gave an exemption number: only then is a receipt 'official'. */
const isOfficial = (doc: ReceiptDocument) => Boolean(doc.organization.exemption?.number.trim());

function titleOf(doc: ReceiptDocument): Bilingual {
  const official = isOfficial(doc);
  if (official && doc.countryCode === 'CA') {
    return {
      en: 'Official donation receipt for income tax purposes',
      hi: 'आयकर प्रयोजनों के लिए आधिकारिक दान रसीद',
    };
  }
  if (official && doc.countryCode === 'SG') {
    return { en: 'Official tax receipt', hi: 'आधिकारिक कर रसीद' };
  }
  return { en: 'Donation receipt', hi: 'दान रसीद' };
}

/** A statement the receipt makes; `heading` draws it in bold. */
type Statement = Bilingual & { heading?: boolean };

/** The statements the organization's country's tax rules ask a receipt to make. */
function statementsOf(doc: ReceiptDocument): Statement[] {
  const { organization, donor, countryCode } = doc;
  const exemption = organization.exemption;
  if (countryCode === 'IN') {
    if (!exemption || !isDeductionSection(exemption.section)) {
      return [
        {
          en: `This donation is not eligible for a tax deduction: the organization has no approval under section 80G or another section ${INCOME_TAX_ACT}.`,
          hi: 'यह दान कर कटौती के योग्य नहीं है: संस्था के पास आयकर अधिनियम, 1961 की धारा 80G या किसी अन्य धारा के अंतर्गत अनुमोदन नहीं है।',
        },
      ];
    }
    const section = exemption.section.trim();
    const statements: Statement[] = [
      {
        en: `This donation is eligible for a deduction under section ${section} ${INCOME_TAX_ACT}.`,
        hi: `यह दान आयकर अधिनियम, 1961 की धारा ${section} के अंतर्गत कटौती के योग्य है।`,
      },
    ];
    if (!donor.pan && section.toUpperCase() === '80G') {
      statements.push({
        en: GIVING_MESSAGES.noPanNo80G,
        hi: 'पैन के बिना इस दान पर धारा 80G के अंतर्गत कटौती का दावा नहीं किया जा सकता।',
      });
    }
    return statements;
  }
  if (countryCode === 'US') {
    return [
      {
        en: 'No goods or services were provided in exchange for this contribution.',
        hi: 'इस योगदान के बदले में कोई वस्तु या सेवा प्रदान नहीं की गई।',
      },
    ];
  }
  if (countryCode === 'GB' && doc.giftAid) {
    // Gift Aid is claimed on the gift alone, never on the fees the donor covered
    // (docs/product/donations.md#receipts).
    const gift = formatGift(toMajorUnits(doc.amountMinor - doc.coveredFeeMinor), doc.currency);
    return giftAidDeclaration(doc, gift);
  }
  if (countryCode === 'CA' && isOfficial(doc)) {
    return [
      {
        en: 'No advantage was received for this gift. Canada Revenue Agency: canada.ca/charities-giving',
        hi: 'इस दान के बदले कोई लाभ नहीं मिला। कनाडा रेवेन्यू एजेंसी: canada.ca/charities-giving',
      },
    ];
  }
  return [];
}

/**
 * HMRC's Gift Aid declaration (RE1841): the charity, the donor, the gifts it covers, that the
 * donor wants Gift Aid, and the statement that they pay any difference.
 */
function giftAidDeclaration(doc: ReceiptDocument, amount: string): Statement[] {
  const { donor, organization } = doc;
  const monthly = doc.frequency === 'monthly';
  const gifts = monthly
    ? `this donation of ${amount} and my future monthly donations`
    : `this donation of ${amount}`;
  const giftsHi = monthly ? `${amount} के इस दान और मेरे आगामी मासिक दानों` : `${amount} के इस दान`;
  return [
    { en: 'Gift Aid declaration', hi: 'गिफ़्ट एड घोषणा', heading: true },
    {
      en: `I, ${donor.name}, want ${organization.name} to claim Gift Aid on ${gifts}. I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax than the amount of Gift Aid claimed on all my donations in that tax year it is my responsibility to pay any difference.`,
      hi: `मैं, ${donor.name}, चाहता/चाहती हूँ कि ${organization.name} ${giftsHi} पर गिफ़्ट एड का दावा करे। मैं यूके का करदाता हूँ और समझता/समझती हूँ कि यदि उस कर वर्ष में मेरे सभी दानों पर दावा किए गए गिफ़्ट एड से कम आयकर और/या पूँजीगत लाभ कर मैं चुकाता/चुकाती हूँ, तो अंतर चुकाना मेरी ज़िम्मेदारी है।`,
    },
    {
      en: 'Please tell the charity if you want to cancel this declaration, change your name or home address, or no longer pay enough tax.',
      hi: 'यदि आप यह घोषणा रद्द करना चाहें, आपका नाम या घर का पता बदले, या आप पर्याप्त कर न चुकाएँ, तो कृपया संस्था को बताएँ।',
    },
  ];
}

/** A line of the address, or null. */
function addressLine(address: ReceiptDocument['donor']['address']): string | null {
  if (!address) return null;
  const place = [address.city, address.postal_code].filter(Boolean).join(' ');
  const country = address.country_code ? regionNames.of(address.country_code) : '';
  const parts = [address.line_1, address.line_2, place, country];
  return parts.filter((part) => part?.trim()).join(', ') || null;
}

/**
 * The donation receipt as a PDF (docs/product/donations.md#receipts): what the organization's country
 * asks of it, in English or bilingual Hindi and English, marked VOID once refunded. The same
 * document gives the same bytes (dates from the receipt, nothing random), so its SHA-256 can be
 * recorded and checked again.
 */
export async function renderReceiptPdf(doc: ReceiptDocument): Promise<Uint8Array> {
  const { pdfLib, fontkit } = await loadPdfLib();
  const pdfDoc = await pdfLib.PDFDocument.create();
  const title = titleOf(doc);
  const isVoid = doc.status === 'void';
  pdfDoc.setTitle(`${title.en} ${doc.number}${isVoid ? ' (void)' : ''}`);
  pdfDoc.setAuthor(doc.organization.name);
  pdfDoc.setCreator(PRODUCT_NAME);
  pdfDoc.setProducer(PRODUCT_NAME);
  pdfDoc.setSubject(`${title.en} ${doc.number}, ${doc.organization.name}`);
  pdfDoc.setKeywords([doc.number]);
  pdfDoc.setCreationDate(doc.issuedAt);
  pdfDoc.setModificationDate(isVoid && doc.voided ? doc.voided.at : doc.issuedAt);

  const pdf = createPdfWriter(pdfDoc, { rgb: pdfLib.rgb, fontkit });
  const hindi = doc.locale === 'hi';
  const say = (text: Bilingual) => (hindi ? `${text.hi} / ${text.en}` : text.en);
  const dates = doc.countryCode === 'IN' ? dateFormats.india : dateFormats.utc;
  const voice: ReceiptVoice = {
    say,
    formatDate: (date) => dates.format(date),
    field: (label, value) => pdf.paragraph(`${say(label)}: ${value}`, { after: 3 }),
    async statement(text, style = {}) {
      if (hindi) await pdf.paragraph(text.hi, { ...style, after: 2 });
      await pdf.paragraph(text.en, hindi ? { ...style, size: 9, color: 'muted' } : style);
    },
  };

  await drawHeader(doc, pdf, voice, title);
  await drawGift(doc, pdf, voice);
  await drawExemption(doc, voice);
  await drawSignature(doc, pdf, pdfDoc, voice);
  pdf.gap(10);
  await voice.statement(
    {
      en: `Anyone can check this receipt by its number at ${doc.verifyUrl}`,
      hi: `इस रसीद को इसकी संख्या से ${doc.verifyUrl} पर कोई भी जाँच सकता है।`,
    },
    { size: 9, color: 'muted' },
  );
  await pdf.finish((number, pages) => `${say(title)} · ${doc.number} · ${number}/${pages}`);
  if (isVoid) await stampVoid(pdfDoc, pdfLib);
  return pdfDoc.save();
}

type Writer = ReturnType<typeof createPdfWriter>;
type Style = { size?: number; weight?: 400 | 700; color?: 'text' | 'muted' };

/** How one receipt writes: its language, its dates, a labelled fact and a statement. */
type ReceiptVoice = {
  say: (text: Bilingual) => string;
  formatDate: (date: Date) => string;
  field: (label: Bilingual, value: string) => Promise<void>;
  /** A Hindi receipt gives the Hindi, and the English beneath it. */
  statement: (text: Bilingual, style?: Style) => Promise<void>;
};

/** The organization, the title, the void notice, the number and date, and the donor. */
async function drawHeader(
  doc: ReceiptDocument,
  pdf: Writer,
  voice: ReceiptVoice,
  title: Bilingual,
) {
  const { organization, donor, countryCode } = doc;
  const { say, field } = voice;
  await pdf.paragraph(organization.name, { size: 16, weight: 700, after: 2 });
  const registration = countryCode === 'US' ? LABELS.ein : LABELS.registration;
  const lines = [
    organization.address,
    countryCode === 'IN' && organization.pan ? `${say(LABELS.pan)}: ${organization.pan}` : '',
    organization.registrationNumber
      ? `${say(registration)}: ${organization.registrationNumber}`
      : '',
    organization.exemption && countryCode !== 'IN'
      ? `${organization.exemption.section}: ${organization.exemption.number}`
      : '',
  ];
  for (const line of lines) if (line) await pdf.paragraph(line, { color: 'muted', after: 2 });
  pdf.gap(14);

  await pdf.paragraph(say(title), { size: 18, weight: 700, after: 8 });
  if (doc.status === 'void') {
    const when = doc.voided ? voice.formatDate(doc.voided.at) : null;
    const reason = doc.voided
      ? { en: ` Reason: ${doc.voided.reason}`, hi: ` कारण: ${doc.voided.reason}` }
      : { en: '', hi: '' };
    await voice.statement(
      {
        en: `VOID: this receipt was cancelled${when ? ` on ${when}` : ''}.${reason.en}`,
        hi: `रद्द: यह रसीद${when ? ` ${when} को` : ''} रद्द की गई।${reason.hi}`,
      },
      { weight: 700 },
    );
    pdf.gap(6);
  }
  await field(LABELS.number, doc.number);
  await field(LABELS.date, voice.formatDate(doc.issuedAt));
  pdf.gap(8);

  await field(LABELS.donor, donor.name);
  const address = addressLine(donor.address);
  if (address) await field(LABELS.address, address);
  if (countryCode === 'IN') await field(LABELS.pan, donor.pan ?? say(LABELS.notGiven));
  pdf.gap(8);
}

/** The amount (in words for India), how it was paid, and what for. */
async function drawGift(doc: ReceiptDocument, pdf: Writer, voice: ReceiptVoice) {
  const { say, field } = voice;
  const major = toMajorUnits(doc.amountMinor);
  const amount = formatGift(major, doc.currency);
  await pdf.paragraph(`${say(LABELS.amount)}: ${amount}`, { size: 14, weight: 700, after: 4 });
  if (doc.countryCode === 'IN') await field(LABELS.words, amountInWords(major, doc.currency));
  if (doc.countryCode === 'CA' && isOfficial(doc)) await field(LABELS.eligibleAmount, amount);
  await field(LABELS.mode, say(LABELS.electronic));
  await field(LABELS.gift, say(doc.frequency === 'monthly' ? LABELS.monthly : LABELS.oneTime));
  if (doc.campaignTitle) await field(LABELS.campaign, doc.campaignTitle);
  pdf.gap(8);
}

/** The exemption's facts and the country's statements, then thanks. */
async function drawExemption(doc: ReceiptDocument, voice: ReceiptVoice) {
  const { field } = voice;
  const exemption = doc.organization.exemption;
  if (doc.countryCode === 'IN' && exemption) {
    const { section } = exemption;
    await field({ en: `Section ${section} number`, hi: `धारा ${section} संख्या` }, exemption.number);
    if (exemption.date) {
      await field(LABELS.approvalDate, voice.formatDate(new Date(`${exemption.date}T12:00:00Z`)));
    }
  }
  if (exemption?.percentage) await field(LABELS.deduction, exemption.percentage);
  for (const { heading, ...text } of statementsOf(doc)) {
    await voice.statement(text, heading ? { weight: 700 } : {});
  }
  await voice.statement(LABELS.thanks);
}

/** The signature image and the signatory's name, when the organization gave them. */
async function drawSignature(
  doc: ReceiptDocument,
  pdf: Writer,
  pdfDoc: PDFDocument,
  voice: ReceiptVoice,
) {
  const { signature, signatoryName, name } = doc.organization;
  if (!signature && !signatoryName) return;
  pdf.keepTogether(130);
  pdf.gap(10);
  if (signature) {
    pdf.image(await embedSignature(pdfDoc, signature), { width: 180, height: 60 });
    pdf.gap(4);
  }
  if (signatoryName) await pdf.paragraph(signatoryName, { after: 1 });
  await pdf.paragraph(`${voice.say(LABELS.signatory)}, ${name}`, { color: 'muted' });
}

/**
 * Signatures drawn as JPEG on white, each converted once per process: pdf-lib decodes and deflates
 * a PNG again for every document (about 10 ms a receipt), while a JPEG is copied in as it is.
 */
const jpegSignatures = new Map<string, Promise<Buffer>>();
const KEPT_SIGNATURES = 100;

async function embedSignature(pdfDoc: PDFDocument, signature: SignatureImage): Promise<PDFImage> {
  if (signature.format === 'jpg') return pdfDoc.embedJpg(signature.bytes);
  const key = createHash('sha256').update(signature.bytes).digest('base64');
  let jpeg = jpegSignatures.get(key);
  if (!jpeg) {
    jpeg = loadSharp().then((sharp) =>
      sharp(signature.bytes)
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
        .toBuffer(),
    );
    jpeg.catch(() => jpegSignatures.delete(key));
    if (jpegSignatures.size >= KEPT_SIGNATURES) {
      jpegSignatures.delete(jpegSignatures.keys().next().value ?? '');
    }
    jpegSignatures.set(key, jpeg);
  }
  return pdfDoc.embedJpg(await jpeg);
}

/** A large, translucent red VOID across every page. */
async function stampVoid(pdfDoc: PDFDocument, pdfLib: PdfLib) {
  const font = await pdfDoc.embedFont(pdfLib.StandardFonts.HelveticaBold);
  const size = 140;
  const width = font.widthOfTextAtSize('VOID', size);
  const angle = 35;
  const radians = (angle * Math.PI) / 180;
  for (const page of pdfDoc.getPages()) {
    const { width: pageWidth, height: pageHeight } = page.getSize();
    page.drawText('VOID', {
      x: pageWidth / 2 - (Math.cos(radians) * width) / 2,
      y: pageHeight / 2 - (Math.sin(radians) * width) / 2,
      size,
      font,
      color: pdfLib.rgb(0.8, 0.1, 0.1),
      opacity: 0.25,
      rotate: pdfLib.degrees(angle),
    });
  }
}
