import { Button, Container, Group } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageHeader } from '../shared/ui/page-header';

/**
 * Shown inside the layout when a page fails: most often its code chunk could not be fetched (new
 * deployment, lost connection), which a reload fixes.
 */
export function RouteErrorContent() {
  const { t } = useTranslation(['errors', 'common']);
  const error = useRouteError();

  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);

  return (
    <>
      <PageHeader title={t('errors:routeError.title')} intro={t('errors:routeError.text')} />
      <Group>
        <Button onClick={() => window.location.reload()}>{t('common:actions.reload')}</Button>
        <Button component={Link} to="/" variant="default">
          {t('common:actions.backHome')}
        </Button>
      </Group>
    </>
  );
}

/** Last resort when the layout itself fails: no header or footer, they may be what broke. */
export function RootErrorBoundary() {
  return (
    <Container py="xl">
      <RouteErrorContent />
    </Container>
  );
}
