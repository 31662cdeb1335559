import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { PhoneCodeDialog } from './phone-code-dialog';

function openDialog(resendAt = Date.now() + 60_000) {
  const Dialog = () => (
    <PhoneCodeDialog
      claim={{ phone: '+919876543210', email: 'meera@example.org' }}
      opened
      resendAt={resendAt}
      onClose={() => {}}
      onResent={() => {}}
      onVerified={() => {}}
    />
  );
  renderRoutes([{ path: '/', Component: Dialog }]);
}

describe('PhoneCodeDialog', () => {
  it('names the phone the code went to as people write it', async () => {
    openDialog();
    expect(
      await screen.findByText('Enter the 4-character code we sent to +91 98765 43210.'),
    ).toBeInTheDocument();
  });

  it('opens with the focus in the first code box, not on Close', async () => {
    openDialog();
    const firstBox = await screen.findByRole('textbox', { name: 'Code character 1 of 4' });
    await waitFor(() => expect(firstBox).toHaveFocus());
  });

  it('counts down from when the code was sent, e.g. before a reload', async () => {
    openDialog(Date.now() + 25_000);
    expect(await screen.findByText(/Resend code in (24|25) s/)).toBeInTheDocument();
  });
});
