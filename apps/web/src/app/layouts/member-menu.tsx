import { Button, UnstyledButton } from '@mantine/core';
import { IconLogin2, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMember } from '../../shared/auth/use-member';
import classes from './header.module.css';

const MemberDropdown = lazy(() =>
  import('./member-dropdown').then((module) => ({ default: module.MemberDropdown })),
);

/** The header's account entry: "Sign in" for a visitor, the member's name with their sections for a member. */
export function MemberMenu() {
  const { t } = useTranslation('account');
  const { profile, isSignedIn } = useMember();
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
        className={classes.signIn}
      >
        <span className={classes.memberLabel}>{t('menu.signIn')}</span>
      </Button>
    );
  }
  return (
    <Suspense
      // the same button while the menu's chunk arrives (no test id: nothing to open yet)
      fallback={
        <UnstyledButton className={classes.memberButton} aria-label={t('menu.account')} disabled>
          <IconUserCircle size={24} aria-hidden="true" />
          <span className={classes.memberLabel}>{profile.name}</span>
        </UnstyledButton>
      }
    >
      <MemberDropdown profile={profile} />
    </Suspense>
  );
}
