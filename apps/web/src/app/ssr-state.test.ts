import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { readSsrState, SSR_STATE_ELEMENT_ID, type SsrState, serializeSsrState } from './ssr-state';

const state = (data: unknown, error: unknown = null): SsrState => ({
  language: 'en',
  router: { loaderData: { '0': null }, actionData: null, errors: null },
  queries: {
    mutations: [],
    queries: [
      {
        dehydratedAt: 1,
        queryKey: ['campaign', 'x'],
        queryHash: '["campaign","x"]',
        state: {
          data,
          dataUpdateCount: 1,
          dataUpdatedAt: 1,
          error: error as null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: error ? 'error' : 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
});

function documentWith(json: string) {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${json}</script>`;
  return doc;
}

describe('the state a server-rendered page carries', () => {
  it('leaves no <, > or & that could end its script element', () => {
    const json = serializeSsrState(state({ title: '</script><script>alert("x")</script> & more' }));
    expect(json).not.toMatch(/[<>&]/);
    expect(readSsrState(documentWith(json))?.queries.queries[0]?.state.data).toEqual({
      title: '</script><script>alert("x")</script> & more',
    });
  });

  it('brings a failed answer back as the same ApiError', () => {
    const errors = [{ field: 'slug', message: 'Unknown.' }];
    const json = serializeSsrState(
      state(undefined, new ApiError(404, 'Campaign not found.', errors)),
    );
    const error = readSsrState(documentWith(json))?.queries.queries[0]?.state.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Campaign not found.', errors });
  });

  it('is none on a page the browser renders', () => {
    expect(readSsrState(document.implementation.createHTMLDocument())).toBeNull();
  });
});
