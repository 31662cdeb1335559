import { Anchor, Container, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type CheckoutCardProps = {
  /** The page's heading and document title. */
  title: string;
  /** Where the back link goes: step 2 of the wizard. */
  backTo: string;
  children: ReactNode;
};

/** The frame of both checkout pages: a heading, the content, and the way back to step 2. */
export function CheckoutCard({ title, backTo, children }: CheckoutCardProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
          <Anchor component={Link} to={backTo} size="sm">
            {t('checkout.back')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
