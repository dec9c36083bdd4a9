import {
  type CancelFlightInput,
  type ChangeScheduleInput,
  localToUtc,
  type MessageKey,
  type ScheduleChangeDto,
  scheduleShiftMinutes,
} from '@charterdesk/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { liveVisible, ownedBy } from '../../db/tenancy.js';
import { AppError, errors } from '../../kernel/errors.js';
import type { AbpSession } from '../../kernel/request-context.js';
import type { GeoService } from '../geo/geo.service.js';
import { flightProgrammes, flightScheduleChanges, flights } from './flights.tables.js';
import { inventoryErrors } from './inventory.errors.js';

/** A committed change of one dated flight, as the orders on it are told (the bookings module applies it). */
export interface FlightScheduleChange {
  flightId: number;
  kind: 'retimed' | 'cancelled';
  /** null when cancelled */
  next: { departureLocal: string; arrivalLocal: string; durationMinutes: number } | null;
  reason: string;
  actor: string;
  time: Date;
}

/** The brand each site variant (null = host) signs its notices with. */
export type BrandNames = ReadonlyMap<number | null, string>;

export interface ScheduleChangesDeps {
  db: Db;
  clock: () => Date;
  geo: Pick<GeoService, 'getAirport'>;
  /** sends what is due once the change is committed (notices that need not wait for a correction) */
  afterCommit?: () => Promise<unknown>;
  /** the bookings module's side, in this transaction: orders corrected, travellers told */
  orders: {
    prepare(flightId: number): Promise<BrandNames>;
    applyScheduleChange(
      tx: Tx,
      change: FlightScheduleChange,
      brands: BrandNames,
    ): Promise<{ notified: number; held: number }>;
  };
}

/** A change the flight's state or the terms refuse (422, localized). */
const refusal = (key: string, message: MessageKey) => new AppError({ status: 422, key, message });

/** Charter terms (spec §9): a flight's time may move by at most 24 hours. */
const MAX_SHIFT_MINUTES = 24 * 60;
/** A block time longer than this is a typing error, not a charter flight. */
const MAX_BLOCK_MINUTES = 20 * 60;

type ChangeRow = typeof flightScheduleChanges.$inferSelect;
const toDto = (r: ChangeRow): ScheduleChangeDto => ({ ...r, creationTime: r.creationTime.toISOString() });

/**
 * Staff re-time or cancel a dated flight (Inventory/ChangeSchedule, CancelFlight; Pages.Inventory): the flight,
 * its schedule-change record and every live order on it change in one transaction, so a traveller is never
 * told about a change that did not happen. A site variant changes only its own programmes' flights.
 */
