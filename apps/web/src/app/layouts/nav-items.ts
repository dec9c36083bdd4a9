export interface NavItem {
  to: string;
  labelKey: 'nav.flights' | 'nav.transfers' | 'nav.checkBooking' | 'nav.help';
  /** Other path prefixes where the item counts as the current section. */
  sections: readonly string[];
}

/** Main navigation; each item is also "current" along its flow, e.g. Flights on results and payment. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    to: '/',
    labelKey: 'nav.flights',
    sections: ['/flightSearch', '/flight', '/flightPayment', '/ticketDetail', '/paymentFailed'],
  },
  { to: '/transferSearch', labelKey: 'nav.transfers', sections: ['/transferPayment', '/transferDetail'] },
  { to: '/pnr', labelKey: 'nav.checkBooking', sections: [] },
  { to: '/help', labelKey: 'nav.help', sections: ['/faq'] },
];

function isUnder(pathname: string, base: string): boolean {
  const path = pathname.toLowerCase();
  const prefix = base.toLowerCase();
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isNavItemActive(item: Pick<NavItem, 'to' | 'sections'>, pathname: string): boolean {
  if (item.to === '/') return pathname === '/' || item.sections.some((section) => isUnder(pathname, section));
  return [item.to, ...item.sections].some((section) => isUnder(pathname, section));
}
