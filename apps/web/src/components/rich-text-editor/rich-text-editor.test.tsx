import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { renderWithProviders } from '@/test/render';
import { RichTextEditor } from './rich-text-editor';

const realXhr = globalThis.XMLHttpRequest;
const realCreateObjectUrl = URL.createObjectURL;
const realRevokeObjectUrl = URL.revokeObjectURL;

// jsdom has no layout; ProseMirror measures ranges when it scrolls the selection into view.
Range.prototype.getClientRects = () =>
  ({
    length: 0,
    item: () => null,
    [Symbol.iterator]: [][Symbol.iterator],
  }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

beforeEach(() => {
  FakeXhr.install();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  URL.createObjectURL = realCreateObjectUrl;
  URL.revokeObjectURL = realRevokeObjectUrl;
  vi.restoreAllMocks();
});

function renderEditor(value = '<p>Hello</p>') {
  const onChange = vi.fn();
  const view = renderWithProviders(
    <RichTextEditor label="Organization story" value={value} onChange={onChange} />,
  );
  return { ...view, onChange };
}

async function pickImage(file: File) {
  const control = await screen.findByRole('button', { name: 'Upload image' });
  const input = control.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the image control has no file input');
  await userEvent.upload(input, file);
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('RichTextEditor', () => {
  it('loads lazily and names the editing area by its label', async () => {
    renderEditor();
    const textbox = await screen.findByRole('textbox', { name: 'Organization story' });
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    expect(textbox).toHaveTextContent('Hello');
    for (const name of ['Heading 2', 'Bullet list', 'Ordered list', 'Link', 'Upload image']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('reports edits as HTML', async () => {
    const { onChange } = renderEditor();
    await screen.findByRole('textbox', { name: 'Organization story' });
    await userEvent.click(screen.getByRole('button', { name: 'Bullet list' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.stringContaining('<ul><li><p>Hello</p></li></ul>'),
    );
  });

  it('uploads a picked image as campaign-assets and inserts its /media address', async () => {
    const { onChange } = renderEditor();
    await pickImage(png('photo.png'));

    const request = FakeXhr.last();
    expect(request.body?.get('purpose')).toBe('campaign-assets');
    await act(async () =>
      request.respond(200, { status: true, originalKey: 'campaign-assets/abc.png' }),
    );

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('src="/media/campaign-assets/abc.png"'),
      ),
    );
  });

  it('only logs a failed upload, and the editor stays usable', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { onChange } = renderEditor();
    await pickImage(png('photo.png'));
    await act(async () =>
      FakeXhr.last().respond(415, {
        status: false,
        message: 'Image uploads accept only JPG, PNG, GIF, WEBP.',
      }),
    );

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(String(logged.mock.calls[0]?.[0])).toContain(
      'Image uploads accept only JPG, PNG, GIF, WEBP.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const textbox = screen.getByRole('textbox', { name: 'Organization story' });
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<h2>Hello</h2>'));
  });

  it('logs a file the client rules reject, without a request', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderEditor();
    await pickImage(png('my photo.png'));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(String(logged.mock.calls[0]?.[0])).toContain('File name contains invalid characters');
    expect(FakeXhr.requests).toHaveLength(0);
  });
});
