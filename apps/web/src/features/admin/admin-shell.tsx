import { Button, Center, createTheme, Group, MantineThemeProvider, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, Navigate, Outlet, useRouteError } from 'react-router';
import { useAdminSession } from './components/admin-session-context';
import { NoPermission } from './components/page-states';
import { useAdminT } from './lib/admin-i18n';
import { ADMIN_HOME_PATH, ADMIN_NAV, type AdminPageName } from './lib/admin-nav';
import { findNode, sectionTarget } from './lib/menu';

export { loadAdminTexts } from './lib/admin-i18n';

/**
 * Admin forms sit in two columns: hints go under the input so that the inputs of a row line up
 * whether or not their neighbour has a hint.
 */
const adminTheme = createTheme({
  components: {
    InputWrapper: { defaultProps: { inputWrapperOrder: ['label', 'input', 'description', 'error'] } },
  },
});

/** `/admin/*`: its own frame (no public header and footer). */
export function AdminRoot() {
  return (
    <MantineThemeProvider theme={adminTheme}>
      <Outlet />
    </MantineThemeProvider>
  );
}

function ErrorContent() {
  const { t } = useAdminT();
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return (
    <Stack align="center" gap="sm" maw={520} ta="center" data-testid="admin-route-error">
      <Title order={1} size="h3">
        {t('routeError.title')}
      </Title>
      <Text c="dimmed">{t('routeError.text')}</Text>
      <Group justify="center">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Button component={Link} to={ADMIN_HOME_PATH} variant="default" reloadDocument>
          {t('common.toHome')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Last resort when the admin frame itself fails (the texts may be missing: plain fallbacks). */
export function AdminRootError() {
  return (
    <Center mih="100dvh" p="md">
      <ErrorContent />
    </Center>
  );
}

/** A page failed (most often its chunk could not be fetched after a deployment). */
export function AdminPageError() {
  return (
    <Center mih="60dvh" p="md">
      <ErrorContent />
    </Center>
  );
}

export function AdminIndexRedirect() {
  return <Navigate to={ADMIN_HOME_PATH} replace />;
}

/** Spec §2: a parent route without a redirect opens its first child (the first this user may open). */
function SectionRedirect({ section }: { section: AdminPageName }) {
  const { granted } = useAdminSession();
  const node = findNode(ADMIN_NAV, section);
  const target = node ? sectionTarget(node, granted) : undefined;
  return target ? <Navigate to={target} replace /> : <NoPermission />;
}

export function SalesSectionRedirect() {
  return <SectionRedirect section="sales" />;
}

export function InventorySectionRedirect() {
  return <SectionRedirect section="inventory" />;
}

export function DefinitionsSectionRedirect() {
  return <SectionRedirect section="definitions" />;
}

export function AccessSectionRedirect() {
  return <SectionRedirect section="access" />;
}

export function ConfigurationSectionRedirect() {
  return <SectionRedirect section="configuration" />;
}

export function AdminNotFound() {
  const { t } = useAdminT();
  return (
    <Stack align="flex-start" gap="sm" data-testid="admin-not-found">
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Button component={Link} to={ADMIN_HOME_PATH} variant="light">
        {t('common.toHome')}
      </Button>
    </Stack>
  );
}
