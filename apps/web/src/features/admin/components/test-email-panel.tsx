import { type SendTestEmailResult, sendTestEmailInputSchema } from '@charterdesk/domain';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { sendTestEmail } from '../api/back-office';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { useServerErrors, useZodResolver } from '../lib/use-admin-form';
import { FormAlert } from './page-states';

/** "Send test mail" under the e-mail settings: sends through the saved settings and shows the outcome. */
export function TestEmailPanel() {
  const { t, culture } = useAdminT();
  const [result, setResult] = useState<SendTestEmailResult | null>(null);
  const form = useForm<z.input<typeof sendTestEmailInputSchema>>({
    resolver: useZodResolver(sendTestEmailInputSchema) as never,
    defaultValues: { to: '' },
  });
  const serverErrors = useServerErrors(form.setError, ['to'] as const);
  const mutation = useMutation({ mutationFn: (to: string) => sendTestEmail(to) });
  const submit = form.handleSubmit(async (values) => {
    serverErrors.clear();
    setResult(null);
    try {
      setResult(await mutation.mutateAsync(values.to));
    } catch (error) {
      serverErrors.handle(error);
    }
  });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} maw={880} mt="md">
      <form onSubmit={submit} noValidate data-testid="admin-test-email-form">
        <Stack>
          <div>
            <Text fw={600}>{t('testEmail.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('testEmail.hint')}
            </Text>
          </div>
          <FormAlert messages={serverErrors.messages} />
          <Group align="flex-end">
            <TextInput
              type="email"
              label={t('testEmail.to')}
              required
              autoComplete="off"
              w={{ base: '100%', xs: 360 }}
              error={errorText(culture, t, form.formState.errors.to?.message)}
              data-testid="admin-test-email-to"
              {...form.register('to')}
            />
            <Button
              type="submit"
              variant="light"
              leftSection={<IconSend size={16} />}
              loading={mutation.isPending}
              data-testid="admin-test-email-send"
            >
              {t('testEmail.send')}
            </Button>
          </Group>
          {result ? (
            <Alert
              color={result.success ? 'green' : 'red'}
              title={t(result.success ? 'testEmail.sent' : 'testEmail.failed')}
              data-testid="admin-test-email-result"
            >
              {result.message}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
