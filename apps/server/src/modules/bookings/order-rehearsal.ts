import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { ensureMember } from '../identity/members.js';
import { recordPayment } from '../payments/payment-ledger.js';
import type { BookingsServiceDeps } from './bookings.deps.js';
import { orderInputSchemas } from './order-placement.js';
import { createOrderPlacementRepository } from './order-placement.repository.js';
import { createOrderReadsRepository } from './order-reads.repository.js';

/** Thrown at the end of a rehearsal's transaction so that it rolls back. */
class Rehearsed extends Error {}

/** An AddOrder body of the usual shape, valid on `today`: parsed once so that its schema runs before a buyer's. */
export function sampleOrderInput(today: Date) {
  const year = today.getUTCFullYear();
  return {
    searchId: randomUUID(),
    outboundOfferId: '1',
    passengers: [
      {
        type: 'adult',
        gender: 'male',
        name: 'IVAN',
        surname: 'PETROV',
        birthday: `${year - 40}-05-14`,
        nationality: 'RU',
        passportNumber: '751234567',
        passportExpiry: `${year + 5}-01-01`,
      },
    ],
    contact: {
      email: 'rehearsal@example.invalid',
      mobilePhone: '+79001234567',
      name: 'IVAN',
      surname: 'PETROV',
      birthday: `${year - 40}-05-14`,
    },
    insurance: false,
    contractAccepted: true,
    siteUsageAccepted: true,
    currency: 'EUR',
    expectedTotal: 10_000,
  };
}

/**
 * Stores an order on `connection` the way AddOrder does (the order, a passenger, its event, the buyer's member
 * account and customer record, the order read back, its card payment) and rolls it all back. Run on every
 * connection of the pool before the first buyer: a worker's first orders ran code not yet compiled and statements
 * on connections that had not served them (their catalog caches empty), 70–80 ms each on a slow machine against
 * 17–25 ms later, and at 50 orders/s they queued behind each other. Leaves nothing behind but a few numbers drawn
 * from the id sequences; no seat is held and the bank is not asked. Uses `connection` alone: while the pool is
 * being opened, every other connection is taken.
 */
export async function rehearseOrderPlacement(deps: BookingsServiceDeps, connection: Db): Promise<void> {
  const now = deps.clock();
  orderInputSchemas(deps).order.safeParse(sampleOrderInput(now));
  const repository = createOrderPlacementRepository(connection);
  await repository.findByIdempotencyKey(null, `rehearsal:${randomUUID()}`);
  // an address of its own: rehearsals on several connections at once must not wait on each other's account
  const email = `rehearsal-${randomUUID()}@example.invalid`;
  const contact = { email, name: 'REHEARSAL', surname: 'REHEARSAL', mobilePhone: '+10000000000' };
  const id = randomUUID();
  try {
    await repository.insertOrder({
      order: {
        id,
        tenantId: null,
        pnr: 'ZZZZZZ',
        kind: 'flight',
        state: 'WaitingForPayment',
        searchId: randomUUID(),
        outboundOfferId: '0',
        inboundOfferId: null,
        cabinClass: 'economy',
        totalAmount: 0,
        currency: 'EUR',
        price: { currency: 'EUR', flights: 0, perPassenger: [], insurance: 0, discount: 0, total: 0 },
        itinerary: [],
        transfer: null,
        linkedOrderId: null,
        invoice: null,
        insurance: false,
        couponCode: null,
        contactEmail: email,
        contactPhone: contact.mobilePhone,
        contactName: contact.name,
        contactSurname: contact.surname,
        contactBirthday: '1980-01-01',
        culture: 'en',
        accessToken: randomBytes(24).toString('base64url'),
        idempotencyKey: `rehearsal:${id}`,
        idempotencyHash: null,
        holdExpiresAt: now,
        creationTime: now,
        creatorUserId: null,
      },
      passengers: [
        {
          position: 0,
          type: 'adult',
          gender: 'male',
          name: 'REHEARSAL',
          surname: 'REHEARSAL',
          birthday: '1980-01-01',
          nationality: 'RU',
          passportNumber: '000000000',
          passportSerial: '',
          passportExpiry: '2099-01-01',
          infantOf: null,
        },
      ],
      segments: [],
      actor: 'customer',
      customerInTransaction: (tx) =>
        ensureMember(tx, {
          tenantId: null,
          email,
          name: contact.name,
          surname: contact.surname,
          culture: 'en',
        }),
      alsoInTransaction: async (tx, userId) => {
        await deps.customers?.recordOrderContact(tx, {
          tenantId: null,
          contact,
          userId,
          actorId: null,
          placed: { orders: 1, time: now },
        });
        // what AddOrder does next: reads the order back and records its card payment (the bank is not asked)
        const stored = await createOrderReadsRepository(tx).findOrder(id);
        await recordPayment(tx, {
          id: randomUUID(),
          orderId: id,
          tenantId: null,
          gateway: 'rehearsal',
          gatewaySessionId: randomUUID(),
          cardAction: 'https://example.invalid/',
          sessionExpiresAt: now,
          amount: stored?.totalAmount ?? 0,
          currency: 'EUR',
          status: 'pending',
          reason: null,
          reference: null,
          creationTime: now,
          completionTime: null,
          refundDueAt: null,
        });
        throw new Rehearsed();
      },
    });
  } catch (err) {
    if (!(err instanceof Rehearsed)) throw err;
  }
}