export function createScheduleChangesService(deps: ScheduleChangesDeps) {
  const { db, clock } = deps;

  /** The flight under its row lock, if the caller may change it (404 when it cannot see it, 403 when not its own). */
  async function lockOwnFlight(tx: Tx, s: AbpSession, flightId: number) {
    const [row] = await tx
      .select({ flight: flights, programme: flightProgrammes })
      .from(flights)
      .innerJoin(flightProgrammes, eq(flightProgrammes.id, flights.programmeId))
      .where(and(eq(flights.id, flightId), liveVisible(flightProgrammes, s.tenantId)))
      .for('update', { of: flights });
    if (!row) throw errors.entityNotFound('Flight', flightId);
    const [own] = await tx
      .select({ id: flightProgrammes.id })
      .from(flightProgrammes)
      .where(and(eq(flightProgrammes.id, row.programme.id), ownedBy(flightProgrammes.tenantId, s.tenantId)));
    if (!own) throw inventoryErrors.readOnly();
    if (row.flight.isCancelled) throw refusal('inventory.flight_cancelled', 'Inventory.FlightIsCancelled');
    if (row.flight.departureAt <= clock())
      throw refusal('inventory.flight_departed', 'Inventory.FlightDeparted');
    return row;
  }

  async function record(
    tx: Tx,
    s: AbpSession,
    flight: typeof flights.$inferSelect,
    change: Omit<FlightScheduleChange, 'actor' | 'time' | 'flightId'>,
    brands: BrandNames,
  ): Promise<ScheduleChangeDto> {
    const now = clock();
    const applied = await deps.orders.applyScheduleChange(
      tx,
      { ...change, flightId: flight.id, actor: `user:${s.userId}`, time: now },
      brands,
    );
    const [row] = await tx
      .insert(flightScheduleChanges)
      .values({
        flightId: flight.id,
        kind: change.kind,
        oldDepartureLocal: flight.departureLocal,
        oldArrivalLocal: flight.arrivalLocal,
        newDepartureLocal: change.next?.departureLocal ?? null,
        newArrivalLocal: change.next?.arrivalLocal ?? null,
        reason: change.reason,
        actorUserId: s.userId ?? null,
        notifiedOrders: applied.notified,
        heldOrders: applied.held,
        creationTime: now,
      })
      .returning();
    return toDto(row!);
  }

  return {
    /** New airport-local departure and arrival of a dated flight; its travellers are told. */
    async change(s: AbpSession, input: ChangeScheduleInput): Promise<ScheduleChangeDto> {
      const origin = await db.transaction(async (tx) => (await lockOwnFlight(tx, s, input.flightId)).flight);
      const [from, to] = await Promise.all([
        deps.geo.getAirport(origin.originCode),
        deps.geo.getAirport(origin.destinationCode),
      ]);
      if (!from?.timeZone || !to?.timeZone) throw errors.entityNotFound('Airport', origin.originCode);
      const departureAt = new Date(
        localToUtc(input.departureLocal.slice(0, 10), input.departureLocal.slice(11), from.timeZone),
      );
      const arrivalAt = new Date(
        localToUtc(input.arrivalLocal.slice(0, 10), input.arrivalLocal.slice(11), to.timeZone),
      );
      const block = (arrivalAt.getTime() - departureAt.getTime()) / 60_000;
      if (block <= 0 || block > MAX_BLOCK_MINUTES)
        throw refusal('inventory.arrival_before_departure', 'Inventory.ArrivalBeforeDeparture');
      if (departureAt <= clock()) throw refusal('inventory.flight_departed', 'Inventory.FlightDeparted');

      const brands = await deps.orders.prepare(input.flightId);
      const change = await db.transaction(async (tx) => {
        const { flight } = await lockOwnFlight(tx, s, input.flightId);
        if (flight.departureLocal === input.departureLocal && flight.arrivalLocal === input.arrivalLocal)
          throw refusal('inventory.same_schedule', 'Inventory.SameSchedule');
        if (Math.abs(scheduleShiftMinutes(flight.departureLocal, input.departureLocal)) > MAX_SHIFT_MINUTES)
          throw refusal('inventory.schedule_too_far', 'Inventory.ScheduleTooFar');
        // the operating date stays the flight's key (its programme has one flight a date); only the times move
        await tx
          .update(flights)
          .set({
            departureLocal: input.departureLocal,
            arrivalLocal: input.arrivalLocal,
            departureAt,
            arrivalAt,
            lastModificationTime: clock(),
          })
          .where(eq(flights.id, flight.id));
        return record(
          tx,
          s,
          flight,
          {
            kind: 'retimed',
            next: {
              departureLocal: input.departureLocal,
              arrivalLocal: input.arrivalLocal,
              durationMinutes: Math.round(block),
            },
            reason: input.reason,
          },
          brands,
        );
      });
      deps.afterCommit?.().catch(() => undefined);
      return change;
    },

    /** The flight will not fly: sales stop, its travellers are told and may ask for a full refund. */
    async cancel(s: AbpSession, input: CancelFlightInput): Promise<ScheduleChangeDto> {
      const brands = await deps.orders.prepare(input.flightId);
      const change = await db.transaction(async (tx) => {
        const { flight } = await lockOwnFlight(tx, s, input.flightId);
        await tx
          .update(flights)
          .set({ isCancelled: true, salesClosed: true, lastModificationTime: clock() })
          .where(eq(flights.id, flight.id));
        return record(tx, s, flight, { kind: 'cancelled', next: null, reason: input.reason }, brands);
      });
      deps.afterCommit?.().catch(() => undefined);
      return change;
    },

    /** A visible flight's schedule changes, oldest first. */
    async list(s: AbpSession, flightId: number): Promise<ScheduleChangeDto[]> {
      const [visible] = await db
        .select({ id: flights.id })
        .from(flights)
        .innerJoin(flightProgrammes, eq(flightProgrammes.id, flights.programmeId))
        .where(and(eq(flights.id, flightId), liveVisible(flightProgrammes, s.tenantId)));
      if (!visible) throw errors.entityNotFound('Flight', flightId);
      const rows = await db
        .select()
        .from(flightScheduleChanges)
        .where(eq(flightScheduleChanges.flightId, flightId))
        .orderBy(asc(flightScheduleChanges.id));
      return rows.map(toDto);
    },
  };
}
export type ScheduleChangesService = ReturnType<typeof createScheduleChangesService>;
