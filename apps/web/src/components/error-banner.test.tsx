import { ERROR_BANNER_MS } from '@givecrowd/shared/constants';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_TRANSITION_MS, showError } from './error-banner';

function renderBannerHost() {
  render(
    <MantineProvider>
      <Notifications position="top-center" transitionDuration={BANNER_TRANSITION_MS} />
    </MantineProvider>,
  );
}

/** Lets time pass in small steps, so React handles each timer's update as a browser would. */
function passTime(ms: number) {
  for (let passed = 0; passed < ms; passed += 10) {
    act(() => vi.advanceTimersByTime(Math.min(10, ms - passed)));
  }
}

describe('showError', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the message in an alert for exactly ERROR_BANNER_MS', () => {
    renderBannerHost();
    act(() => showError('Please select the country.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select the country.');

    passTime(ERROR_BANNER_MS - 10);
    expect(screen.getByRole('alert')).toBeInTheDocument();

    passTime(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces the shown message and restarts the clock', () => {
    renderBannerHost();
    act(() => showError('Please select the country.'));
    passTime(2000);
    act(() => showError('Please select organization type.'));

    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select organization type.');
    passTime(ERROR_BANNER_MS - 10);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    passTime(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
