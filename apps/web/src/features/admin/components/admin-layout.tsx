import {
  ActionIcon,
  AppShell,
  Badge,
  Burger,
  Button,
  Center,
  Group,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { Link, Navigate, Outlet, type UIMatch, useLocation, useMatches, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useAppName } from '../../../shared/i18n/use-app-name';
import { formatDocumentTitle } from '../../../shared/i18n/use-page-title';
import { readStorage, writeStorage } from '../../../shared/lib/storage';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { ANONYMOUS_SESSION, adminSessionQueryKey, adminSessionQueryOptions } from '../api/admin-session';
import { useAdminT } from '../lib/admin-i18n';
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, ADMIN_NAV, type AdminPageName } from '../lib/admin-nav';
import { clearAuthToken } from '../lib/auth-storage';
import { accessiblePages, canOpen, findNode, leafPages } from '../lib/menu';
import {
  initialSidebarState,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_HIDE_BELOW,
  SIDEBAR_WIDTH,
  sidebarReducer,
  sidebarView,
} from '../lib/sidebar';
import { HOME_TAB, parseStoredTabs, searchToQuery, tabAfterClose, tabHref, tabsReducer } from '../lib/tabs';
import { AdminBreadcrumbs } from './admin-breadcrumbs';
import classes from './admin-layout.module.css';
import { AdminSessionProvider, useAdminSession } from './admin-session-context';
import { AdminSidebar } from './admin-sidebar';
import { AdminTabs } from './admin-tabs';
import { NoPermission, PageLoading, QueryError } from './page-states';
import { UserMenu } from './user-menu';

/** `handle` of an admin page route. */
export interface AdminRouteHandle {
  adminPage: AdminPageName;
}

const TABS_STORAGE_KEY = 'admin_tabs';
const SIDEBAR_STORAGE_KEY = 'admin_sidebar_collapsed';
const KNOWN_PAGES: ReadonlySet<string> = new Set(leafPages(ADMIN_NAV).map((node) => node.name));

function currentPage(matches: UIMatch[]): { name: AdminPageName; argu: Record<string, string> } | null {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<AdminRouteHandle> | undefined;
    if (handle?.adminPage) {
      const argu = Object.fromEntries(
        Object.entries(match.params).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== '*',
        ),
      );
      return { name: handle.adminPage, argu };
    }
  }
  return null;
}

/**
 * Any admin call answering 401 means the session ended (token expired, user deactivated): forget the
 * token and let the guard send the user to the login page, back to this page afterwards.
 */
function useSessionExpiry() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const expire = (error: unknown) => {
      if (isApiError(error) && error.status === 401) {
        clearAuthToken();
        queryClient.setQueryData(adminSessionQueryKey, ANONYMOUS_SESSION);
      }
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}

