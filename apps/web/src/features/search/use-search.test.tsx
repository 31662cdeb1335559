import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithProviders } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { useSearch } from './use-search';

function searchPath(query: string) {
  return `/api/organization/searchbar?${new URLSearchParams({ query, page: '1', limit: '4' })}`;
}

const found = (title: string): Answer => ({
  status: 200,
  body: {
    status: true,
    data: {
      data: [{ type: 'cam', slug: title, title, asset: null, percentage: 0, remaining_days: 1 }],
      orgData: 1,
      allCategory: [],
    },
  },
});

function renderSearch() {
  return renderHookWithProviders(({ text }: { text: string }) => useSearch(text), { text: '' });
}

/**
 * Types `text` a character at a time. Synchronously, so no timer can fire in between: typing
 * quicker than the debounce, whatever the machine's load.
 */
function typeQuickly(rerender: (props: { text: string }) => void, text: string) {
  for (let length = 1; length <= text.length; length += 1) {
    rerender({ text: text.slice(0, length) });
  }
}

const titlesOf = (search: ReturnType<typeof useSearch>) => search.results.map((r) => r.title);

describe('useSearch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks once typing pauses, not for every character', async () => {
    const calls = serveApi({
      [searchPath('')]: found('Active'),
      [searchPath('health')]: found('Health'),
    });
    const { result, rerender } = renderSearch();
    await waitFor(() => expect(titlesOf(result.current)).toEqual(['Active']));

    typeQuickly(rerender, 'health');

    await waitFor(() => expect(titlesOf(result.current)).toEqual(['Health']));
    expect(calls.map((call) => call.path)).toEqual([searchPath(''), searchPath('health')]);
  });

  it('resets at once when the input is cleared, and typing again never brings back the old query', async () => {
    const calls = serveApi({
      [searchPath('')]: found('Active'),
      [searchPath('health')]: found('Health'),
      [searchPath('water')]: found('Water'),
    });
    const { result, rerender } = renderSearch();
    typeQuickly(rerender, 'health');
    await waitFor(() => expect(titlesOf(result.current)).toEqual(['Health']));

    rerender({ text: '' });
    await waitFor(() => expect(titlesOf(result.current)).toEqual(['Active']));
    typeQuickly(rerender, 'water');

    await waitFor(() => expect(titlesOf(result.current)).toEqual(['Water']));
    expect(calls.map((call) => call.path)).toEqual([
      searchPath(''),
      searchPath('health'),
      searchPath(''),
      searchPath('water'),
    ]);
  });

  it('asks at once on Enter', async () => {
    const calls = serveApi({
      [searchPath('')]: found('Active'),
      [searchPath('water')]: found('Water'),
    });
    const { result, rerender } = renderSearch();
    rerender({ text: 'water' });

    act(() => result.current.sendNow());

    // Asked in the same task, before any timer (the debounce's) could fire.
    expect(calls.map((call) => call.path)).toEqual([searchPath(''), searchPath('water')]);
  });
});
