import { Alert, Button, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconLock, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useAdminT } from '../lib/admin-i18n';
import { ADMIN_HOME_PATH } from '../lib/admin-nav';

export function PageLoading({ py = 64 }: { py?: number }) {
  const { t } = useAdminT();
  return (
    <Center py={py} role="status" aria-live="polite">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** The 403 state: the page exists, the user's roles do not include it. */
export function NoPermission({ message }: { message?: string | undefined }) {
  const { t } = useAdminT();
  return (
    <Center py={64} data-testid="admin-no-permission">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconLock size={30} aria-hidden="true" />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('noPermission.title')}
        </Title>
        <Text c="dimmed">{t('noPermission.text')}</Text>
        {message ? (
          <Text size="sm" c="dimmed">
            {message}
          </Text>
        ) : null}
        <Button component={Link} to={ADMIN_HOME_PATH} variant="light">
          {t('common.toHome')}
        </Button>
      </Stack>
    </Center>
  );
}

/** A failed load: no permission, or a message with a retry button. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useAdminT();
  if (isApiError(error) && error.status === 403) return <NoPermission message={error.message} />;
  const message =
    isApiError(error) && error.kind === 'server' && error.code !== null
      ? error.message
      : t('common.loadFailed');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={t('common.loadFailedTitle')}
      data-testid="admin-load-error"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The page's heading with its main actions on the right (wrapping under it on a phone). */
export function AdminPageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="md" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}

export function FormAlert({ messages }: { messages: readonly string[] }) {
  const { t } = useAdminT();
  if (messages.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={t('common.saveFailed')}
      data-testid="admin-form-error"
      role="alert"
    >
      <Stack gap={4}>
        {messages.map((message) => (
          <Text size="sm" key={message}>
            {message}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
