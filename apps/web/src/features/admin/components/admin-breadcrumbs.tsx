import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAdminT } from '../lib/admin-i18n';
import { ADMIN_NAV } from '../lib/admin-nav';
import { buildBreadcrumbs } from '../lib/breadcrumbs';

export function AdminBreadcrumbs({ page, path }: { page: string; path: string }) {
  const { t } = useAdminT();
  const crumbs = buildBreadcrumbs(ADMIN_NAV, page, path);
  return (
    <nav aria-label={t('layout.breadcrumbs')} data-testid="admin-breadcrumbs">
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          if (isLast) {
            return (
              <Text key={crumb.name} size="sm" fw={500} aria-current="page">
                {t(crumb.titleKey)}
              </Text>
            );
          }
          return crumb.path ? (
            <Anchor key={crumb.name} component={Link} to={crumb.path} size="sm">
              {t(crumb.titleKey)}
            </Anchor>
          ) : (
            <Text key={crumb.name} size="sm" c="dimmed">
              {t(crumb.titleKey)}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
