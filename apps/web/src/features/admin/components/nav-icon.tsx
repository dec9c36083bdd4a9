import {
  IconAdjustmentsHorizontal,
  IconBuildingStore,
  IconHome,
  IconSettings,
  IconShieldLock,
  IconUserShield,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import type { AdminPageName } from '../lib/admin-nav';

const ICONS = {
  home: IconHome,
  access: IconShieldLock,
  users: IconUsers,
  roles: IconUserShield,
  tenants: IconWorld,
  configuration: IconSettings,
  settings: IconAdjustmentsHorizontal,
  agency: IconBuildingStore,
} satisfies Record<AdminPageName, unknown>;

export function NavIcon({ name, size = 20 }: { name: AdminPageName; size?: number }) {
  const Icon = ICONS[name];
  return <Icon size={size} stroke={1.6} aria-hidden="true" />;
}
