import {
  Avatar,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAdminSession } from '../components/admin-session-context';
import { NavIcon } from '../components/nav-icon';
import { type AdminKey, useAdminT } from '../lib/admin-i18n';
import { ADMIN_NAV, type AdminPageName } from '../lib/admin-nav';
import { accessiblePages, hasPermission } from '../lib/menu';
import classes from './home-page.module.css';
import { TodayFigures } from './today-figures';

const DESCRIPTIONS: Partial<Record<AdminPageName, AdminKey>> = {
  orders: 'home.links.orders',
  coupons: 'home.links.coupons',
  customers: 'home.links.customers',
  contactMessages: 'home.links.contactMessages',
  surveyAnswers: 'home.links.surveyAnswers',
  programmes: 'home.links.programmes',
  cities: 'home.links.cities',
  packageTypes: 'home.links.packageTypes',
  exchangeRates: 'home.links.exchangeRates',
  users: 'home.links.users',
  roles: 'home.links.roles',
  tenants: 'home.links.tenants',
  settings: 'home.links.settings',
  agency: 'home.links.agency',
};

/** main/home: who is signed in where, today's figures (for order staff) and the sections this user may open. */
export function AdminHomePage() {
  const { t } = useAdminT();
  const { user, tenant, granted } = useAdminSession();
  const links = accessiblePages(ADMIN_NAV, granted).filter((node) => node.name !== 'home');
  if (!user) return null;
  const fullName = `${user.name} ${user.surname}`.trim() || user.userName;

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" data-testid="admin-home-welcome">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar size={56} radius="xl" color="brand" visibleFrom="xs">
            {`${user.name.charAt(0)}${user.surname.charAt(0)}`.toUpperCase() || user.userName.charAt(0)}
          </Avatar>
          <Stack gap={4} miw={0}>
            <Title order={1} size="h2">
              {t('home.welcome', { name: user.name || user.userName })}
            </Title>
            <Text c="dimmed">{t('home.signedInAs', { fullName, userName: user.userName })}</Text>
            <Text size="sm" c="dimmed" className={classes.wrap}>
              {user.emailAddress}
            </Text>
            <Text size="sm" mt={4} data-testid="admin-home-tenant">
              {tenant
                ? t('home.tenant', { name: tenant.name, tenancyName: tenant.tenancyName })
                : t('home.host')}
            </Text>
          </Stack>
        </Group>
      </Card>

      {hasPermission(granted, 'Pages.Orders') ? <TodayFigures /> : null}

      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('home.quickLinks')}
        </Title>
        {links.length === 0 ? (
          <Text c="dimmed" data-testid="admin-home-no-links">
            {t('home.noLinks')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {links.map((node) => {
              const description = DESCRIPTIONS[node.name];
              return (
                <UnstyledButton
                  key={node.name}
                  component={Link}
                  to={node.path}
                  className={classes.link}
                  data-testid={`admin-quick-link-${node.name}`}
                >
                  <Group gap="md" wrap="nowrap">
                    <ThemeIcon size={44} radius="md" variant="light">
                      <NavIcon name={node.name} size={24} />
                    </ThemeIcon>
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600}>{t(node.titleKey)}</Text>
                      {description ? (
                        <Text size="sm" c="dimmed">
                          {t(description)}
                        </Text>
                      ) : null}
                    </Stack>
                    <IconChevronRight size={18} className={classes.chevron} aria-hidden="true" />
                  </Group>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
