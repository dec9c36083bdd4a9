import dayjs from 'dayjs';
import { expect } from 'vitest';
import { callApi } from './api.js';

interface Offer {
  id: string;
  direction: string;
  isDirect: boolean;
  price: { total: number; currency: string };
}

/** Posts a form the way a browser does and answers where the server sends it next (303 expected). */
export async function postForm(baseUrl: string, url: string, data: Record<string, string>): Promise<string> {
  const res = await fetch(new URL(url, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(data).toString(),
    redirect: 'manual',
  });
  expect(res.status, `${url} → ${res.status}`).toBe(303);
  return res.headers.get('location')!;
}

/**
 * Pays an order's card step as a browser does: the sandbox bank's card form, its 3-D Secure code, and the
 * return to us; answers the page the return leads to.
 */
async function payByCard(baseUrl: string, cardAction: string, cardOwner: string): Promise<URL> {
  const challenge = await postForm(baseUrl, cardAction, {
    cardNumber: '4242424242424242',
    expiryMonth: '12',
    expiryYear: String((new Date().getFullYear() + 3) % 100),
    cvc: '123',
    cardOwner,
  });
  const back = await postForm(baseUrl, challenge, { otp: '123456' });
  const returned = await fetch(back, { redirect: 'manual' });
  expect(returned.status).toBe(303);
  return new URL(returned.headers.get('location')!, baseUrl);
}

/**
 * A paid airport transfer linked to a paid flight booking, booked as its "add an airport transfer" offer
 * leads to (the offer's airport, date, time and party; the first zone and the cheapest vehicle); answers the
 * transfer order and its page path.
 */
export async function bookLinkedTransfer(
  baseUrl: string,
  booking: { orderId: string; token: string },
  offer: { airportCode: string; date: string; time: string; passengers: number; luggage: number },
): Promise<{ orderId: string; token: string; pnr: string; path: string }> {
  const places = await callApi<{ airports: { code: string; districts: { id: number }[] }[] }>(
    baseUrl,
    '/api/services/app/Transfer/GetTransferPlaces',
  );
  const zone = places.body.result!.airports.find((a) => a.code === offer.airportCode)!.districts[0]!;
  const saved = await callApi<{ id: string }>(baseUrl, '/api/services/app/Transfer/SaveTransferSearch', {
    body: {
      airportCode: offer.airportCode,
      districtId: zone.id,
      date: offer.date,
      time: offer.time,
      passengers: offer.passengers,
      luggage: offer.luggage,
    },
  });
  expect(saved.status, JSON.stringify(saved.body.error)).toBe(200);
  const results = await callApi<{ options: { id: string; price: { amount: number; currency: string } }[] }>(
    baseUrl,
    `/api/services/app/Transfer/GetTransferSearchResults?Id=${saved.body.result!.id}&Currency=EUR`,
  );
  const option = results.body.result!.options[0]!;
  const added = await callApi<{ orderId: string; pGuid: string; response: { cardAction: string } }>(
    baseUrl,
    '/api/services/app/Booking/AddTransferOrder',
    {
      headers: { 'idempotency-key': `e2e-transfer-${Date.now()}-${Math.random()}` },
      body: {
        searchId: saved.body.result!.id,
        optionId: option.id,
        contact: {
          email: 'transfer.traveller@example.com',
          mobilePhone: '+79161234567',
          name: 'Anna',
          surname: 'Vremenova',
          birthday: '1990-06-15',
        },
        address: 'Delphin Palace Hotel',
        contractAccepted: true,
        siteUsageAccepted: true,
        currency: option.price.currency,
        expectedTotal: option.price.amount,
        linkedOrder: { orderId: booking.orderId, token: booking.token },
      },
    },
  );
  expect(added.status, JSON.stringify(added.body.error)).toBe(200);
  const { orderId, pGuid, response } = added.body.result!;
  const page = await payByCard(baseUrl, response.cardAction, 'ANNA VREMENOVA');
  const order = await callApi<{ pnr: string }>(
    baseUrl,
    `/api/services/app/Booking/GetOrder?Id=${orderId}&Token=${encodeURIComponent(pGuid)}`,
  );
  return { orderId, token: pGuid, pnr: order.body.result!.pnr, path: page.pathname + page.search };
}

/**
 * A paid booking of one adult made through the public API and the sandbox bank (3-D Secure), as a browser
 * would; answers the order, its access token and the ticket page path (what the bank's return leads to).
 */
export async function bookAndPay(
  baseUrl: string,
  options: { email?: string; currency?: string; daysAhead?: number; surname?: string } = {},
): Promise<{ orderId: string; token: string; pnr: string; ticketPath: string }> {
  const currency = options.currency ?? 'EUR';
  const surname = options.surname ?? 'Smirnova';
  const saved = await callApi<{ id: string }>(baseUrl, '/api/services/app/Flight/SaveFlightSearch', {
    body: {
      origin: 'MOW',
      destination: 'AYT',
      departureDate: dayjs()
        .add(options.daysAhead ?? 12, 'day')
        .format('YYYY-MM-DD'),
      adults: 1,
    },
  });
  expect(saved.status, JSON.stringify(saved.body.error)).toBe(200);
  const results = await callApi<{ flightSearchResponses: Offer[] }>(
    baseUrl,
    `/api/services/app/Flight/GetFlightSearchResults?Id=${saved.body.result!.id}&currency=${currency}`,
  );
  const offer = results.body.result!.flightSearchResponses.find((o) => o.direction === 'outbound');
  expect(offer, 'a flight on that day').toBeDefined();
  const added = await callApi<{ orderId: string; pGuid: string; response: { cardAction: string } }>(
    baseUrl,
    '/api/services/app/Booking/AddOrder',
    {
      headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
      body: {
        searchId: saved.body.result!.id,
        outboundOfferId: offer!.id,
        passengers: [
          {
            type: 'adult',
            gender: 'female',
            name: 'Anna',
            surname,
            birthday: '1990-06-15',
            nationality: 'RU',
            passportNumber: `75${String(Date.now()).slice(-7)}`,
            passportExpiry: dayjs().add(5, 'year').format('YYYY-MM-DD'),
          },
        ],
        contact: {
          email: options.email ?? 'anna.phone@example.com',
          mobilePhone: '+79161234567',
          name: 'Anna',
          surname,
          birthday: '1990-06-15',
        },
        insurance: false,
        contractAccepted: true,
        siteUsageAccepted: true,
        currency,
        expectedTotal: offer!.price.total,
      },
    },
  );
  expect(added.status, JSON.stringify(added.body.error)).toBe(200);
  const { orderId, pGuid, response } = added.body.result!;
  const ticket = await payByCard(baseUrl, response.cardAction, `ANNA ${surname.toUpperCase()}`);
  const order = await callApi<{ pnr: string; state: string }>(
    baseUrl,
    `/api/services/app/Booking/GetOrder?Id=${orderId}&Token=${encodeURIComponent(pGuid)}`,
  );
  return { orderId, token: pGuid, pnr: order.body.result!.pnr, ticketPath: ticket.pathname + ticket.search };
}
