import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { PhoneCodeDialog } from './phone-code-dialog';

describe('PhoneCodeDialog', () => {
  it('names the phone the code went to as people write it', async () => {
    const Dialog = () => (
      <PhoneCodeDialog
        claim={{ phone: '+919876543210', email: 'meera@example.org' }}
        opened
        onClose={() => {}}
        onVerified={() => {}}
      />
    );
    renderRoutes([{ path: '/', Component: Dialog }]);
    expect(
      await screen.findByText('Enter the 4-character code we sent to +91 98765 43210.'),
    ).toBeInTheDocument();
  });
});
