import { readStorage, writeStorage } from '../../../shared/lib/storage';

/**
 * The flight booking a transfer is bought for (its page's or e-mail's "add an airport transfer" offer opens
 * `/transferSearch?…&forOrder=&forToken=`): kept for the session so the booking page can link the transfer,
 * only for a search at the airport the offer named.
 */
export interface FlightLink {
  orderId: string;
  token: string | null;
  airportCode: string;
}

const STORAGE_KEY = 'cd.transfers.flightLink';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The link an offer's URL carries; null when it carries none (or a malformed one). */
export function flightLinkFromParams(params: URLSearchParams): FlightLink | null {
  const orderId = params.get('forOrder') ?? '';
  const airportCode = (params.get('airport') ?? '').trim().toUpperCase();
  if (!UUID_RE.test(orderId) || !/^[A-Z]{3}$/.test(airportCode)) return null;
  const token = params.get('forToken');
  return { orderId, token: token && token.length <= 128 ? token : null, airportCode };
}

export function storeFlightLink(link: FlightLink | null): void {
  writeStorage(STORAGE_KEY, link ? JSON.stringify(link) : '', 'session');
}

/** The stored link when it is for a transfer at this airport; a stale or tampered entry is ignored. */
export function loadFlightLink(airportCode: string): FlightLink | null {
  const raw = readStorage(STORAGE_KEY, 'session');
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<FlightLink>;
    if (
      typeof s.orderId === 'string' &&
      UUID_RE.test(s.orderId) &&
      s.airportCode === airportCode &&
      (s.token === null || typeof s.token === 'string')
    )
      return { orderId: s.orderId, token: s.token ?? null, airportCode };
  } catch {
    // not ours: ignored
  }
  return null;
}
