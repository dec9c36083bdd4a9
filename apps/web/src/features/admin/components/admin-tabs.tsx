import { ActionIcon, CloseButton, Group, Menu, ScrollArea, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useAdminT } from '../lib/admin-i18n';
import { ADMIN_NAV, type AdminPageName, HOME_PAGE } from '../lib/admin-nav';
import { findNode } from '../lib/menu';
import { type AdminTab, tabHref } from '../lib/tabs';
import classes from './admin-layout.module.css';

export interface AdminTabsProps {
  tabs: readonly AdminTab[];
  current: AdminPageName | undefined;
  onClose: (name: AdminPageName) => void;
  onCloseOthers: () => void;
  onCloseAll: () => void;
}

/** The open pages (spec §2); every tab but Home can be closed. */
export function AdminTabs({ tabs, current, onClose, onCloseOthers, onCloseAll }: AdminTabsProps) {
  const { t } = useAdminT();
  const viewport = useRef<HTMLDivElement>(null);

  // keep the current tab in view when the strip scrolls sideways
  useEffect(() => {
    if (!current) return;
    viewport.current
      ?.querySelector(`[data-tab="${current}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <Group gap={4} wrap="nowrap" className={classes.tabsBar}>
      <ScrollArea type="never" viewportRef={viewport} className={classes.tabsScroll}>
        <Group
          gap={6}
          wrap="nowrap"
          component="nav"
          aria-label={t('layout.openPages')}
          data-testid="admin-tabs"
          py={6}
        >
          {tabs.map((tab) => {
            const node = findNode(ADMIN_NAV, tab.name);
            const title = node ? t(node.titleKey) : tab.name;
            const active = tab.name === current;
            return (
              <div
                key={tab.name}
                className={classes.tab}
                data-active={active || undefined}
                data-tab={tab.name}
              >
                <UnstyledButton
                  component={Link}
                  to={tabHref(tab)}
                  className={classes.tabLink}
                  aria-current={active ? 'page' : undefined}
                  data-testid={`admin-tab-${tab.name}`}
                >
                  {title}
                </UnstyledButton>
                {tab.name === HOME_PAGE ? null : (
                  <CloseButton
                    size="xs"
                    onClick={() => onClose(tab.name)}
                    aria-label={t('layout.closeTab', { title })}
                    data-testid={`admin-tab-close-${tab.name}`}
                  />
                )}
              </div>
            );
          })}
        </Group>
      </ScrollArea>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('layout.tabsMenu')}
            data-testid="admin-tabs-menu"
          >
            <IconChevronDown size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onCloseOthers} data-testid="admin-tabs-close-others">
            {t('layout.closeOtherTabs')}
          </Menu.Item>
          <Menu.Item onClick={onCloseAll} data-testid="admin-tabs-close-all">
            {t('layout.closeAllTabs')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
