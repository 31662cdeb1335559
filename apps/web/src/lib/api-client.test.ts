import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiFetch } from './api-client';
import { getToken, setToken } from './auth-token';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentRequest(fetchMock: ReturnType<typeof answer>) {
  const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { path, init, headers: new Headers(init.headers) };
}

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored token and a JSON body to the same origin', async () => {
    setToken('abc');
    const fetchMock = answer(200, { status: true, data: { ok: 1 } });

    await apiFetch('/api/organization/subdomain', { method: 'POST', body: { a: 1 } });

    const { path, init, headers } = sentRequest(fetchMock);
    expect(path).toBe('/api/organization/subdomain');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = answer(200, { status: true, data: [] });
    await apiFetch('/api/countries');
    expect(sentRequest(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('turns an error envelope into an ApiError with status, message and field errors', async () => {
    const errors = [{ field: 'country_code', message: 'Please select the country.' }];
    answer(400, { status: false, message: 'Please select the country.', errors });

    const error = await apiFetch('/api/organization/create/page/1').catch((caught) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Please select the country.', errors });
  });

  it('treats a 200 answer with status false as a failure', async () => {
    answer(200, { status: false, message: 'Nope.' });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 200, message: 'Nope.' });
  });

  it('clears the stored token on 401', async () => {
    setToken('expired');
    answer(401, { status: false, message: 'Please log in again.' });
    await expect(apiFetch('/api/auth/get-details')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
  });

  it('checks the answer against the schema when one is given', async () => {
    const schema = z.object({ status: z.literal(true), data: z.array(z.string()) });
    answer(200, { status: true, data: ['a'] });
    await expect(apiFetch('/api/x', { schema })).resolves.toEqual({ status: true, data: ['a'] });

    answer(200, { status: true, data: [1] });
    await expect(apiFetch('/api/x', { schema })).rejects.toBeInstanceOf(ApiError);
  });

  it('says the server cannot answer when a failure is not JSON, and unreadable for a success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 502,
      message: API_MESSAGES.serverUnavailable,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('not json', { status: 200 })),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 200,
      message: API_MESSAGES.unreadableAnswer,
    });
  });

  it('reports an unreachable server as an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 0,
      message: API_MESSAGES.unreachable,
    });
  });
});
