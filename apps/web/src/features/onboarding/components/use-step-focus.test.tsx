import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useStepFocus } from './use-step-focus';

/** A step per index, whose Next is gone once the step changes, as in the wizard. */
function Steps({ startAt = 0 }: { startAt?: number }) {
  const [active, setActive] = useState(startAt);
  const { stepRef, focusNewStep } = useStepFocus(active);
  return (
    <div>
      <button type="button" onClick={() => setActive(2)}>
        Load a draft
      </button>
      <div ref={stepRef} style={{ display: 'contents' }}>
        <div key={active}>
          <h2>Step {active}</h2>
          <button
            type="button"
            onClick={() => {
              focusNewStep();
              setActive((index) => index + 1);
            }}
          >
            Next
          </button>
        </div>
      </div>
    </div>
  );
}

describe('useStepFocus', () => {
  it("moves the focus to the new step's heading after Next, not to the page body", async () => {
    renderWithProviders(<Steps />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const heading = screen.getByRole('heading', { name: 'Step 1' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the focus alone when the step changes without Next or Back', async () => {
    renderWithProviders(<Steps />);
    const load = screen.getByRole('button', { name: 'Load a draft' });
    await userEvent.click(load);
    expect(screen.getByRole('heading', { name: 'Step 2' })).not.toHaveFocus();
    expect(load).toHaveFocus();
  });
});
