import { FILE_NAME_MESSAGE, IMAGE_TYPE_MESSAGE } from '@givecrowd/shared/uploads/image-file';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { FakeXhr } from '@/test/fake-xhr';
import { renderWithProviders } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { ImageField, type ImageFieldProps } from './image-field';

const realXhr = globalThis.XMLHttpRequest;
const realCreateObjectUrl = URL.createObjectURL;
const realRevokeObjectUrl = URL.revokeObjectURL;

beforeEach(() => {
  FakeXhr.install();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  setToken('token-123');
});

afterEach(() => {
  vi.unstubAllGlobals();
  globalThis.XMLHttpRequest = realXhr;
  URL.createObjectURL = realCreateObjectUrl;
  URL.revokeObjectURL = realRevokeObjectUrl;
});

function Harness({
  initial = null,
  onChange,
  ...props
}: Partial<ImageFieldProps> & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ImageField
      label="Organization logo"
      purpose="organization-logos"
      {...props}
      value={value}
      onChange={(key) => {
        setValue(key);
        onChange?.(key);
      }}
    />
  );
}

function renderField(props: Partial<ImageFieldProps> & { initial?: string | null } = {}) {
  const onChange = vi.fn();
  const view = renderWithProviders(<Harness onChange={onChange} {...props} />);
  return { ...view, onChange };
}

