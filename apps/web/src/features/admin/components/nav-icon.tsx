import {
  IconAddressBook,
  IconAdjustmentsHorizontal,
  IconBook,
  IconBuildingStore,
  IconCalendarEvent,
  IconCar,
  IconClipboardList,
  IconCoin,
  IconDiscount,
  IconHome,
  IconMap2,
  IconMessage,
  IconPlaneDeparture,
  IconReceipt,
  IconSettings,
  IconShieldLock,
  IconShoppingCart,
  IconTicket,
  IconUserShield,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import type { AdminPageName } from '../lib/admin-nav';

const ICONS = {
  home: IconHome,
  sales: IconShoppingCart,
  orders: IconReceipt,
  orderDetail: IconTicket,
  coupons: IconDiscount,
  customers: IconAddressBook,
  contactMessages: IconMessage,
  surveyAnswers: IconClipboardList,
  inventory: IconPlaneDeparture,
  programmes: IconCalendarEvent,
  programmeDetail: IconCalendarEvent,
  definitions: IconBook,
  cities: IconMap2,
  packageTypes: IconCar,
  exchangeRates: IconCoin,
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
