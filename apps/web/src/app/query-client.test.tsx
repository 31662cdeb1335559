import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from './query-client';

function FailingQuery({ errorBanner }: { errorBanner?: boolean }) {
  useQuery({
    queryKey: ['failing', errorBanner],
    queryFn: () => Promise.reject(new ApiError(403, 'You may not see this draft.')),
    retry: false,
    meta: { errorBanner },
  });
  return null;
}

function renderQuery(errorBanner?: boolean) {
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={createQueryClient()}>
        <FailingQuery errorBanner={errorBanner} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('createQueryClient', () => {
  it('shows a failed query in the error banner', async () => {
    renderQuery();
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not see this draft.');
  });

  it('only logs a failure whose query opts out of the banner', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderQuery(false);
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
