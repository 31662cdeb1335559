import { AGREEMENT_MESSAGES as A } from '@givecrowd/shared/agreement/agreement-messages';
import { AGREEMENT_TITLE, AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAWN_SIGNATURE,
  drawStroke,
  stubCanvas,
} from '@/components/partner-agreement/signature-canvas.fixture';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { SignAgreementPage } from './sign-agreement-page';

const TOKEN = 'k3Vt9qLm2xWc8RzA5pYd';
const BASE = `/api/agreement-handoff/${TOKEN}`;
const FIELDS = {
  partner_name: 'Asha Rao',
  partner_reg_number: 'MH/2019/0012345',
  partner_pan_number: 'ABCDE1234F',
  partner_email: 'asha@helpinghands.org',
};
const handoff = (signed = false): Answer => ({
  status: 200,
  body: {
    status: true,
    data: {
      organization_name: 'Helping Hands Foundation',
      fields: FIELDS,
      phone_hint: '+91 ••••• ••210',
      version: AGREEMENT_VERSION,
      signed,
    },
  },
});
const sent: Answer = { status: 200, body: { status: true, message: 'Code sent.' } };

function openPage(answers: Record<string, Answer | Answer[]>) {
  const calls = serveApi(answers);
  renderRoutes(
    [{ path: '/agreement/sign/:token', Component: SignAgreementPage }],
    `/agreement/sign/${TOKEN}`,
  );
  return calls;
}

async function typeCode(code: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Code character 1 of 4' }));
  await userEvent.keyboard(code);
}

// These tests type and draw through whole flows: slow on a busy machine.
describe('the signatory’s page', { timeout: 20_000 }, () => {
  beforeEach(() => stubCanvas());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says plainly when the link is dead', async () => {
    openPage({
      [`GET ${BASE}`]: { status: 404, body: { status: false, message: A.handoffLinkDead } },
    });
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    expect(document.title).toBe('Sign the partner agreement');
    expect(screen.queryByRole('textbox', { name: 'Signatory name' })).not.toBeInTheDocument();
  });

  it('says so when the agreement is signed already', async () => {
    openPage({ [`GET ${BASE}`]: handoff(true) });
    expect(
      await screen.findByRole('heading', { name: 'This agreement is already signed' }),
    ).toBeVisible();
  });

  it('offers to try again when the agreement could not be loaded', async () => {
    openPage({
      [`GET ${BASE}`]: [
        { status: 503, body: { status: false, message: 'Service unavailable' } },
        handoff(),
      ],
    });
    expect(await screen.findByText('We could not load the agreement')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: AGREEMENT_TITLE })).toBeVisible();
  });

  it('sends the code, then signs with the fields, the code and the drawn signature', async () => {
    // A visitor who happens to be signed in still signs by the link alone.
    setToken('someone-else');
    const calls = openPage({
      [`GET ${BASE}`]: handoff(),
      [`POST ${BASE}/send-code`]: sent,
      [`POST ${BASE}/sign`]: [
        {
          status: 400,
          body: {
            status: false,
            message: 'Invalid code.',
            errors: [{ field: 'otp', message: 'Invalid code.' }],
          },
        },
        {
          status: 200,
          body: {
            status: true,
            link: 'http://localhost/upload-service/private/signed-agreements/a.pdf?sig=1',
            document_id: 'GC-1',
            version: AGREEMENT_VERSION,
            agreement_link: 'http://localhost/agreement/verify?document_id=GC-1',
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: AGREEMENT_TITLE })).toBeVisible();
    expect(screen.getByText(/Helping Hands Foundation asks you, as its signatory/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Signatory name' })).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: 'PAN card number' })).toHaveValue('ABCDE1234F');

    drawStroke(screen.getByRole('img', { name: 'Signature' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the code we texted to your phone.',
    );

    expect(
      screen.getByText(
        /We will text a code to the organization’s verified phone, \+91 ••••• ••210/,
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We texted a code to +91 ••••• ••210.')).toBeVisible();
    const sendCode = calls.find((call) => call.path === `${BASE}/send-code`);
    expect(sendCode?.authorization).toBeNull();
    await typeCode('ab2c');

    await userEvent.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    let confirm = await screen.findByRole('dialog', { name: 'Sign the agreement' });
    expect(within(confirm).getByText(A.confirmSigning)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'I agree and sign' }));
    expect(await screen.findByText('Invalid code.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    confirm = await screen.findByRole('dialog', { name: 'Sign the agreement' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'I agree and sign' }));
    expect(await screen.findByRole('heading', { name: 'Agreement signed' })).toBeVisible();
    expect(screen.getByText('You can close this page.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the signed PDF' })).toHaveAttribute(
      'href',
      'http://localhost/upload-service/private/signed-agreements/a.pdf?sig=1',
    );
    const sign = calls.filter((call) => call.path === `${BASE}/sign`).at(-1);
    expect(sign?.body).toEqual({ ...FIELDS, otp: 'AB2C', signature_png: DRAWN_SIGNATURE });
    expect(sign?.authorization).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
