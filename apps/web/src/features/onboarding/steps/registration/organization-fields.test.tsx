import { emptyWizardForm, type WizardValues } from '@givecrowd/shared/organization/wizard-form';
import { useForm } from '@mantine/form';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { PhoneField } from './organization-fields';

let latest: WizardValues = emptyWizardForm;

function renderPhone(values: Partial<WizardValues>) {
  function Harness() {
    const form = useForm<WizardValues>({
      initialValues: { ...emptyWizardForm, ...values },
      onValuesChange: (next) => {
        latest = next;
      },
    });
    return <PhoneField form={form} field="organization_phone" label="Organization phone" />;
  }
  renderRoutes([{ path: '/', Component: Harness }]);
  return screen.getByRole('textbox', { name: 'Organization phone' });
}

describe('PhoneField', () => {
  it.each([
    ['IN', '+919876543210', '+91 98765 43210'],
    ['US', '+14155550123', '+1 415 555 0123'],
    ['GB', '+447911123456', '+44 7911 123456'],
    ['SG', '+6591234567', '+65 9123 4567'],
    ['IN', '+447911123456', '+44 7911 123456'],
    ['', '+919876543210', '+91 98765 43210'],
    ['IN', '12345', '12345'],
  ])('in %s shows %s as %j', (country_code, organization_phone, shown) => {
    expect(renderPhone({ country_code, organization_phone })).toHaveValue(shown);
  });

  it('keeps what is typed while typing, and shows it formatted once the person leaves', async () => {
    const input = renderPhone({ country_code: 'IN', organization_phone: '' });
    await userEvent.type(input, '9876543210');
    expect(input).toHaveValue('9876543210');
    expect(latest.organization_phone).toBe('9876543210');
    fireEvent.blur(input);
    expect(input).toHaveValue('+91 98765 43210');
    expect(latest.organization_phone).toBe('9876543210');
  });

  it('edits the formatted text it shows, without jumping while focused', async () => {
    const input = renderPhone({ country_code: 'IN', organization_phone: '+919876543210' });
    await userEvent.click(input);
    expect(input).toHaveValue('+91 98765 43210');
    await userEvent.type(input, '{Backspace}9');
    expect(input).toHaveValue('+91 98765 43219');
    expect(latest.organization_phone).toBe('+91 98765 43219');
  });
});