const png = (name = 'logo.png', type = 'image/png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });

function fileInput(): HTMLInputElement {
  const area = screen.getByRole('group', { name: 'Organization logo' });
  const input = area.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the upload area has no file input');
  return input;
}

describe('ImageField', () => {
  it('names the upload area by its label and shows the suggested size when asked', () => {
    renderField({ showSuggestedSize: true });
    const area = screen.getByRole('group', { name: 'Organization logo' });
    expect(area).toHaveAccessibleDescription('Suggested size: 250 × 100 pixels');
  });

  it('leaves the hint out unless asked', () => {
    renderField();
    expect(screen.queryByText(/Suggested size/)).not.toBeInTheDocument();
  });

  it('rejects a bad file name with the shared message and sends nothing', async () => {
    renderField();
    await userEvent.upload(fileInput(), png('my logo.png'));
    expect(screen.getByRole('alert')).toHaveTextContent(FILE_NAME_MESSAGE);
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('rejects a type other than JPG, PNG, GIF and WEBP before any request', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderField();
    await user.upload(fileInput(), png('logo.svg', 'image/svg+xml'));
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_TYPE_MESSAGE);
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('uploads with progress, then previews the stored image', async () => {
    const { onChange } = renderField();
    await userEvent.upload(fileInput(), png());

    const request = FakeXhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/upload-service/upload');
    expect(request.headers.authorization).toBe('Bearer token-123');
    expect(request.body?.get('purpose')).toBe('organization-logos');
    expect(request.body?.get('client')).toBe('web');
    expect((request.body?.get('files') as File | undefined)?.name).toBe('logo.png');
    expect(screen.getByRole('img', { name: 'Organization logo preview' })).toHaveAttribute(
      'src',
      'blob:preview',
    );

    act(() => request.progress(50, 100));
    expect(screen.getByText('Uploading… 50%')).toBeInTheDocument();

    await act(async () =>
      request.respond(200, { status: true, originalKey: 'organization-logos/abc.png' }),
    );
    expect(onChange).toHaveBeenCalledWith('organization-logos/abc.png');
    const preview = await screen.findByRole('img', { name: 'Organization logo preview' });
    expect(preview).toHaveAttribute('src', '/media/organization-logos/abc.png');
    expect(screen.getByRole('button', { name: 'Replace Organization logo' })).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('cancels a running upload', async () => {
    const { onChange } = renderField();
    await userEvent.upload(fileInput(), png());
    const request = FakeXhr.last();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));

    expect(request.aborted).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Upload cancelled.');
    expect(screen.getByRole('group', { name: 'Organization logo' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the server's message under the dropzone when the upload fails", async () => {
    const { onChange } = renderField();
    await userEvent.upload(fileInput(), png());
    await act(async () =>
      FakeXhr.last().respond(415, {
        status: false,
        message: 'Image uploads accept only JPG, PNG, GIF, WEBP.',
      }),
    );

    const area = screen.getByRole('group', { name: 'Organization logo' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Image uploads accept only JPG, PNG, GIF, WEBP.',
    );
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('replaces and removes an uploaded image', async () => {
    const { onChange } = renderField({ initial: 'organization-logos/old.png' });
    const group = screen.getByRole('group', { name: 'Organization logo' });
    expect(within(group).getByRole('img')).toHaveAttribute(
      'src',
      '/media/organization-logos/old.png',
    );

    const replaceInput = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!replaceInput) throw new Error('no file input for replace');
    await userEvent.upload(replaceInput, png('new.png'));
    await act(async () =>
      FakeXhr.last().respond(200, { status: true, originalKey: 'organization-logos/new.png' }),
    );
    expect(onChange).toHaveBeenLastCalledWith('organization-logos/new.png');
    expect(await screen.findByRole('img', { name: 'Organization logo preview' })).toHaveAttribute(
      'src',
      '/media/organization-logos/new.png',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove Organization logo' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('group', { name: 'Organization logo' })).toBeInTheDocument();
  });

  describe('a private image (the digital signature)', () => {
    const SIGNATURE = 'organization_digital_signature/sig.png';
    const linkPath = `/upload-service/private-link?key=${encodeURIComponent(SIGNATURE)}`;
    const signedLink = (n: number) =>
      `/upload-service/private/${SIGNATURE}?expires=190000000${n}&signature=s${n}`;
    const linkAnswer = (n: number) => ({
      status: 200,
      body: { status: true, link: signedLink(n), expires_at: '2099-01-01T00:00:00.000Z' },
    });
    const signatureField = {
      label: 'Digital signature',
      purpose: 'organization_digital_signature',
    } as const;
    const preview = () => screen.findByRole('img', { name: 'Digital signature preview' });

    it("previews a fresh upload through the upload answer's signed link", async () => {
      const calls = serveApi({});
      const { onChange } = renderField(signatureField);
      const area = screen.getByRole('group', { name: 'Digital signature' });
      const input = area.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('the upload area has no file input');
      await userEvent.upload(input, png('sign.png'));
      await act(async () =>
        FakeXhr.last().respond(200, { status: true, originalKey: SIGNATURE, link: signedLink(1) }),
      );

      expect(onChange).toHaveBeenCalledWith(SIGNATURE);
      expect(await preview()).toHaveAttribute('src', signedLink(1));
      expect(calls).toEqual([]);
    });

    it("asks for a signed link to a saved draft's signature, never its media URL", async () => {
      const calls = serveApi({ [`GET ${linkPath}`]: linkAnswer(1) });
      renderField({ ...signatureField, initial: SIGNATURE });

      await vi.waitFor(async () => expect(await preview()).toHaveAttribute('src', signedLink(1)));
      expect(calls).toEqual([
        expect.objectContaining({ path: linkPath, authorization: 'Bearer token-123' }),
      ]);
    });

    it('asks for a fresh link when the preview fails to load, and stops after a few', async () => {
      const calls = serveApi({
        [`GET ${linkPath}`]: [linkAnswer(1), linkAnswer(2), linkAnswer(3), linkAnswer(4)],
      });
      renderField({ ...signatureField, initial: SIGNATURE });
      await vi.waitFor(async () => expect(await preview()).toHaveAttribute('src', signedLink(1)));

      fireEvent.error(await preview());
      await vi.waitFor(async () => expect(await preview()).toHaveAttribute('src', signedLink(2)));
      fireEvent.error(await preview());
      await vi.waitFor(async () => expect(await preview()).toHaveAttribute('src', signedLink(3)));
      fireEvent.error(await preview());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls).toHaveLength(3);
    });

    it("falls back to asking by key when the upload answer's link fails", async () => {
      const calls = serveApi({ [`GET ${linkPath}`]: linkAnswer(2) });
      renderField(signatureField);
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('no file input');
      await userEvent.upload(input, png('sign.png'));
      await act(async () =>
        FakeXhr.last().respond(200, { status: true, originalKey: SIGNATURE, link: signedLink(1) }),
      );
      fireEvent.error(await preview());
      await vi.waitFor(async () => expect(await preview()).toHaveAttribute('src', signedLink(2)));
      expect(calls).toHaveLength(1);
    });
  });
});
