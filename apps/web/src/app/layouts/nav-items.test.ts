import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS, type NavItem } from './nav-items';

const item = (labelKey: NavItem['labelKey']) => NAV_ITEMS.find((entry) => entry.labelKey === labelKey)!;
const flights = item('nav.flights');
const transfers = item('nav.transfers');
const pnr = item('nav.checkBooking');
const help = item('nav.help');

describe('isNavItemActive', () => {
  it('marks Flights on the home page and along the flight flow only', () => {
    expect(isNavItemActive(flights, '/')).toBe(true);
    expect(isNavItemActive(flights, '/flightSearch/42')).toBe(true);
    expect(isNavItemActive(flights, '/flightPayment/1/2/3')).toBe(true);
    expect(isNavItemActive(flights, '/flightsomething')).toBe(false);
    expect(isNavItemActive(flights, '/pnr')).toBe(false);
  });

  it('marks the other sections by path prefix', () => {
    expect(isNavItemActive(transfers, '/transferDetail/9')).toBe(true);
    expect(isNavItemActive(pnr, '/pnr')).toBe(true);
    expect(isNavItemActive(help, '/help/arrival')).toBe(true);
    expect(isNavItemActive(help, '/faq')).toBe(true);
    expect(isNavItemActive(help, '/helpdesk')).toBe(false);
  });
});
