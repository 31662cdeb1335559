import { AGREEMENT_MESSAGES as A } from '@givecrowd/shared/agreement/agreement-messages';
import { AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { AgreementSigned } from './agreement-signed';

const SLUG = 'helping-hands';
const FRESH = '/upload-service/private/signed-agreements/x.pdf?expires=1&signature=fresh';
const FOUND = {
  status: true,
  link: FRESH,
  document_id: 'GC-AG-1234',
  version: AGREEMENT_VERSION,
  agreement_link: 'http://localhost:3000/agreement/verify?document_id=GC-AG-1234',
  signed_at: '2030-11-22T10:00:00.000Z',
};
const absolute = (link: string) => new URL(link, window.location.href).href;

/** A tab as window.open answers it; `calls` is how many API calls had been made when opened. */
function stubOpen(blocked = false) {
  const tab = {
    opener: window as unknown,
    closed: false,
    location: { href: 'about:blank' },
    close: vi.fn(),
  };
  const opened = { tab, fetchesBefore: -1 };
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    opened.fetchesBefore = vi.mocked(fetch).mock.calls.length;
    return blocked ? null : (tab as unknown as Window);
  });
  return { open, opened, tab };
}

function showSigned(
  answer: Answer,
  { slug = SLUG, link = null }: { slug?: string | null; link?: string | null } = {},
) {
  setToken('a-token');
  const path = `/api/organization/partner-agreement${slug ? `?slug=${slug}` : ''}`;
  const calls = serveApi({ [`GET ${path}`]: answer });
  const Signed = () => (
    <AgreementSigned title="Agreement signed" link={link} freshLinkFor={{ slug }} />
  );
  renderRoutes([{ path: '/', Component: Signed }]);
  return { calls, path };
}

describe('Open the signed PDF', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('after a reload: opens a tab within the click, then sends it to a fresh link', async () => {
    const { calls, path } = showSigned({ status: 200, body: FOUND });
    const { open, opened, tab } = stubOpen();
    expect(screen.queryByRole('link', { name: 'Open the signed PDF' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the signed PDF' }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    // Opened before the call, so a popup blocker sees it as the click's own.
    expect(opened.fetchesBefore).toBe(0);
    await waitFor(() => expect(tab.location.href).toBe(absolute(FRESH)));
    expect(tab.opener).toBeNull();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'GET', path, authorization: 'Bearer a-token' }),
    ]);
    // Each click asks again: the link lives a few minutes only.
    await userEvent.click(screen.getByRole('link', { name: 'Open the signed PDF' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('with a link already known: keeps it as the address, and a click still fetches a fresh one', async () => {
    const known = 'https://example.org/signed.pdf?sig=old';
    const { calls, path } = showSigned({ status: 200, body: FOUND }, { slug: null, link: known });
    const { tab } = stubOpen();
    const link = screen.getByRole('link', { name: 'Open the signed PDF' });
    expect(link).toHaveAttribute('href', known);
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(link);
    await waitFor(() => expect(tab.location.href).toBe(absolute(FRESH)));
    expect(path).toBe('/api/organization/partner-agreement');
    expect(calls.map((call) => call.path)).toEqual([path]);
    expect(screen.getByRole('link', { name: 'Open the signed PDF' })).toHaveAttribute(
      'href',
      absolute(FRESH),
    );
  });

  it('closes the tab and says why when there is no signed agreement', async () => {
    showSigned({ status: 404, body: { status: false, message: A.noSignedAgreement } });
    const { tab } = stubOpen();
    await userEvent.click(screen.getByRole('button', { name: 'Open the signed PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(A.noSignedAgreement);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });

  it('shows the fresh link to click when the browser blocks the tab', async () => {
    showSigned({ status: 200, body: FOUND });
    const { open } = stubOpen(true);
    await userEvent.click(screen.getByRole('button', { name: 'Open the signed PDF' }));
    expect(
      await screen.findByText(
        'Your browser blocked the new tab. Use this link to open the signed PDF.',
      ),
    ).toBeVisible();
    const link = screen.getByRole('link', { name: 'Open the signed PDF' });
    expect(link).toHaveAttribute('href', absolute(FRESH));
    expect(link).toHaveAttribute('target', '_blank');
    // That click is the browser's own (jsdom does not navigate): no second tab is asked for.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/blocked the new tab/)).not.toBeInTheDocument();
  });
});
