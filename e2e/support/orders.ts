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
  const challenge = await postForm(baseUrl, response.cardAction, {
    cardNumber: '4242424242424242',
    expiryMonth: '12',
    expiryYear: String((new Date().getFullYear() + 3) % 100),
    cvc: '123',
    cardOwner: `ANNA ${surname.toUpperCase()}`,
  });
  const back = await postForm(baseUrl, challenge, { otp: '123456' });
  const returned = await fetch(back, { redirect: 'manual' });
  expect(returned.status).toBe(303);
  const ticket = new URL(returned.headers.get('location')!, baseUrl);
  const order = await callApi<{ pnr: string; state: string }>(
    baseUrl,
    `/api/services/app/Booking/GetOrder?Id=${orderId}&Token=${encodeURIComponent(pGuid)}`,
  );
  return { orderId, token: pGuid, pnr: order.body.result!.pnr, ticketPath: ticket.pathname + ticket.search };
}