/** The signed-in part of the admin: sends anonymous visitors to the login page, then draws the frame. */
export function AdminLayout() {
  const { t } = useAdminT();
  const location = useLocation();
  const session = useQuery(adminSessionQueryOptions());
  useSessionExpiry();

  if (session.isPending) {
    return (
      <Center h="100dvh">
        <PageLoading />
      </Center>
    );
  }
  if (session.isError) {
    return (
      <Center h="100dvh" p="md">
        <Stack maw={480} w="100%">
          <QueryError error={session.error} onRetry={() => void session.refetch()} />
          <Button variant="subtle" onClick={() => window.location.assign(ADMIN_LOGIN_PATH)}>
            {t('login.title')}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (session.data.userId === null) {
    const returnUrl = `${location.pathname}${location.search}`;
    return <Navigate to={`${ADMIN_LOGIN_PATH}?returnUrl=${encodeURIComponent(returnUrl)}`} replace />;
  }
  return (
    <AdminSessionProvider session={session.data}>
      <AdminFrame />
    </AdminSessionProvider>
  );
}

function AdminFrame() {
  const { t } = useAdminT();
  const appName = useAppName();
  const { granted } = useAdminSession();
  const location = useLocation();
  const navigate = useNavigate();
  const page = currentPage(useMatches());
  const pageNode = page ? findNode(ADMIN_NAV, page.name) : undefined;
  const allowed = page ? canOpen(ADMIN_NAV, page.name, granted) : true;

  const [sidebar, dispatchSidebar] = useReducer(sidebarReducer, undefined, () =>
    initialSidebarState(
      typeof window === 'undefined' ? 1280 : window.innerWidth,
      readStorage(SIDEBAR_STORAGE_KEY) === '1',
    ),
  );
  const view = sidebarView(sidebar);

  const [tabs, dispatchTabs] = useReducer(tabsReducer, undefined, () =>
    parseStoredTabs(readStorage(TABS_STORAGE_KEY, 'session'), KNOWN_PAGES),
  );

  useEffect(() => {
    const onResize = () => dispatchSidebar({ type: 'resize', width: window.innerWidth });
    window.addEventListener('resize', onResize);
    onResize();
    return () => window.removeEventListener('resize', onResize);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the trigger
  useEffect(() => {
    dispatchSidebar({ type: 'navigate' });
  }, [location.pathname]);
  useEffect(() => {
    writeStorage(SIDEBAR_STORAGE_KEY, sidebar.preferCollapsed ? '1' : '0');
  }, [sidebar.preferCollapsed]);

  // Tabs of pages this user may not open (restored from another session) go away.
  useEffect(() => {
    dispatchTabs({ type: 'retain', names: new Set(accessiblePages(ADMIN_NAV, granted).map((n) => n.name)) });
  }, [granted]);
  // Every page visit opens or updates its tab (spec §2). `page` is derived from the location, which
  // is the trigger (a new `page` object comes with every render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger
  useEffect(() => {
    if (!page || !allowed) return;
    dispatchTabs({
      type: 'open',
      tab: {
        name: page.name,
        path: location.pathname,
        argu: page.argu,
        query: searchToQuery(location.search),
      },
    });
  }, [page?.name, allowed, location.pathname, location.search]);
  useEffect(() => {
    writeStorage(TABS_STORAGE_KEY, JSON.stringify(tabs), 'session');
  }, [tabs]);

  const pageTitle = pageNode ? t(pageNode.titleKey) : t('notFound.title');
  useEffect(() => {
    document.title = formatDocumentTitle(appName, pageTitle);
  }, [appName, pageTitle]);

  const closeTab = (name: AdminPageName) => {
    const next = tabAfterClose(tabs, name, page?.name);
    dispatchTabs({ type: 'close', name });
    if (next) navigate(tabHref(next));
  };

  const navbarWidth = view === 'collapsed' ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  const tiny = sidebar.band === 'tiny';

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: navbarWidth,
        // below 480 px the sidebar is an overlay, closed unless the user opens it
        breakpoint: SIDEBAR_HIDE_BELOW - 0.02,
        collapsed: { mobile: view !== 'overlay', desktop: false },
      }}
      padding={0}
      className={classes.shell}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={tiny ? 'xs' : 'md'} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            {tiny ? (
              <Burger
                opened={view === 'overlay'}
                onClick={() => dispatchSidebar({ type: 'toggle' })}
                size="sm"
                aria-label={t('layout.toggleMenu')}
                aria-expanded={view === 'overlay'}
                aria-controls="admin-sidebar"
                data-testid="admin-sidebar-toggle"
              />
            ) : (
              <Tooltip label={t('layout.toggleMenu')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  onClick={() => dispatchSidebar({ type: 'toggle' })}
                  aria-label={t('layout.toggleMenu')}
                  aria-expanded={view === 'expanded'}
                  aria-controls="admin-sidebar"
                  data-testid="admin-sidebar-toggle"
                >
                  {view === 'expanded' ? (
                    <IconLayoutSidebarLeftCollapse size={22} stroke={1.6} />
                  ) : (
                    <IconLayoutSidebarLeftExpand size={22} stroke={1.6} />
                  )}
                </ActionIcon>
              </Tooltip>
            )}
            <UnstyledButton component={Link} to={ADMIN_HOME_PATH} className={classes.brand}>
              <BrandMark size={28} />
              <Text fw={700} truncate className={classes.brandName}>
                {appName}
              </Text>
              {tiny ? null : (
                <Badge variant="light" radius="sm" size="sm">
                  {t('layout.badge')}
                </Badge>
              )}
            </UnstyledButton>
          </Group>
          <UserMenu compact={tiny} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id="admin-sidebar"
        data-testid="admin-sidebar"
        data-view={view}
        className={classes.navbar}
      >
        <AdminSidebar collapsed={view === 'collapsed'} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <div className={classes.topBar}>
          <AdminTabs
            tabs={tabs}
            current={page?.name}
            onClose={closeTab}
            onCloseOthers={() => dispatchTabs({ type: 'closeOthers', keep: page?.name ?? 'home' })}
            onCloseAll={() => {
              dispatchTabs({ type: 'closeAll' });
              if (page?.name !== 'home') navigate(tabHref(HOME_TAB));
            }}
          />
        </div>
        <div className={classes.content}>
          {page ? <AdminBreadcrumbs page={page.name} path={location.pathname} /> : null}
          <div className={classes.page}>{allowed ? <Outlet /> : <NoPermission />}</div>
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
