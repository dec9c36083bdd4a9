import type { Culture, Currency } from '@charterdesk/domain';
import type { QueryClient } from '@tanstack/react-query';
import { adminSessionQueryOptions, currentTenantQueryOptions } from '../features/admin/api/admin-session';
import { dayPricesQueryOptions } from '../features/flight-search/api/day-prices';
import { flightSearchResultsQueryOptions } from '../features/flight-search/api/flight-search-results';
import { agencyInfoQueryOptions } from '../shared/api/agency-info';
import { orderQueryOptions } from '../shared/payment/orders-api';

/**
 * The data a page reads in its components rather than in its route loader (in the browser it paints
 * its frame first, then its data), fetched before the server draws it so the HTML is the whole page.
 * Failures are the page's to show: what is not here the browser asks for itself, as it would have. Also
 * the code of the parts it shows through React.lazy, so they are drawn rather than their placeholders.
 */
export async function warmPageData(
  url: URL,
  lng: Culture,
  currency: Currency,
  client: QueryClient,
): Promise<void> {
  // the footer's agency details, on every page: arriving later, they push a short page's footer around
  const agency = client.prefetchQuery(agencyInfoQueryOptions());
  const results = /^\/flightSearch\/([^/]+)\/?$/i.exec(url.pathname);
  if (results?.[1]) {
    const id = decodeURIComponent(results[1]);
    await Promise.all([
      client.prefetchQuery(flightSearchResultsQueryOptions(id, currency, lng)),
      client.prefetchQuery(dayPricesQueryOptions(id, currency)),
      // loaded here, the page's lazy search form is ready for the second pass of renderRequest
      import('../features/flight-search/components/flight-search-form'),
    ]);
  }
  // the booking page of a search's flights: the search's answer holds them and their prices
  const booking = /^\/(?:flight|flightPayment)\/([^/]+)\/[^/]+(?:\/[^/]+)?\/?$/i.exec(url.pathname);
  if (booking?.[1]) {
    await client.prefetchQuery(
      flightSearchResultsQueryOptions(decodeURIComponent(booking[1]), currency, lng),
    );
  }
  // an order's page by its link (the bank's return, the e-mail): a signed-in member's own order without a
  // link is read with the member's token, which only the browser has
  const ticket = /^\/ticketDetail\/([^/]+)\/?$/i.exec(url.pathname);
  const token = url.searchParams.get('token');
  if (ticket?.[1] && token) {
    await client.prefetchQuery(orderQueryOptions(decodeURIComponent(ticket[1]), token, lng));
  }
  // the back office's sign-in: no staff session here (a stored token is the browser's), and the site
  // variant the visitor's tenant cookie selects
  if (/^\/admin\/login\/?$/i.test(url.pathname)) {
    await Promise.all([
      client.prefetchQuery(adminSessionQueryOptions()),
      client.prefetchQuery(currentTenantQueryOptions()),
    ]);
  }
  await agency;
}
