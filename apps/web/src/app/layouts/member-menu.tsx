import { Button, Menu, UnstyledButton } from '@mantine/core';
import { IconLogin2, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMember, useSignOut } from '../../shared/auth/use-member';
import classes from './header.module.css';

/** The header's account entry: "Sign in" for a visitor, the member's name with their sections for a member. */
export function MemberMenu() {
  const { t } = useTranslation('account');
  const { profile, isSignedIn } = useMember();
  const signOut = useSignOut();
  if (!isSignedIn || !profile) {
    return (
      <Button
        component={Link}
        to="/login"
        variant="subtle"
        size="sm"
        px="xs"
        leftSection={<IconLogin2 size={18} aria-hidden="true" />}
        // the label hides on the narrowest phones: the name stays
        aria-label={t('menu.signIn')}
        data-testid="header-sign-in"
      >
        <span className={classes.memberLabel}>{t('menu.signIn')}</span>
      </Button>
    );
  }
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
