import { vi } from 'vitest';

/** `until`: the answer waits for it, as a slow network would. */
export type Answer = { status: number; body: unknown; until?: Promise<void> };
export type Call = { path: string; method: string; body: unknown; authorization: string | null };

/**
 * Stubs fetch with answers by "METHOD path" (or just path); answers may be queued per key.
 * Records every call so a test can check what the page sent.
 */
export function serveApi(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const headers = new Headers(init.headers);
      calls.push({
        path,
        method,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: headers.get('Authorization'),
      });
      const entry = answers[`${method} ${path}`] ?? answers[path];
      const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
      const { status, body, until } = answer ?? {
        status: 404,
        body: { status: false, message: 'Not found' },
      };
      await until;
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}
