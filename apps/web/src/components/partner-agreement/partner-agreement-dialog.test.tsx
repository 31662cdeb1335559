import type { AgreementFields } from '@givecrowd/shared/agreement/agreement-api';
import { AGREEMENT_MESSAGES as A } from '@givecrowd/shared/agreement/agreement-messages';
import { AGREEMENT_TITLE, AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import {
  REGISTRATION_MESSAGES as M,
  PERSON_NAME_MESSAGES,
} from '@givecrowd/shared/organization/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { FakeXhr } from '@/test/fake-xhr';
import { renderRoutes } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { PartnerAgreementDialog } from './partner-agreement-dialog';
import { DRAWN_SIGNATURE, drawStroke, stubCanvas } from './signature-canvas.fixture';

const PREFILL: AgreementFields = {
  partner_name: 'Asha Rao',
  partner_reg_number: 'MH/2019/0012345',
  partner_pan_number: 'ABCDE1234F',
  partner_email: 'asha@helpinghands.org',
};
const EMPTY: AgreementFields = {
  partner_name: '',
  partner_reg_number: '',
  partner_pan_number: '',
  partner_email: '',
};
const SIGNED = {
  status: true,
  link: 'https://example.org/signed.pdf?sig=abc',
  document_id: 'GC-AG-1234',
  version: AGREEMENT_VERSION,
  agreement_link: 'http://localhost:3000/agreement/verify?document_id=GC-AG-1234',
};
const realXhr = globalThis.XMLHttpRequest;
const realCreateObjectUrl = URL.createObjectURL;
const realRevokeObjectUrl = URL.revokeObjectURL;

function openDialog(prefill = PREFILL, slug: string | null = 'helping-hands') {
  const onSigned = vi.fn();
  const Dialog = () => (
    <PartnerAgreementDialog
      opened
      onClose={() => {}}
      prefill={prefill}
      organizationName="Helping Hands Foundation"
      slug={slug}
      onSigned={onSigned}
    />
  );
  renderRoutes([{ path: '/', Component: Dialog }]);
  return { onSigned };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const signButton = () => screen.getByRole('button', { name: 'Sign the agreement' });
const banner = () => screen.findByRole('alert');

// These tests type and draw through whole flows: slow on a busy machine.
describe('PartnerAgreementDialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stubCanvas();
    FakeXhr.install();
    setToken('a-token');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    globalThis.XMLHttpRequest = realXhr;
    URL.createObjectURL = realCreateObjectUrl;
    URL.revokeObjectURL = realRevokeObjectUrl;
  });

  it('shows the agreement, its version and the prefilled details, PAN in upper case', async () => {
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Partner agreement' });
    expect(within(dialog).getByRole('heading', { name: AGREEMENT_TITLE })).toBeVisible();
    expect(within(dialog).getByText(`Version ${AGREEMENT_VERSION}`)).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: '3. The grant' })).toBeVisible();
    // The text names the organization and the signer as typed.
    expect(
      within(dialog).getByText(/Helping Hands Foundation \(registration number/),
    ).toBeVisible();
    expect(within(dialog).getByText(/signed for the Partner by Asha Rao/)).toBeVisible();
    expect(field('Signatory name')).toHaveValue('Asha Rao');
    expect(field('Registration number')).toHaveValue('MH/2019/0012345');
    expect(field('Signatory email')).toHaveValue('asha@helpinghands.org');
    const pan = field('PAN card number');
    await userEvent.clear(pan);
    await userEvent.type(pan, 'abcde1234f');
    expect(pan).toHaveValue('ABCDE1234F');
    expect(screen.getByRole('img', { name: 'Signature' })).toBeInTheDocument();
  });

  it('checks the rules in order: the first in the banner, every failing field marked', async () => {
    const calls = serveApi({});
    openDialog(EMPTY);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign the agreement' }));
    expect(await banner()).toHaveTextContent(A.nameRequired);
    expect(field('Signatory name')).toHaveAccessibleDescription(A.nameRequired);
    expect(field('Registration number')).toHaveAccessibleDescription(M.registrationNumberRequired);
    expect(field('PAN card number')).toHaveAccessibleDescription(M.panRequired);
    expect(field('Signatory email')).toHaveAccessibleDescription(A.emailRequired);
    expect(screen.getByRole('img', { name: 'Signature' })).toHaveAccessibleDescription(
      expect.stringContaining(A.signatureRequired),
    );
    expect(field('Signatory name')).toHaveFocus();

    const steps: [string, string, string][] = [
      ['Signatory name', 'Asha 2', PERSON_NAME_MESSAGES.digits],
      ['Signatory name', 'Asha Rao', M.registrationNumberRequired],
      ['Registration number', 'MH/2019/0012345', M.panRequired],
      ['PAN card number', 'ABCDE1234', M.panInvalid],
      ['PAN card number', 'F', A.emailRequired],
      ['Signatory email', 'asha@', M.emailInvalid],
      ['Signatory email', 'helpinghands.org', A.signatureRequired],
    ];
    for (const [label, text, message] of steps) {
      if (label === 'Signatory name') await userEvent.clear(field(label));
      await userEvent.type(field(label), text);
      await userEvent.click(signButton());
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    }
    // A field that passes loses its mark.
    expect(field('Signatory email')).not.toHaveAccessibleDescription();
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Sign the agreement' })).not.toBeInTheDocument();
  });

  it('confirms, uploads the drawn signature, signs with the right body and shows the PDF link', async () => {
    const calls = serveApi({
      'POST /api/organization/partner-agreement': { status: 200, body: SIGNED },
    });
    const { onSigned } = openDialog();
    const canvas = await screen.findByRole('img', { name: 'Signature' });
    drawStroke(canvas);
    await userEvent.click(signButton());

    const confirm = await screen.findByRole('dialog', { name: 'Sign the agreement' });
    expect(within(confirm).getByText(A.confirmSigning)).toBeVisible();
    expect(within(confirm).getByText(A.emailNotice)).toBeVisible();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'I agree and sign' }));

    const upload = await waitFor(() => FakeXhr.last());
    expect(upload.body?.get('purpose')).toBe('organization_digital_signature');
    const file = upload.body?.get('files') as File;
    expect(file.name).toBe('signature.png');
    expect(file.type).toBe('image/png');
    // The canvas's own PNG, as drawn.
    expect(file.size).toBe(atob(DRAWN_SIGNATURE.split(',')[1] ?? '').length);
    await act(async () =>
      upload.respond(200, {
        status: true,
        originalKey: 'organization_digital_signature/sig.png',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Agreement signed' })).toBeVisible();
    const sign = calls.find((call) => call.path === '/api/organization/partner-agreement');
    expect(sign?.body).toEqual({
      ...PREFILL,
      partner_signature: 'organization_digital_signature/sig.png',
      slug: 'helping-hands',
    });
    expect(sign?.authorization).toBe('Bearer a-token');
    expect(onSigned).toHaveBeenCalledWith(SIGNED);
    const pdf = screen.getByRole('link', { name: 'Open the signed PDF' });
    expect(pdf).toHaveAttribute('href', SIGNED.link);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Verify a signed agreement' })).toHaveAttribute(
      'href',
      SIGNED.agreement_link,
    );
  });

  it('signs with an uploaded signature image, sent by its key, with the name it shows (no draft)', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const calls = serveApi({
      'POST /api/organization/partner-agreement': { status: 200, body: SIGNED },
    });
    openDialog(PREFILL, null);
    // What you read is what you sign: the text names the organization the PDF will name.
    expect(await screen.findByText(/Helping Hands Foundation \(registration number/)).toBeVisible();
    await userEvent.click(await screen.findByRole('radio', { name: 'Upload an image' }));
    const area = screen.getByRole('group', { name: 'Signature' });
    const input = area.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the upload area has no file input');
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'my-signature.png', {
        type: 'image/png',
      }),
    );
    const upload = FakeXhr.last();
    expect(upload.body?.get('purpose')).toBe('organization_digital_signature');
    await act(async () =>
      upload.respond(200, {
        status: true,
        originalKey: 'organization_digital_signature/upload.png',
        link: 'blob:signed-link',
      }),
    );
    await userEvent.click(signButton());
    await userEvent.click(await screen.findByRole('button', { name: 'I agree and sign' }));
    expect(await screen.findByRole('heading', { name: 'Agreement signed' })).toBeVisible();
    expect(FakeXhr.requests).toHaveLength(1);
    expect(calls.find((call) => call.path === '/api/organization/partner-agreement')?.body).toEqual(
      {
        ...PREFILL,
        partner_signature: 'organization_digital_signature/upload.png',
        organization_name: 'Helping Hands Foundation',
      },
    );
  });

  it('undoes the last stroke and clears the pad', async () => {
    serveApi({});
    openDialog();
    const canvas = await screen.findByRole('img', { name: 'Signature' });
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeDisabled();
    drawStroke(canvas);
    drawStroke(canvas);
    expect(undo).toBeEnabled();
    await userEvent.click(undo);
    expect(undo).toBeEnabled();
    await userEvent.click(undo);
    expect(undo).toBeDisabled();
    drawStroke(canvas);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await userEvent.click(signButton());
    expect(await banner()).toHaveTextContent(A.signatureRequired);
  });

  it('shows a refusal from the server in place, translated, and keeps the form', async () => {
    serveApi({
      'POST /api/organization/partner-agreement': {
        status: 404,
        body: { status: false, message: 'Organization not found.' },
      },
    });
    openDialog();
    drawStroke(await screen.findByRole('img', { name: 'Signature' }));
    await userEvent.click(signButton());
    await userEvent.click(await screen.findByRole('button', { name: 'I agree and sign' }));
    await act(async () =>
      (await waitFor(() => FakeXhr.last())).respond(200, {
        status: true,
        originalKey: 'organization_digital_signature/sig.png',
      }),
    );
    expect(await screen.findByText('Organization not found.')).toBeVisible();
    expect(screen.getByText('The agreement could not be signed')).toBeVisible();
    expect(field('Signatory name')).toHaveValue('Asha Rao');
  });
});
