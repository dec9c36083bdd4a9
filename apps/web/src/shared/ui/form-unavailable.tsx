import { Alert, Button, Text } from '@mantine/core';

/** In place of a form whose chunk cannot be fetched (new deployment, lost connection): say so, offer a reload. */
export function FormUnavailable({
  text,
  reloadText,
  testId,
}: {
  text: string;
  reloadText: string;
  testId: string;
}) {
  return (
    <Alert color="orange" variant="light" radius="md" data-testid={testId}>
      <Text size="sm" mb="sm">
        {text}
      </Text>
      <Button variant="light" onClick={() => window.location.reload()}>
        {reloadText}
      </Button>
    </Alert>
  );
}
