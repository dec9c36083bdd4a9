// The data the Lighthouse pages need on a fresh demo server: a saved search (results page), one of its flights
// (booking page) and a paid order (ticket page), made through the public API and the sandbox bank as a
// browser would. Only 127.0.0.1 is requested.

interface Envelope<T> {
  result: T | null;
  success: boolean;
  error: unknown;
}
interface Offer {
  id: string;
  direction: string;
  isDirect: boolean;
  price: { total: number; currency: string };
}

async function call<T>(baseUrl: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/api/services/app/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Envelope<T>;
  if (response.status !== 200 || json.result === null)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json.error)}`);
  return json.result;
}

/** Posts a form as a browser does; answers where the server sends it next. */
async function postForm(baseUrl: string, url: string, data: Record<string, string>): Promise<string> {
  const response = await fetch(new URL(url, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(data).toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`${url} answered ${response.status}, not 303`);
  return location;
}

const isoDate = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

export interface SeededPages {
  /** `/flightSearch/{id}?…`: a MOW→AYT round trip two weeks ahead (2 adults + 1 infant) */
  searchPath: string;
  /** `/flight/{searchId}/{flightId}`: the booking page of a one-way flight of another search */
  bookingPath: string;
  /** `/ticketDetail/{orderId}?…`: the ticket page of a paid one-adult order, as the bank's return leads to it */
  ticketPath: string;
}

export async function seedLighthousePages(baseUrl: string): Promise<SeededPages> {
  const roundTrip = await call<{ id: string }>(baseUrl, 'Flight/SaveFlightSearch', {
    origin: 'MOW',
    destination: 'AYT',
    departureDate: isoDate(14),
    returnDate: isoDate(21),
    tripType: 'roundTrip',
    adults: 2,
    infants: 1,
  });
  const searchPath = `/flightSearch/${roundTrip.id}`;

  const oneWay = await call<{ id: string }>(baseUrl, 'Flight/SaveFlightSearch', {
    origin: 'MOW',
    destination: 'AYT',
    departureDate: isoDate(12),
    adults: 1,
  });
  const results = await call<{ flightSearchResponses: Offer[] }>(
    baseUrl,
    `Flight/GetFlightSearchResults?Id=${oneWay.id}&currency=EUR`,
  );
  const offer = results.flightSearchResponses.find((o) => o.direction === 'outbound');
  if (!offer) throw new Error('no MOW→AYT flight 12 days ahead in the demo inventory');
  const bookingPath = `/flight/${oneWay.id}/${offer.id}`;

  const added = await call<{ orderId: string; pGuid: string; response: { cardAction: string } }>(
    baseUrl,
    'Booking/AddOrder',
    {
      searchId: oneWay.id,
      outboundOfferId: offer.id,
      passengers: [
        {
          type: 'adult',
          gender: 'female',
          name: 'Anna',
          surname: 'Smirnova',
          birthday: '1990-06-15',
          nationality: 'RU',
          passportNumber: '751234567',
          passportExpiry: isoDate(5 * 365),
        },
      ],
      contact: {
        email: 'anna.lighthouse@example.com',
        mobilePhone: '+79161234567',
        name: 'Anna',
        surname: 'Smirnova',
        birthday: '1990-06-15',
      },
      insurance: false,
      contractAccepted: true,
      siteUsageAccepted: true,
      currency: offer.price.currency,
      expectedTotal: offer.price.total,
    },
    { 'idempotency-key': `lighthouse-${Date.now()}` },
  );
  const challenge = await postForm(baseUrl, added.response.cardAction, {
    cardNumber: '4242424242424242',
    expiryMonth: '12',
    expiryYear: String((new Date().getFullYear() + 3) % 100),
    cvc: '123',
    cardOwner: 'ANNA SMIRNOVA',
  });
  const back = await postForm(baseUrl, challenge, { otp: '123456' });
  const returned = await fetch(back, { redirect: 'manual' });
  const location = returned.headers.get('location');
  if (returned.status !== 303 || !location) throw new Error(`the bank's return answered ${returned.status}`);
  const ticket = new URL(location, baseUrl);
  if (!ticket.pathname.startsWith('/ticketDetail/'))
    throw new Error(`the paid order's return leads to ${ticket.pathname}, not its ticket page`);
  return { searchPath, bookingPath, ticketPath: ticket.pathname + ticket.search };
}
