import type { FlightOption, FlightSearchResult } from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Sandbox bank test cards (modules/sandbox-bank/test-cards.ts). */
export const TEST_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const;

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

  return {
    /** The first direct outbound offer of a one-way search. */
    async searchOffer(criteria: Record<string, unknown>): Promise<{ searchId: string; offer: FlightOption }> {
      const saved = await app.inject({
        method: 'POST',
        url: '/api/services/app/Flight/SaveFlightSearch',
        headers,
        payload: { adults: 1, ...criteria },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const searchId = saved.json().result.id as string;
      const res = await app.inject({
        url: `/api/services/app/Flight/GetFlightSearchResults?Id=${searchId}&currency=EUR`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json().result as FlightSearchResult;
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
        payload: {
          searchId,
          outboundOfferId: offer.id,
          passengers: [
            {
              type: 'adult',
              gender: 'male',
              name: 'Ivan',
              surname: 'Petrov',
              birthday: '1985-04-02',
              nationality: 'RU',
              passportNumber: '751234567',
              passportExpiry: '2031-01-01',
            },
          ],
          contact: {
            email,
            mobilePhone: '+79001234567',
            name: 'Ivan',
            surname: 'Petrov',
            birthday: '1985-04-02',
          },
          insurance: false,
          contractAccepted: true,
          siteUsageAccepted: true,
          currency: offer.price.currency,
          expectedTotal: offer.price.total,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json().result;
      return {
        orderId: result.orderId as string,
        pGuid: result.pGuid as string,
        cardAction: result.response.cardAction as string,
      };
    },

    /** The browser's card form → 3-D Secure → our return URL; answers where we send the buyer. */
    async pay(cardAction: string, cardNumber: string = TEST_CARDS.approved): Promise<string> {
      const submitted = await postForm(new URL(cardAction).pathname, {
        cardNumber,
        expiryMonth: '12',
        expiryYear: '29',
        cvc: '123',
        cardOwner: 'IVAN PETROV',
      });
      let location = submitted.headers.location!;
      if (location.startsWith('/sandbox-bank/')) {
        const done = await postForm(location, { otp: '123456' });
        expect(done.statusCode).toBe(303);
        location = done.headers.location!;
      }
      const back = new URL(location);
      const ours = await app.inject({ url: back.pathname + back.search, headers });
      expect(ours.statusCode).toBe(303);
      return ours.headers.location!;
    },
  };
}
