import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryMeta, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from './query-client';

const failure = new ApiError(403, 'You may not see this draft.');

function FailingQuery({ meta }: { meta?: QueryMeta }) {
  const query = useQuery({
    queryKey: ['failing', meta],
    queryFn: () => Promise.reject(failure),
    retry: false,
    meta,
  });
  return query.isError ? <p>Shown in place</p> : null;
}

function renderQuery(meta?: QueryMeta) {
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={createQueryClient()}>
        <FailingQuery meta={meta} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('createQueryClient', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a failed query in the error banner, and does not log it', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    renderQuery();
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not see this draft.');
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('neither shows nor logs a failure its caller shows in place', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    renderQuery({ errorBanner: false });
    expect(await screen.findByText('Shown in place')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('logs a failure nothing shows once, as a warning', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderQuery({ errorBanner: false, logError: true });
    await vi.waitFor(() => expect(warnings).toHaveBeenCalledTimes(1));
    expect(warnings).toHaveBeenCalledWith(failure);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});
