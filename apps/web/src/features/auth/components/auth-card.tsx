import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = { greeting: string; body?: ReactNode; children: ReactNode };

/** The frame of every login, registration and password page. */
export function AuthCard({ greeting, body, children }: AuthCardProps) {
  return (
    <Container size={460} py={{ base: 32, sm: 64 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {greeting}
          </Title>
          {body ? <Text c="dimmed">{body}</Text> : null}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
