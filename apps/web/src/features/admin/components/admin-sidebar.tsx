import { Divider, NavLink, ScrollArea, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAdminT } from '../lib/admin-i18n';
import { ADMIN_NAV, type AdminNavNode } from '../lib/admin-nav';
import { filterMenu } from '../lib/menu';
import classes from './admin-layout.module.css';
import { useAdminSession } from './admin-session-context';
import { NavIcon } from './nav-icon';

function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The menu of the pages the user may open; `collapsed` shows icons with tooltips only. */
export function AdminSidebar({ collapsed }: { collapsed: boolean }) {
  const { t } = useAdminT();
  const { granted } = useAdminSession();
  const { pathname } = useLocation();
  const menu = filterMenu(ADMIN_NAV, granted);
  // Sections start open when they hold the current page; the user may fold them.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());

  if (collapsed) {
    return (
      <ScrollArea className={classes.navScroll}>
        <Stack gap={4} p={8} component="nav" aria-label={t('layout.menu')}>
          {menu.map((node, index) => (
            <Fragment key={node.name}>
              {index > 0 && node.children ? <Divider my={4} /> : null}
              {(node.children ?? [node]).map((item) => (
                <Tooltip key={item.name} label={t(item.titleKey)} position="right" withArrow>
                  <UnstyledButton
                    component={Link}
                    to={item.path}
                    className={classes.railLink}
                    aria-label={t(item.titleKey)}
                    aria-current={isUnder(pathname, item.path) ? 'page' : undefined}
                    data-active={isUnder(pathname, item.path) || undefined}
                    data-testid={`admin-nav-${item.name}`}
                  >
                    <NavIcon name={item.name} />
                  </UnstyledButton>
                </Tooltip>
              ))}
            </Fragment>
          ))}
        </Stack>
      </ScrollArea>
    );
  }

  const leaf = (node: AdminNavNode) => (
    <NavLink
      key={node.name}
      component={Link}
      to={node.path}
      label={t(node.titleKey)}
      leftSection={<NavIcon name={node.name} />}
      active={isUnder(pathname, node.path)}
      aria-current={isUnder(pathname, node.path) ? 'page' : undefined}
      data-testid={`admin-nav-${node.name}`}
      className={classes.navLink}
    />
  );

  return (
    <ScrollArea className={classes.navScroll}>
      <Stack gap={2} p="xs" component="nav" aria-label={t('layout.menu')}>
        {menu.map((node) =>
          node.children ? (
            <NavLink
              key={node.name}
              label={t(node.titleKey)}
              leftSection={<NavIcon name={node.name} />}
              opened={!folded.has(node.name)}
              onChange={(opened) =>
                setFolded((current) => {
                  const next = new Set(current);
                  if (opened) next.delete(node.name);
                  else next.add(node.name);
                  return next;
                })
              }
              childrenOffset={28}
              data-testid={`admin-nav-${node.name}`}
              className={classes.navLink}
            >
              {node.children.map(leaf)}
            </NavLink>
          ) : (
            leaf(node)
          ),
        )}
      </Stack>
    </ScrollArea>
  );
}
