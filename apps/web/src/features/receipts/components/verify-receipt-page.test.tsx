import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderAppRoutes, renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { VerifyReceiptPage } from './verify-receipt-page';

const NUMBER = 'GCDRA-12-2026-0001';
const RECEIPT = {
  number: NUMBER,
  organization_name: 'Helping Hands Foundation',
  date: '2026-11-27',
  amount: 2500,
  currency: 'INR',
  status: 'valid',
};
const VALID = 'This is a valid receipt issued on GiveCrowd';
const VOID = 'This receipt was voided';
const UNKNOWN = 'No receipt with this number was issued on GiveCrowd.';
const byNumber = (number: string) => `GET /api/receipts/verify?number=${number}`;
const answered = (receipt: object = RECEIPT): Answer => ({
  status: 200,
  body: { status: true, data: receipt },
});

function openPage(answers: Record<string, Answer | Answer[]>, path = '/receipt/verify') {
  const calls = serveApi(answers);
  const { router } = renderRoutes(
    [{ path: '/receipt/verify', Component: VerifyReceiptPage }],
    path,
  );
  return { calls, router };
}

const pdf = (name = 'receipt.pdf', type = 'application/pdf', bytes = '%PDF-1.7 receipt') =>
  new File([bytes], name, { type });

async function findFileInput(): Promise<HTMLInputElement> {
  await screen.findByRole('group', { name: 'Receipt PDF' });
  return screen.getByLabelText<HTMLInputElement>('Receipt PDF', { selector: 'input' });
}

