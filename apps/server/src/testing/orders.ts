import type { FlightOption, FlightSearchResult } from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Sandbox bank test cards (modules/sandbox-bank/test-cards.ts). */
export const TEST_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const;

/** An adult passenger of Booking/AddOrder (Ivan Petrov, Russian passport); `over` changes or adds fields. */
export function adultPassenger<T extends object = object>(over: T = {} as T) {
  return {
    type: 'adult',
    gender: 'male',
    name: 'Ivan',
    surname: 'Petrov',
    birthday: '1985-04-02',
    nationality: 'RU',
    passportNumber: '751234567',
    passportExpiry: '2031-01-01',
    ...over,
  };
}

/** The buyer's contact of an order (Ivan Petrov); `over` changes or adds fields. */
export function testContact<T extends object = object>(over: T = {} as T) {
  return {
    email: 'ivan@example.com',
    mobilePhone: '+79001234567',
    name: 'Ivan',
    surname: 'Petrov',
    birthday: '1985-04-02',
    ...over,
  };
}

/**
 * A valid Booking/AddOrder body: one adult on the offer at its price, terms accepted, no insurance; `over`
 * replaces whole top-level fields (passengers, contact, couponCode…).
 */
export function orderBody<T extends object = object>(
  searchId: string,
  offer: Pick<FlightOption, 'id' | 'price'>,
  over: T = {} as T,
) {
  return {
    searchId,
    outboundOfferId: offer.id,
    passengers: [adultPassenger()],
    contact: testContact(),
    insurance: false,
    contractAccepted: true,
    siteUsageAccepted: true,
    currency: offer.price.currency,
    expectedTotal: offer.price.total,
    ...over,
  };
}

/** Saves a public flight search (one adult unless `criteria` say otherwise) and answers its results. */
export async function searchFlights(
  app: FastifyInstance,
  criteria: Record<string, unknown>,
  { headers = {}, currency = 'EUR' }: { headers?: Record<string, string>; currency?: string } = {},
): Promise<{ searchId: string; result: FlightSearchResult }> {
  const saved = await app.inject({
    method: 'POST',
    url: '/api/services/app/Flight/SaveFlightSearch',
    headers,
    payload: { adults: 1, ...criteria },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const searchId = saved.json().result.id as string;
  const res = await app.inject({
    url: `/api/services/app/Flight/GetFlightSearchResults?Id=${searchId}&currency=${currency}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { searchId, result: res.json().result as FlightSearchResult };
}

/**
 * A buyer driving the public booking API, for tests of what happens after an order exists (admin,
 * dashboard). The app must be built with PUBLIC_URL http://shop.example and the flights seeded.
 */
export function createTestBuyer(app: FastifyInstance, headers: Record<string, string> = {}) {
  let keyNo = 0;

  const postForm = (url: string, data: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(data).toString(),
    });

  /**
   * The browser at the bank only: card form → 3-D Secure (when the card asks for it); answers our return URL
   * the bank sends the buyer to, not yet called (a test can let time pass before the buyer comes back).
   */
  async function authorize(
    cardAction: string,
    cardNumber: string = TEST_CARDS.approved,
    cardOwner = 'IVAN PETROV',
  ): Promise<string> {
    const submitted = await postForm(new URL(cardAction).pathname, {
      cardNumber,
      expiryMonth: '12',
      expiryYear: '29',
      cvc: '123',
      cardOwner,
    });
    let location = submitted.headers.location!;
    if (location.startsWith('/sandbox-bank/')) {
      const done = await postForm(location, { otp: '123456' });
      expect(done.statusCode).toBe(303);
      location = done.headers.location!;
    }
    const back = new URL(location);
    expect(back.origin + back.pathname).toBe('http://shop.example/payments/sandbox/return');
    return back.pathname + back.search;
  }

  /**
   * The browser's card form → 3-D Secure (when the card asks for it) → our return URL; answers where we send
   * the buyer and the return URL the bank sent them to (to call it again).
   */
  async function payment(
    cardAction: string,
    cardNumber: string = TEST_CARDS.approved,
    cardOwner = 'IVAN PETROV',
  ): Promise<{ redirect: string; returnUrl: string }> {
    const returnUrl = await authorize(cardAction, cardNumber, cardOwner);
    const ours = await app.inject({ url: returnUrl, headers });
    expect(ours.statusCode).toBe(303);
    return { redirect: ours.headers.location!, returnUrl };
  }

  return {
    /** The first direct outbound offer of a one-way search. */
    async searchOffer(criteria: Record<string, unknown>): Promise<{ searchId: string; offer: FlightOption }> {
      const { searchId, result } = await searchFlights(app, criteria, { headers });
      const offer = result.flightSearchResponses.find((o) => o.direction === 'outbound' && o.isDirect);
      expect(offer, 'a direct flight on that day').toBeDefined();
      return { searchId, offer: offer! };
    },

    /** Booking/AddOrder for one adult; answers the order id, access token and card form address. */
    async addOrder(searchId: string, offer: FlightOption, email = 'ivan@example.com') {
      const res = await app.inject({
        method: 'POST',
        url: '/api/services/app/Booking/AddOrder',
        headers: { ...headers, 'idempotency-key': `test-buyer-${++keyNo}-${Date.now()}` },
        payload: orderBody(searchId, offer, { contact: testContact({ email }) }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json().result;
      return {
        orderId: result.orderId as string,
        pGuid: result.pGuid as string,
        cardAction: result.response.cardAction as string,
      };
    },

    authorize,
    payment,

    /** Pays like `payment` and answers only where we send the buyer. */
    async pay(cardAction: string, cardNumber: string = TEST_CARDS.approved): Promise<string> {
      return (await payment(cardAction, cardNumber)).redirect;
    },
  };
}
