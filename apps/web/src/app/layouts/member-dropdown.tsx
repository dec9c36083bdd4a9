import type { MemberProfile } from '@charterdesk/domain';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '../../shared/auth/use-member';
import classes from './header.module.css';

/**
 * The signed-in member's menu: its own chunk, because Menu brings Popover and floating-ui (~25 kB gzip)
 * that no visitor's first page needs.
 */
export function MemberDropdown({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.memberButton}
          aria-label={t('menu.account')}
          data-testid="header-member"
        >
          <IconUserCircle size={24} aria-hidden="true" />
          <span className={classes.memberLabel}>{profile.name}</span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {profile.name} {profile.surname}
        </Menu.Label>
        <Menu.Item component={Link} to="/account/dashboard">
          {t('menu.dashboard')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/bookings" data-testid="header-bookings">
          {t('menu.bookings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/profile">
          {t('menu.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/settings">
          {t('menu.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => void signOut()}
          data-testid="header-sign-out"
        >
          {t('menu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
