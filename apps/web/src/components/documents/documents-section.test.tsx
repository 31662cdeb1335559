import { DOCUMENT_MESSAGES } from '@givecrowd/shared/organization/documents/document-messages';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { FakeXhr } from '@/test/fake-xhr';
import { renderWithProviders } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { DocumentsSection } from './documents-section';

const realXhr = globalThis.XMLHttpRequest;
const PATH = '/api/organizations/helping-hands/documents';

beforeEach(() => {
  FakeXhr.install();
  setToken('token-123');
});

afterEach(() => {
  vi.unstubAllGlobals();
  globalThis.XMLHttpRequest = realXhr;
});

const certificate = {
  kind: 'registration_certificate',
  file_name: 'registration-certificate.pdf',
  content_type: 'application/pdf',
  size: 245_760,
  uploaded_at: '2030-01-01T08:00:00.000Z',
  link: '/upload-service/private/organization-documents/a.pdf?expires=1&signature=abc',
};

const listed = (documents: object[], missing: string[]) => ({
  status: 200,
  body: {
    status: true,
    data: { documents, asked: ['registration_certificate', 'pan_card'], missing },
  },
});

const pdf = (name = 'pan-card.pdf', type = 'application/pdf') =>
  new File(['%PDF-1.4'], name, { type });

/** The hidden input the row's Upload or Replace button opens. */
function pickerOf(name: string): HTMLInputElement {
  const row = screen.getByRole('group', { name });
  const input = row.querySelector<HTMLInputElement>(
    'input[type="file"][accept="application/pdf,image/jpeg,image/png"]',
  );
  if (!input) throw new Error(`the ${name} row has no file input`);
  return input;
}

describe('DocumentsSection', () => {
  it('says to save the step first while the draft has no slug, and asks nothing', () => {
    const calls = serveApi({});
    renderWithProviders(<DocumentsSection slug={null} />);
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    expect(
      screen.getByText('Save this step with Next first; then you can add documents here.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lists each asked kind: the uploaded one with its file, size, date and Open link', async () => {
    serveApi({ [PATH]: listed([certificate], ['pan_card']) });
    renderWithProviders(<DocumentsSection slug="helping-hands" />);

    const uploaded = await screen.findByRole('group', { name: 'Founding document' });
    expect(within(uploaded).getByText('Uploaded')).toBeInTheDocument();
    expect(within(uploaded).getByText('registration-certificate.pdf')).toBeInTheDocument();
    expect(within(uploaded).getByText(/240 kB, uploaded on/i)).toBeInTheDocument();
    const open = within(uploaded).getByRole('link', {
      name: 'Open Founding document (opens in a new tab)',
    });
    expect(open).toHaveAttribute('href', certificate.link);
    expect(open).toHaveAttribute('target', '_blank');
    expect(
      within(uploaded).getByRole('button', { name: 'Replace Founding document' }),
    ).toBeInTheDocument();

    const missing = screen.getByRole('group', { name: 'PAN card' });
    expect(within(missing).getByText('Not uploaded yet')).toBeInTheDocument();
    expect(within(missing).getByRole('button', { name: 'Upload PAN card' })).toBeInTheDocument();
  });

  it('uploads a picked file with progress and shows the answer', async () => {
    serveApi({ [PATH]: listed([], ['registration_certificate', 'pan_card']) });
    renderWithProviders(<DocumentsSection slug="helping-hands" />);
    await screen.findByRole('group', { name: 'PAN card' });

    await userEvent.upload(pickerOf('PAN card'), pdf());
    const request = FakeXhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(PATH);
    expect(request.headers.authorization).toBe('Bearer token-123');
    expect(request.body?.get('kind')).toBe('pan_card');
    expect((request.body?.get('file') as File | undefined)?.name).toBe('pan-card.pdf');

    act(() => request.progress(40, 100));
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();

    const panCard = { ...certificate, kind: 'pan_card', file_name: 'pan-card.pdf', size: 8 };
    await act(async () =>
      request.respond(201, listed([panCard], ['registration_certificate']).body),
    );
    const row = screen.getByRole('group', { name: 'PAN card' });
    expect(await within(row).findByText('pan-card.pdf')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Replace PAN card' })).toBeInTheDocument();
  });

  it('refuses a file of another type before any request, with the shared message', async () => {
    serveApi({ [PATH]: listed([], ['registration_certificate', 'pan_card']) });
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<DocumentsSection slug="helping-hands" />);
    await screen.findByRole('group', { name: 'PAN card' });

    await user.upload(pickerOf('PAN card'), pdf('pan-card.docx', 'application/msword'));
    expect(screen.getByRole('alert')).toHaveTextContent(DOCUMENT_MESSAGES.fileType);
    expect(FakeXhr.requests).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'PAN card' })).toHaveAccessibleDescription(
      DOCUMENT_MESSAGES.fileType,
    );
  });

  it("shows the server's refusal in the row, and cancels a running upload", async () => {
    serveApi({ [PATH]: listed([], ['registration_certificate', 'pan_card']) });
    renderWithProviders(<DocumentsSection slug="helping-hands" />);
    await screen.findByRole('group', { name: 'PAN card' });

    await userEvent.upload(pickerOf('PAN card'), pdf());
    await act(async () =>
      FakeXhr.last().respond(415, { status: false, message: DOCUMENT_MESSAGES.activeContent }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(DOCUMENT_MESSAGES.activeContent);

    await userEvent.upload(pickerOf('PAN card'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(FakeXhr.last().aborted).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Upload cancelled.');
  });

  it("shows a reviewer's note beside the document asked for", async () => {
    serveApi({ [PATH]: listed([], ['registration_certificate', 'pan_card']) });
    renderWithProviders(
      <DocumentsSection
        slug="helping-hands"
        requestNotes={new Map([['document:pan_card', 'The PAN card is missing.']])}
      />,
    );
    const row = await screen.findByRole('group', { name: 'PAN card' });
    expect(row).toHaveAccessibleDescription("Reviewer's note: The PAN card is missing.");
  });
});
