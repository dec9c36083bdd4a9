import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  intro?: ReactNode;
}

/** The page's one h1 and its lead paragraph. */
export function PageHeader({ title, intro }: PageHeaderProps) {
  return (
    <Stack gap="xs" mb="xl">
      <Title order={1}>{title}</Title>
      {intro ? (
        <Text size="lg" c="dimmed" maw={720}>
          {intro}
        </Text>
      ) : null}
    </Stack>
  );
}
