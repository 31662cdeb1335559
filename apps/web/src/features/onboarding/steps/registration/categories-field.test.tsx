import { emptyWizardForm, type WizardValues } from '@givecrowd/shared/organization/wizard-form';
import { useForm } from '@mantine/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { OrganizationFields } from './organization-fields';

let latest: WizardValues = emptyWizardForm;

function renderFields() {
  serveApi({
    'GET /api/categories': {
      status: 200,
      body: {
        status: true,
        data: [
          { name: 'Animals', slug: 'animals' },
          { name: 'Education', slug: 'education' },
          { name: 'Health', slug: 'health' },
        ],
      },
    },
  });
  function Harness() {
    const form = useForm<WizardValues>({
      initialValues: emptyWizardForm,
      onValuesChange: (next) => {
        latest = next;
      },
    });
    return <OrganizationFields form={form} />;
  }
  renderRoutes([{ path: '/', Component: Harness }]);
}

describe('Categories', () => {
  it('picks the first match when "Edu" is typed, then Enter', async () => {
    renderFields();
    const [categories] = await screen.findAllByLabelText(/^Categories/, { selector: 'input' });
    if (!categories) throw new Error('no Categories input');
    await userEvent.click(categories);
    await screen.findByRole('option', { name: 'Education' });
    await userEvent.type(categories, 'Edu{Enter}');
    await waitFor(() => expect(latest.organization_categories).toEqual([{ name: 'Education' }]));
  });
});