async function checkNumber(typed: string) {
  const field = await screen.findByRole('textbox', { name: 'Receipt number' });
  await userEvent.clear(field);
  await userEvent.type(field, typed);
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

/** The facts of the shown receipt, by their labels. */
function factsOf(alert: HTMLElement) {
  const facts = within(alert).getAllByRole('term');
  return Object.fromEntries(
    facts.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('the receipt check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a valid receipt found by its number, trimmed, and keeps the number in the address', async () => {
    const { calls, router } = openPage({ [byNumber(NUMBER)]: answered() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify a receipt' }),
    ).toBeVisible();
    expect(document.title).toBe('Verify a receipt');
    await checkNumber(`  ${NUMBER} `);
    const alert = await screen.findByRole('alert', { name: VALID });
    expect(factsOf(alert)).toEqual({
      'Receipt number': NUMBER,
      Organization: 'Helping Hands Foundation',
      Date: '27 November 2026',
      Amount: '₹2,500',
    });
    expect(screen.queryByText(VOID)).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: `/api/receipts/verify?number=${NUMBER}`,
      authorization: null,
    });
    expect(screen.getByRole('textbox', { name: 'Receipt number' })).toHaveValue(NUMBER);
    expect(router.state.location.search).toBe(`?number=${NUMBER}`);
  });

  it('warns that a voided receipt was voided', async () => {
    openPage({
      [byNumber(NUMBER)]: answered({ ...RECEIPT, amount: 25.5, currency: 'USD', status: 'void' }),
    });
    await checkNumber(NUMBER);
    const alert = await screen.findByRole('alert', { name: VOID });
    expect(
      within(alert).getByText('The donation was refunded, so this receipt no longer counts.'),
    ).toBeVisible();
    expect(factsOf(alert).Amount).toBe('$25.50');
    expect(screen.queryByText(VALID)).not.toBeInTheDocument();
  });

  it("says the server's words for a number it does not know", async () => {
    openPage({
      [byNumber('GCDRA-12-2026-9999')]: {
        status: 404,
        body: { status: false, message: UNKNOWN },
      },
      [byNumber(NUMBER)]: answered(),
    });
    await checkNumber(NUMBER);
    expect(await screen.findByRole('alert', { name: VALID })).toBeVisible();
    await checkNumber('GCDRA-12-2026-9999');
    const alert = await screen.findByRole('alert', { name: 'Receipt not found' });
    expect(alert).toHaveTextContent(UNKNOWN);
    expect(screen.queryByText(VALID)).not.toBeInTheDocument();
  });

  it('asks for a number before checking an empty one', async () => {
    const { calls } = openPage({});
    await checkNumber('   ');
    expect(await screen.findByText('Please enter the receipt number.')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('shows the loading state on Verify while the check is on its way', async () => {
    let answer = () => {};
    const until = new Promise<void>((resolve) => {
      answer = resolve;
    });
    openPage({ [byNumber(NUMBER)]: { ...answered(), until } });
    await checkNumber(NUMBER);
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveAttribute('data-loading');
    answer();
    expect(await screen.findByRole('alert', { name: VALID })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verify' })).not.toHaveAttribute('data-loading');
  });

  it('sends a dropped PDF as multipart `file`, and then names its receipt in the address', async () => {
    const { calls, router } = openPage({ 'POST /api/receipts/verify': answered() });
    const file = pdf();
    await userEvent.upload(await findFileInput(), file);
    expect(await screen.findByRole('alert', { name: VALID })).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/receipts/verify',
      authorization: null,
    });
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    const body = init?.body;
    expect(body).toBeInstanceOf(FormData);
    const sent = (body as FormData).get('file');
    expect(sent).toBeInstanceOf(File);
    expect(sent).toMatchObject({ name: 'receipt.pdf', type: 'application/pdf', size: file.size });
    expect([...(body as FormData).keys()]).toEqual(['file']);
    expect(router.state.location.search).toBe(`?number=${NUMBER}`);
    expect(screen.getByRole('textbox', { name: 'Receipt number' })).toHaveValue(NUMBER);
  });

  it('shows what the server says when no receipt matches the PDF', async () => {
    const message = 'No receipt issued on GiveCrowd matches this PDF.';
    const { router } = openPage({
      [byNumber(NUMBER)]: answered(),
      'POST /api/receipts/verify': { status: 404, body: { status: false, message } },
    });
    await checkNumber(NUMBER);
    expect(await screen.findByRole('alert', { name: VALID })).toBeVisible();
    expect(router.state.location.search).toBe(`?number=${NUMBER}`);
    await userEvent.upload(await findFileInput(), pdf());
    const alert = await screen.findByRole('alert', { name: 'Receipt not found' });
    expect(alert).toHaveTextContent(message);
    // The address no longer names the receipt checked before.
    expect(router.state.location.search).toBe('');
  });

  it('speaks Hindi', async () => {
    await changeLanguage('hi');
    try {
      openPage({
        [byNumber(NUMBER)]: answered({ ...RECEIPT, status: 'void' }),
        [byNumber('GCDRA-12-2026-9999')]: {
          status: 404,
          body: { status: false, message: UNKNOWN },
        },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'रसीद सत्यापित करें' }),
      ).toBeVisible();
      const field = screen.getByRole('textbox', { name: 'रसीद संख्या' });
      await userEvent.type(field, NUMBER);
      await userEvent.click(screen.getByRole('button', { name: 'सत्यापित करें' }));
      const alert = await screen.findByRole('alert', { name: 'यह रसीद रद्द कर दी गई थी' });
      expect(factsOf(alert)).toMatchObject({ तिथि: '27 नवंबर 2026', राशि: '₹2,500' });
      await userEvent.clear(field);
      await userEvent.type(field, 'GCDRA-12-2026-9999');
      await userEvent.click(screen.getByRole('button', { name: 'सत्यापित करें' }));
      expect(await screen.findByRole('alert', { name: 'रसीद नहीं मिली' })).toHaveTextContent(
        'GiveCrowd पर इस नंबर की कोई रसीद जारी नहीं की गई।',
      );
    } finally {
      await changeLanguage('en');
    }
  });

  it.each([
    ['a file that is not a PDF', pdf('scan.png', 'image/png')],
    ['a PDF over 10 MB', pdf('big.pdf', 'application/pdf', 'x'.repeat(10 * 1024 * 1024 + 1))],
  ])('refuses %s before any request', async (_, file) => {
    const { calls } = openPage({});
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await findFileInput(), file);
    expect(await screen.findByText('Please choose one PDF of at most 10 MB.')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('accepts only PDFs in the file picker', async () => {
    openPage({});
    expect(await findFileInput()).toHaveAttribute('accept', 'application/pdf');
  });

  it('checks the number its address names at once', async () => {
    const { calls } = openPage(
      { [byNumber(NUMBER)]: answered() },
      `/receipt/verify?number=%20${NUMBER}%20`,
    );
    expect(await screen.findByRole('alert', { name: VALID })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Receipt number' })).toHaveValue(NUMBER);
    expect(calls.map((call) => call.path)).toEqual([`/api/receipts/verify?number=${NUMBER}`]);
  });

  it('opens at /receipt/verify without an account, with a link in the footer', async () => {
    serveApi({ [byNumber(NUMBER)]: answered() });
    renderAppRoutes(`/receipt/verify?number=${NUMBER}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify a receipt' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByRole('alert', { name: VALID })).toBeVisible();
    const footer = screen.getByRole('contentinfo', { name: 'Site footer' });
    expect(within(footer).getByRole('link', { name: 'Verify a receipt' })).toHaveAttribute(
      'href',
      '/receipt/verify',
    );
  });
});
