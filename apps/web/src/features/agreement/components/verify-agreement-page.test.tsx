import { AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppRoutes, renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { VerifyAgreementPage } from './verify-agreement-page';

const RECORD = {
  document_id: 'GC-7f3k2m9q',
  version: AGREEMENT_VERSION,
  organization_name: 'Helping Hands Foundation',
  signer_name: 'Asha Rao',
  signed_at: '2030-11-22T10:00:00.000Z',
  sha256: 'ab'.repeat(32),
};
const MATCH = `This is the document Asha Rao signed for Helping Hands Foundation on 22 November 2030 (version ${AGREEMENT_VERSION}).`;
const NO_MATCH = 'This PDF does not match any signed agreement. It may have been changed.';
const verified = (match: boolean): Answer => ({
  status: 200,
  body: { status: true, data: { match, record: match ? RECORD : null } },
});

function openPage(answers: Record<string, Answer | Answer[]>, path = '/agreement/verify') {
  const calls = serveApi(answers);
  renderRoutes([{ path: '/agreement/verify', Component: VerifyAgreementPage }], path);
  return calls;
}

const pdf = (name = 'agreement.pdf', type = 'application/pdf') =>
  new File(['%PDF-1.7 signed'], name, { type });

function fileInput(): HTMLInputElement {
  const area = screen.getByRole('group', { name: 'Signed agreement PDF' });
  const input = area.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the upload area has no file input');
  return input;
}

describe('the verification page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the signer, the organization, the date and the version of a matching PDF', async () => {
    const calls = openPage({ 'POST /api/agreements/verify': verified(true) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify a signed agreement' }),
    ).toBeVisible();
    expect(document.title).toBe('Verify a signed agreement');
    await userEvent.upload(fileInput(), pdf());
    expect(await screen.findByText(MATCH)).toBeVisible();
    expect(screen.getByText(`Document id: ${RECORD.document_id}`)).toBeVisible();
    const call = calls.find((entry) => entry.path === '/api/agreements/verify');
    expect(call?.method).toBe('POST');
    expect(call?.authorization).toBeNull();
  });

  it('leaves the organization out when the signature named none', async () => {
    openPage(
      {
        [`GET /api/agreements/${RECORD.document_id}`]: {
          status: 200,
          body: { status: true, data: { ...RECORD, organization_name: '' } },
        },
      },
      `/agreement/verify?document_id=${RECORD.document_id}`,
    );
    expect(
      await screen.findByText(
        `This is the document Asha Rao signed on 22 November 2030 (version ${AGREEMENT_VERSION}).`,
      ),
    ).toBeVisible();
  });

  it('says a PDF that matches no signature may have been changed', async () => {
    openPage({ 'POST /api/agreements/verify': verified(false) });
    await userEvent.upload(await findFileInput(), pdf());
    expect(await screen.findByText(NO_MATCH)).toBeVisible();
  });

  it('refuses a file that is not a PDF before any request', async () => {
    const calls = openPage({});
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await findFileInput(), pdf('scan.png', 'image/png'));
    expect(await screen.findByText('Please choose one PDF of at most 10 MB.')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('looks a document id up, and says when no signature has it', async () => {
    openPage({
      [`GET /api/agreements/${RECORD.document_id}`]: {
        status: 200,
        body: { status: true, data: RECORD },
      },
      'GET /api/agreements/GC-unknown': {
        status: 404,
        body: { status: false, message: 'No signed agreement has this document id.' },
      },
    });
    const id = await screen.findByRole('textbox', { name: 'Document id' });
    await userEvent.type(id, ` ${RECORD.document_id} `);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(MATCH)).toBeVisible();
    await userEvent.clear(id);
    await userEvent.type(id, 'GC-unknown');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('No signed agreement has this document id.')).toBeVisible();
    expect(screen.queryByText(MATCH)).not.toBeInTheDocument();
  });

  it.each([
    ['/agreement/verify', 'Verify a signed agreement'],
    ['/agreement/sign/k3Vt9qLm2xWc8RzA5pYd', 'Sign the partner agreement'],
  ])('opens %s without an account', async (path, title) => {
    serveApi({
      'GET /api/agreement-handoff/k3Vt9qLm2xWc8RzA5pYd': {
        status: 404,
        body: { status: false, message: 'This link has expired or has already been used.' },
      },
    });
    renderAppRoutes(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeVisible();
    expect(document.title).toBe(title);
  });

  it('checks the document its link names at once', async () => {
    openPage(
      {
        [`GET /api/agreements/${RECORD.document_id}`]: {
          status: 200,
          body: { status: true, data: RECORD },
        },
      },
      `/agreement/verify?document_id=${RECORD.document_id}`,
    );
    expect(await screen.findByText(MATCH)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Document id' })).toHaveValue(RECORD.document_id);
  });
});

async function findFileInput() {
  await screen.findByRole('group', { name: 'Signed agreement PDF' });
  return fileInput();
}
