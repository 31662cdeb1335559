import { writeFile } from 'node:fs/promises';
import { readPdfText } from '@test/agreement-helpers.ts';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { call, insertDraft, pathOf, submitForm } from '@test/checkout-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, outbox, paymentInvoices, sandboxCheckouts } from '@/db/schema.ts';
import { findUserEmail } from '@/modules/auth/index.ts';
import { invoiceSender } from '../deps.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({
    platformDetails: {
      name: 'GiveCrowd Technologies Private Limited',
      address: '12 MG Road, Bengaluru 560001, India',
      taxId: 'GSTIN 29ABCDE1234F1Z5',
    },
  });
});
afterAll(async () => {
  await app?.close();
});

/** A checkout of the owner's new draft through our checkout call, and its sandbox page. */
async function startCheckout(
  payload: Record<string, unknown>,
  draft: { country: string; grantProgram?: boolean },
) {
  const user = await createTestUser(app);
  const organization = await insertDraft(app, { ownerId: user.id, ...draft });
  const response = await call(app, {
    method: 'POST',
    url: '/api/payments/checkout',
    token: user.token,
    headers: { origin: app.config.publicUrl },
    payload: { slug: organization.slug, ...payload },
  });
  expect(response.statusCode).toBe(200);
  const email = await findUserEmail(app.db, user.id);
  return { user: { ...user, email: email ?? '' }, page: pathOf(response.body.data.url as string) };
}

const emailsTo = (to: string) => app.db.select().from(outbox).where(eq(outbox.to, to));

describe('the invoice of what an organization pays the platform', () => {
  it('emails one invoice with its PDF for a verification donation, however often it is confirmed', async () => {
    const { user, page } = await startCheckout(
      { kind: 'verification', currency: 'INR', amount: 750 },
      { country: 'IN', grantProgram: true },
    );
    const shown = await app.inject({ url: page, headers: { accept: 'text/html' } });
    // What the provider's page asks is what was asked for: ₹750, charged now.
    expect(shown.body).toContain('<dt>Charged now</dt><dd>₹750 INR</dd>');

    expect((await submitForm(app, `${page}/pay`, {})).statusCode).toBe(303);
    expect((await submitForm(app, `${page}/pay`, {})).statusCode).toBe(409);
    const sessionId = page.split('/').at(-1) ?? '';
    const [sandbox] = await app.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, sessionId));
    if (!sandbox?.paymentId) throw new Error('the sandbox checkout was not paid');
    expect(sandbox.amountMinor).toBe(75_000);
    // The provider's confirmation again (a webhook delivered twice) sends nothing more.
    const again = await invoiceSender(app)({
      provider: 'sandbox',
      providerSessionId: sessionId,
      payment: { paymentId: sandbox.paymentId, amountMinor: 75_000, currency: 'INR' },
    });
    expect(again).toBe('already');

    const emails = await emailsTo(user.email);
    const invoices = emails.filter((email) => email.subject.startsWith('Your invoice'));
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    const [row] = await app.db
      .select()
      .from(paymentInvoices)
      .where(eq(paymentInvoices.paymentId, sandbox.paymentId));
    expect(row).toMatchObject({ provider: 'sandbox', amountMinor: 75_000, currency: 'INR' });
    expect(invoice?.subject).toBe(
      `Your invoice ${row?.number} from GiveCrowd Technologies Private Limited`,
    );
    expect(invoice?.attachments).toEqual([
      { key: row?.pdfKey, filename: `${row?.number}.pdf`, contentType: 'application/pdf' },
    ]);
    const bytes = await app.storage.get(row?.pdfKey ?? '');
    if (!bytes) throw new Error('the invoice PDF is missing');
    if (process.env.INVOICE_PDF_OUT) await writeFile(process.env.INVOICE_PDF_OUT, bytes);
    const text = await readPdfText(bytes);
    for (const part of [
      'GiveCrowd Technologies Private Limited',
      '12 MG Road, Bengaluru 560001, India',
      'Tax id: GSTIN 29ABCDE1234F1Z5',
      'Verification donation of a grant-program application',
      'Amount paid: ₹750 INR',
      `Payment id: ${sandbox.paymentId}`,
      'is not refunded',
      user.email,
    ]) {
      expect(text).toContain(part);
    }
  });

  it('sends no invoice for a mandate authorised: its plan is charged, and invoiced, on its date', async () => {
    const { user, page } = await startCheckout(
      { kind: 'plan', plan_name: 'Starter', period: 'Quarterly', currency: 'INR' },
      { country: 'IN' },
    );
    expect((await submitForm(app, `${page}/pay`, {})).statusCode).toBe(303);
    const [checkout] = await app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.providerSessionId, page.split('/').at(-1) ?? ''));
    expect(checkout?.state).toBe('paid');
    const emails = await emailsTo(user.email);
    expect(emails.filter((email) => email.subject.startsWith('Your invoice'))).toHaveLength(0);
  });

  it('invoices a plan charged at once in full: the USD plan, $399', async () => {
    const { user, page } = await startCheckout(
      { kind: 'plan', plan_name: 'Growth', period: 'yearly', currency: 'USD' },
      { country: 'US' },
    );
    const shown = await app.inject({ url: page, headers: { accept: 'text/html' } });
    expect(shown.body).toContain('<dt>Charged now</dt><dd>$399 USD</dd>');
    expect((await submitForm(app, `${page}/pay`, {})).statusCode).toBe(303);
    const invoices = (await emailsTo(user.email)).filter((email) =>
      email.subject.startsWith('Your invoice'),
    );
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.text).toContain('$399 USD for Growth plan, billed every year');
  });
});
