import { CONTACT_MESSAGES } from '@givecrowd/shared/contact/contact-messages';
import { REGISTRATION_MESSAGES } from '@givecrowd/shared/organization/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { ContactPage } from './contact-page';

afterEach(() => vi.unstubAllGlobals());

const open = (path = '/contact') =>
  renderRoutes([{ path: '/contact', Component: ContactPage }], path);

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Meera Iyer');
  await user.type(screen.getByLabelText('Your email'), 'meera@example.org');
  await user.selectOptions(
    screen.getByLabelText('What is it about?'),
    'A question about GiveCrowd',
  );
  await user.type(screen.getByLabelText(/Your message/), 'How do I change my plan?');
}

describe('the contact form', () => {
  it('marks every failing field with the shared rules and sends nothing', async () => {
    const calls = serveApi({});
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText('Your email'), 'meera@');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(
      CONTACT_MESSAGES.nameRequired,
    );
    expect(screen.getByLabelText('Your email')).toHaveAccessibleDescription(
      REGISTRATION_MESSAGES.emailInvalid,
    );
    expect(screen.getByLabelText('What is it about?')).toHaveAccessibleDescription(
      CONTACT_MESSAGES.topicRequired,
    );
    expect(screen.getByLabelText(/Your message/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('sends the message and shows a confirmation in its place', async () => {
    const calls = serveApi({
      'POST /api/contact': { status: 200, body: { status: true, message: CONTACT_MESSAGES.sent } },
    });
    const user = userEvent.setup();
    open();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Message sent');
    expect(confirmation).toHaveTextContent(CONTACT_MESSAGES.sent);
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(calls[0]?.body).toEqual({
      name: 'Meera Iyer',
      email: 'meera@example.org',
      topic: 'question',
      page: '',
      message: 'How do I change my plan?',
      locale: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByLabelText('Your email')).toHaveValue('meera@example.org');
    expect(screen.getByLabelText(/Your message/)).toHaveValue('');
  });

  it('keeps everything typed when the server refuses, marking the field it names', async () => {
    serveApi({
      'POST /api/contact': [
        {
          status: 400,
          body: {
            status: false,
            message: CONTACT_MESSAGES.messageTooLong,
            errors: [{ field: 'message', message: CONTACT_MESSAGES.messageTooLong }],
          },
        },
        { status: 429, body: { status: false, message: CONTACT_MESSAGES.tooMany } },
      ],
    });
    const user = userEvent.setup();
    open();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Your message/)).toHaveAccessibleDescription(
        expect.stringContaining(CONTACT_MESSAGES.messageTooLong),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText(CONTACT_MESSAGES.tooMany)).not.toHaveLength(0);
    expect(screen.getByLabelText('Your name')).toHaveValue('Meera Iyer');
    expect(screen.getByLabelText('Your email')).toHaveValue('meera@example.org');
    expect(screen.getByLabelText(/Your message/)).toHaveValue('How do I change my plan?');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens from a report link with the topic and the page’s full address filled in', async () => {
    open('/contact?topic=report&page=%2Fcampaign%2Fclean-water');
    expect(screen.getByLabelText('What is it about?')).toHaveValue('report');
    await waitFor(() =>
      expect(screen.getByLabelText(/Address of the page/)).toHaveValue(
        `${window.location.origin}/campaign/clean-water`,
      ),
    );
  });
});
