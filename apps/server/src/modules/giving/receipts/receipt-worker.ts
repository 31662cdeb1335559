import { createHash, randomUUID } from 'node:crypto';
import { DONATION_RECEIPTS_FOLDER } from '@givecrowd/shared/uploads/upload-visibility';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '@/db/client.ts';
import { type SignatureImage, toEmbeddableSignature } from '@/lib/pdf/signature-image.ts';
import { findCountry } from '@/modules/catalog/index.ts';
import { enqueueMessage } from '@/modules/mail/index.ts';
import type { MediaStorage } from '@/modules/media/index.ts';
import { findOrganizationById } from '@/modules/organizations/index.ts';
import { myGivingUrl } from '../my-giving/request-link.ts';
import {
  findCampaignSlug,
  findDonation,
  findReplacedReceiptNumber,
  leaseReceiptToRender,
  type ReceiptRow,
  recordReceiptPdf,
} from '../repository.ts';
import { toReceiptDocument } from './receipt-document.ts';
import { receiptMessage } from './receipt-message.ts';
import { renderReceiptPdf } from './render-receipt-pdf.ts';

const PDF_TYPE = 'application/pdf';
/** A sweep every so often finds receipts whose node stopped before rendering them. */
const SWEEP_MS = 60_000;
/**
 * Receipts a node renders at once: two, so one's database round trips and file write overlap the
 * other's rendering (docs/product/donations.md#receipts).
 */
const RENDER_LANES = 2;

export type ReceiptWorker = {
  /**
   * Waits for a run under way, then renders and emails every receipt still waiting, even after
   * stop (tests and the giving bench await it); answers how many this call made.
   */
  runOnce: () => Promise<number>;
  /** Asks for a run soon, after a gift was recorded. */
  kick: () => void;
  start: () => void;
  /** Ends the sweeps and kicked runs once the receipt in hand is made (a node shutting down). */
  stop: () => Promise<void>;
};

/**
 * Receipts' PDFs and emails, made off the request path (docs/product/donations.md#receipts): a gift's
 * transaction records its receipt number; this worker then leases each receipt without a PDF,
 * renders it, stores it privately, records its SHA-256 and queues the email with the PDF attached,
 * in one transaction. Every node runs one; the lease keeps two from rendering one receipt.
 */
export function createReceiptWorker({
  db,
  storage,
  log,
  secret,
  publicUrl,
  now,
}: {
  db: Database;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  /** AUTH_SECRET: the thank-you link's key and the donor's page's. */
  secret: string;
  publicUrl: string;
  /** The clock the donor's page's link expires by. */
  now: () => Date;
}): ReceiptWorker {
  // An organization's signature is read and converted once, not for each of its receipts.
  const signatures = new LRUCache<string, { image: SignatureImage | null }>({ max: 200 });

  const signatureOf = async (key: string): Promise<SignatureImage | null> => {
    if (!key) return null;
    const known = signatures.get(key);
    if (known) return known.image;
    const bytes = await storage.get(key);
    const image = bytes ? await toEmbeddableSignature(bytes).catch(() => null) : null;
    signatures.set(key, { image });
    return image;
  };

  const renderOne = async (receipt: ReceiptRow): Promise<void> => {
    const donation = await findDonation(db, receipt.donationId);
    const organization = await findOrganizationById(db, receipt.organizationId);
    if (!donation || !organization) throw new Error(`receipt ${receipt.id} lost its gift`);
    const [country, campaign, signature] = await Promise.all([
      organization.countryCode ? findCountry(db, organization.countryCode) : undefined,
      donation.campaignId ? findCampaignSlug(db, donation.campaignId) : undefined,
      signatureOf(organization.form.organization_digital_signature),
    ]);
    const verifyUrl = `${publicUrl}/receipt/verify?number=${encodeURIComponent(receipt.number)}`;
    const pdf = await renderReceiptPdf(
      toReceiptDocument({
        receipt,
        donation,
        organization,
        countryName: country?.name ?? null,
        campaignTitle: campaign?.title ?? null,
        signature,
        verifyUrl,
      }),
    );
    const pdfKey = `${DONATION_RECEIPTS_FOLDER}/${randomUUID()}.pdf`;
    await storage.put(pdfKey, Buffer.from(pdf), PDF_TYPE);
    const replaces = await findReplacedReceiptNumber(db, receipt);
    const donorPage = await myGivingUrl({
      secret,
      origin: donation.webOrigin,
      email: donation.donorEmail,
      now: now(),
    });
    const recorded = await db.transaction(async (tx) => {
      const first = await recordReceiptPdf(tx, {
        id: receipt.id,
        pdfKey,
        pdfSha256: createHash('sha256').update(pdf).digest('hex'),
      });
      if (!first) return false;
      // A receipt a refund voided before its PDF was made is kept, and not sent: the donor has
      // the refund's email (docs/product/donations.md#refunds).
      if (receipt.status === 'void') return true;
      await enqueueMessage(
        tx,
        receiptMessage({
          receipt,
          pdfKey,
          donation,
          organizationName: organization.name,
          secret,
          myGivingUrl: donorPage,
          replaces,
        }),
      );
      return true;
    });
    if (!recorded) await storage.remove(pdfKey).catch(() => undefined);
  };

  /** Set by stop(): the runs it asked for finish the receipt in hand and take no other. */
  let stopping = false;

  /** Renders waiting receipts one after another while `goOn()`; answers how many. */
  const renderInTurn = async (goOn: () => boolean): Promise<number> => {
    let made = 0;
    while (goOn()) {
      const receipt = await leaseReceiptToRender(db);
      if (!receipt) return made;
      try {
        await renderOne(receipt);
        made += 1;
      } catch (error) {
        // Its lease runs out and a later sweep tries again.
        log.error({ err: error, receiptId: receipt.id }, 'a receipt could not be made');
        return made;
      }
    }
    return made;
  };

  /**
   * Renders the waiting receipts in RENDER_LANES lanes side by side while `goOn()`, so one
   * receipt's reads and writes overlap another's rendering; answers how many.
   */
  const renderWaiting = async (goOn: () => boolean): Promise<number> => {
    const lanes = Array.from({ length: RENDER_LANES }, () => renderInTurn(goOn));
    return (await Promise.all(lanes)).reduce((sum, made) => sum + made, 0);
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  // One run at a time; a kick during a run asks for one more after it.
  const kick = () => {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await renderWaiting(() => !stopping).catch((error: unknown) =>
          log.error({ err: error }, 'receipts run failed'),
        );
      } while (again);
    })().finally(() => {
      running = null;
    });
  };

  return {
    runOnce: async () => {
      await running;
      return renderWaiting(() => true);
    },
    kick,
    start: () => {
      kick();
      timer = setInterval(kick, SWEEP_MS);
      timer.unref();
    },
    // On shutdown: the receipt in hand is finished; the others wait for the next start or
    // another node's sweep (docs/product/donations.md#receipts).
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
