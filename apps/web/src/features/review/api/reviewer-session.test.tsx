import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '@/lib/auth-token';
import { renderHookWithProviders } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { useIsReviewer } from './reviewer-session';

const session = (reviewer: boolean) => ({
  'GET /api/admin/session': { status: 200, body: { status: true, data: { reviewer } } },
});

describe('useIsReviewer', () => {
  afterEach(() => clearToken());

  it('asks nothing without a token', () => {
    const calls = serveApi(session(true));
    const { result } = renderHookWithProviders(() => useIsReviewer(), undefined);
    expect(result.current).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('is true only when the server says reviewer: true', async () => {
    setToken('a-token');
    const calls = serveApi(session(true));
    const { result } = renderHookWithProviders(() => useIsReviewer(), undefined);
    await waitFor(() => expect(result.current).toBe(true));
    expect(calls.map((call) => call.path)).toEqual(['/api/admin/session']);
  });

  it('is false for anyone else signed in, from a 200 answer', async () => {
    setToken('a-token');
    const calls = serveApi(session(false));
    const { result } = renderHookWithProviders(() => useIsReviewer(), undefined);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(result.current).toBe(false);
  });
});
