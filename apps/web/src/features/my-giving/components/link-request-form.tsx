import { myGivingLinkRequestSchema } from '@givecrowd/shared/giving/my-giving-api';
import { Alert, Button, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useRequestMyGivingLink } from '@/features/my-giving/api/request-my-giving-link';
import { useMessage, useTranslatedInputErrors } from '@/lib/use-message';

/**
 * 'Email' and 'Email me a link' (docs/product/donations.md#the-donors-page), then the server's
 * neutral answer in its place: the same whether or not the address gave.
 */
export function LinkRequestForm() {
  const { t } = useTranslation();
  const translate = useMessage();
  const request = useRequestMyGivingLink();
  const form = useForm({
    enhanceGetInputProps: useTranslatedInputErrors(),
    initialValues: { email: '' },
    validate: schemaResolver(myGivingLinkRequestSchema, { sync: true }),
  });
  const submit = form.onSubmit(({ email }) => request.mutate({ email }));

  if (request.isSuccess) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="green" role="status" title={t('myGiving.ask.sentTitle')} w="100%">
          {translate(request.data.message)}
        </Alert>
        <Button variant="subtle" onClick={() => request.reset()}>
          {t('myGiving.ask.another')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('myGiving.ask.title')}
        </Title>
        {request.isError && (
          <Alert color="red" role="alert" w="100%">
            {translate(request.error.message)}
          </Alert>
        )}
        <TextInput
          w="100%"
          maw={420}
          label={t('myGiving.ask.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={request.isPending}>
          {t('myGiving.ask.submit')}
        </Button>
      </Stack>
    </form>
  );
}
