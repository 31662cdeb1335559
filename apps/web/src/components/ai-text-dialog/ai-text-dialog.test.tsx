import type { AiTextKind } from '@givecrowd/shared/ai/ai-api';
import { AI_MESSAGES } from '@givecrowd/shared/ai/ai-messages';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { changeLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { AiTextDialog } from './ai-text-dialog';

const details = {
  country: 'India',
  organization_name: 'Asha Learning Trust',
  category: 'Education, Health',
};

const written = (text: string, source: 'builtin' | 'openai' = 'openai'): Answer => ({
  status: 200,
  body: { status: true, data: { text, source } },
});

function Harness({
  kind,
  initialContext,
  onUse,
  onClose,
}: {
  kind: AiTextKind;
  initialContext: string;
  onUse: (text: string) => void;
  onClose: () => void;
}) {
  const [context, setContext] = useState(initialContext);
  const [opened, setOpened] = useState(true);
  return (
    <AiTextDialog
      opened={opened}
      onClose={() => {
        setOpened(false);
        onClose();
      }}
      kind={kind}
      title="Organization story"
      context={context}
      onContextChange={setContext}
      details={details}
      onUse={onUse}
    />
  );
}

function renderDialog({
  kind = 'organization_story',
  context = '',
  name = 'Write with AI: Organization story',
}: {
  kind?: AiTextKind;
  context?: string;
  name?: string;
} = {}) {
  const onUse = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <Harness kind={kind} initialContext={context} onUse={onUse} onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name });
  return { dialog, onUse, onClose, user: userEvent.setup() };
}

beforeEach(() => setToken('token-123'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('AiTextDialog', () => {
  it('asks for input when the context is blank, without calling the server', async () => {
    const calls = serveApi({});
    const { dialog, user } = renderDialog({ context: '   ' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));

    const input = within(dialog).getByRole('textbox', { name: 'Tell us about your organization' });
    expect(input).toHaveAttribute('maxlength', '2000');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(AI_MESSAGES.inputRequired));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.type(input, 'We teach');
    expect(within(dialog).queryByText(AI_MESSAGES.inputRequired)).not.toBeInTheDocument();
  });

  it('sends the kind, the details and the typed context, shows the text and uses it', async () => {
    const calls = serveApi({
      'POST /api/ai/generate': written('<p>Asha began in <strong>Jaipur</strong>.</p>'),
    });
    const { dialog, user, onUse, onClose } = renderDialog();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Tell us about your organization' }),
      'We run evening classes.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));

    const preview = await within(dialog).findByRole('region', { name: 'Suggested text' });
    expect(within(preview).getByText('Jaipur').tagName).toBe('STRONG');
    expect(within(dialog).queryByText(AI_MESSAGES.writtenByBuiltin)).not.toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: '/api/ai/generate',
        method: 'POST',
        authorization: 'Bearer token-123',
        body: { kind: 'organization_story', ...details, context: 'We run evening classes.' },
      },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Use this text' }));
    expect(onUse).toHaveBeenCalledWith('<p>Asha began in <strong>Jaipur</strong>.</p>');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says when the built-in writer wrote the text, and regenerates on demand', async () => {
    serveApi({
      'POST /api/ai/generate': [
        written('Support Asha Learning Trust', 'builtin'),
        written('Stand with Asha Learning Trust', 'builtin'),
      ],
    });
    const { dialog, user, onUse } = renderDialog({ kind: 'homepage_title', context: 'Classes' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('Support Asha Learning Trust')).toBeVisible();
    expect(within(dialog).getByText(AI_MESSAGES.writtenByBuiltin)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await within(dialog).findByText('Stand with Asha Learning Trust')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Use this text' }));
    expect(onUse).toHaveBeenCalledWith('Stand with Asha Learning Trust');
  });

  it('shows a server failure in place, in the current language', async () => {
    serveApi({
      'POST /api/ai/generate': {
        status: 504,
        body: { status: false, message: AI_MESSAGES.providerTimedOut },
      },
    });
    const { dialog, user } = renderDialog({ context: 'We teach.' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(AI_MESSAGES.providerTimedOut);
    expect(within(dialog).queryByRole('button', { name: 'Use this text' })).not.toBeInTheDocument();
  });

  it('shows that the server could not be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { dialog, user } = renderDialog({ context: 'We teach.' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(API_MESSAGES.unreachable);
  });

  it('discards the text without using it', async () => {
    serveApi({ 'POST /api/ai/generate': written('<p>Hello</p>') });
    const { dialog, user, onUse, onClose } = renderDialog({ context: 'We teach.' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await within(dialog).findByRole('region', { name: 'Suggested text' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onUse).not.toHaveBeenCalled();
  });

  it('starts in the text area and closes with Escape, without using anything', async () => {
    serveApi({});
    const { dialog, user, onUse, onClose } = renderDialog({ context: 'We teach.' });
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onUse).not.toHaveBeenCalled();
  });

  it('speaks Hindi', async () => {
    await changeLanguage('hi');
    serveApi({});
    const { dialog } = renderDialog({ kind: 'about_us', name: 'AI से लिखें: Organization story' });
    expect(
      within(dialog).getByRole('textbox', { name: 'लोगों को आपके बारे में क्या जानना चाहिए?' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'टेक्स्ट बनाएँ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });
});
