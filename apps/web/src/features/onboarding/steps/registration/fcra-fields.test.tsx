import { emptyWizardForm, type WizardValues } from '@givecrowd/shared/organization/wizard-form';
import { useForm } from '@mantine/form';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { FcraFields } from './fcra-fields';

function renderFcra() {
  function Harness() {
    const form = useForm<WizardValues>({
      initialValues: { ...emptyWizardForm, country_code: 'IN', organization_fcra_check: true },
    });
    return <FcraFields form={form} />;
  }
  renderRoutes([{ path: '/', Component: Harness }]);
  return screen.getByLabelText(/FCRA registration date/);
}

describe('FcraFields', () => {
  afterEach(() => vi.useRealTimers());

  it('says at the date’s entry that a registration of 2019 lapsed five years on, unless renewed', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
    const date = renderFcra();
    fireEvent.change(date, { target: { value: '2022-06-15' } });
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(date, { target: { value: '2019-06-15' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'An FCRA registration is valid for five years, so this one lapsed on 15 June 2024 unless it was renewed.',
    );
    fireEvent.change(date, { target: { value: '2021-12-20' } });
    expect(screen.getByRole('status')).toHaveTextContent('so this one lapses on 20 December 2026.');
  });
});
