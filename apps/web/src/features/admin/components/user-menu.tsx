import { type Culture, LANGUAGES } from '@charterdesk/domain';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown, IconExternalLink, IconKey, IconLogout } from '@tabler/icons-react';
import { logout } from '../../../shared/api/session';
import { changeAppLanguage } from '../../../shared/i18n/i18n';
import { changeUserLanguage } from '../api/users';
import { useAdminT } from '../lib/admin-i18n';
import { ADMIN_LOGIN_PATH } from '../lib/admin-nav';
import classes from './admin-layout.module.css';
import { useAdminSession } from './admin-session-context';
import { ChangePasswordModal } from './change-password-modal';

function initials(name: string, surname: string, userName: string): string {
  const letters = `${name.trim().charAt(0)}${surname.trim().charAt(0)}`;
  return (letters || userName.charAt(0)).toUpperCase();
}

export function signOut(): void {
  // Spec §4: logout clears local and session storage; the admin starts again at its login page.
  logout(() => window.location.assign(ADMIN_LOGIN_PATH));
}

export function UserMenu({ compact }: { compact: boolean }) {
  const { t, culture } = useAdminT();
  const { user, tenant } = useAdminSession();
  const [passwordOpened, passwordModal] = useDisclosure(false);
  if (!user) return null;
  const fullName = `${user.name} ${user.surname}`.trim() || user.userName;

  const switchLanguage = async (lng: Culture) => {
    if (lng === culture) return;
    try {
      await changeAppLanguage(lng);
    } catch (error) {
      console.error(error);
      return;
    }
    // the profile keeps the choice for e-mails and other devices; the screen has already switched
    changeUserLanguage(lng).catch(() =>
      notifications.show({ color: 'orange', message: t('userMenu.languageNotSaved') }),
    );
  };

  return (
    <>
      <Menu position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          {/* named by what it shows plus what it is: an aria-label alone would hide the visible name (WCAG 2.5.3) */}
          <UnstyledButton className={classes.userButton} data-testid="admin-user-menu">
            <Group gap={8} wrap="nowrap">
              <Avatar size={32} radius="xl" color="brand">
                {initials(user.name, user.surname, user.userName)}
              </Avatar>
              {compact ? null : (
                <div className={classes.userText}>
                  <Text size="sm" fw={600} truncate>
                    {fullName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {tenant ? tenant.name : t('common.host')}
                  </Text>
                </div>
              )}
              <IconChevronDown size={16} aria-hidden="true" />
              <VisuallyHidden>{t('userMenu.label')}</VisuallyHidden>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {user.userName} · {user.emailAddress}
          </Menu.Label>
          <Menu.Item
            leftSection={<IconKey size={16} />}
            onClick={passwordModal.open}
            data-testid="admin-change-password"
          >
            {t('userMenu.changePassword')}
          </Menu.Item>
          <Menu.Item leftSection={<IconExternalLink size={16} />} component="a" href="/" target="_blank">
            {t('userMenu.openSite')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('userMenu.language')}</Menu.Label>
          {LANGUAGES.map((language) => (
            <Menu.Item
              key={language.locale}
              onClick={() => void switchLanguage(language.locale)}
              rightSection={language.locale === culture ? <IconCheck size={16} /> : null}
              aria-current={language.locale === culture ? 'true' : undefined}
              lang={language.locale}
              data-testid={`admin-language-${language.locale}`}
            >
              {language.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} />}
            onClick={signOut}
            data-testid="admin-logout"
          >
            {t('userMenu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
    </>
  );
}
