import {
  CONTACT_TOPICS,
  type ContactForm as ContactValues,
  validateContactForm,
} from '@givecrowd/shared/contact/contact-rules';
import {
  Alert,
  Button,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSendContactMessage } from '@/features/info-pages/api/send-contact-message';
import { useMarkedForm } from '@/hooks/use-marked-form';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';

/** The form as a link opens it: `?topic=report&page=/campaign/clean-water` (a report's link). */
function initialValues(search: URLSearchParams): ContactValues {
  const topic = search.get('topic') ?? '';
  return {
    name: '',
    email: '',
    topic: (CONTACT_TOPICS as readonly string[]).includes(topic) ? topic : '',
    page: search.get('page') ?? '',
    message: '',
  };
}

/**
 * The contact form (docs/product/public-pages.md#the-contact-form): name, email, topic, the page
 * it concerns and the message, checked with the shared rules; a refusal (the rules' or the
 * server's) marks its fields and keeps everything typed; once sent, a confirmation takes its place.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const translate = useMessage();
  const [search] = useSearchParams();
  const send = useSendContactMessage();
  const [sent, setSent] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const { form, check, reject, load } = useMarkedForm({
    initialValues: initialValues(search),
    validate: validateContactForm,
  });

  // A report's link names the page by its path, the same on the server and in the browser; the
  // team gets its full address, known in the browser only.
  useEffect(() => {
    const values = form.getValues();
    if (values.page.startsWith('/')) {
      load({ ...values, page: new URL(values.page, window.location.origin).href });
    }
  }, [form, load]);

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const submit = () => {
    if (!check()) return;
    const locale = i18n.language === 'hi' ? 'hi' : 'en';
    send.mutate(
      { ...form.getValues(), locale },
      {
        onSuccess: ({ message }) => setSent(message),
        onError: (error) => reject(error.message, error instanceof ApiError ? error.errors : []),
      },
    );
  };

  const writeAnother = () => {
    load({
      ...initialValues(new URLSearchParams()),
      name: form.getValues().name,
      email: form.getValues().email,
    });
    setSent(null);
  };

  return (
    <Paper
      component="section"
      aria-labelledby="contact-form-heading"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Stack gap="md">
        <Title id="contact-form-heading" order={2} size="h3">
          {t('contact.form.title')}
        </Title>
        {sent ? (
          <Alert
            ref={confirmation}
            tabIndex={-1}
            color="green"
            role="status"
            title={t('contact.form.sentTitle')}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{translate(sent)}</Text>
              <Button variant="light" onClick={writeAnother}>
                {t('contact.form.another')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="md">
              <Text>{t('contact.form.intro')}</Text>
              <TextInput
                label={t('contact.form.name')}
                autoComplete="name"
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t('contact.form.email')}
                type="email"
                autoComplete="email"
                {...form.getInputProps('email')}
              />
              <NativeSelect
                label={t('contact.form.topic')}
                data={[
                  { value: '', label: t('contact.form.topicPlaceholder') },
                  ...CONTACT_TOPICS.map((topic) => ({
                    value: topic,
                    label: t(`contact.form.topics.${topic}`),
                  })),
                ]}
                {...form.getInputProps('topic')}
              />
              <TextInput
                label={t('contact.form.page')}
                description={t('contact.form.pageHint')}
                type="url"
                inputMode="url"
                {...form.getInputProps('page')}
              />
              <Textarea
                label={t('contact.form.message')}
                description={t('contact.form.messageHint')}
                rows={6}
                {...form.getInputProps('message')}
              />
              <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('contact.form.send')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
