import {
  type AirlineDto,
  CABIN_CLASSES,
  type CabinClass,
  type CreateProgrammeInput,
  createProgrammeInputSchema,
  type DatedFlightDto,
  earliestSearchDate,
  type MessageKey,
  type PagedResult,
  type ProgrammeCabins,
  type ProgrammeDto,
  type UpdateProgrammeInput,
} from '@charterdesk/domain';
import { z } from 'zod';
import { errors, RequestValidationError } from '../../kernel/errors.js';
import type { AbpSession } from '../../kernel/request-context.js';
import type { GeoService } from '../geo/geo.service.js';
import { type DatedFlightRow, expandProgrammeFlights } from './flights.expansion.js';
import { inventoryErrors } from './inventory.errors.js';
import {
  type FlightFilter,
  type InventoryRepository,
  isCheckViolation,
  isUniqueViolation,
  type ProgrammeFilter,
  type ProgrammeRow,
  type SalesTarget,
  SeatsWouldGoNegative,
} from './inventory.repository.js';
import { CHARTER_SUPPLIER } from './providers/charter-supplier.js';
import { type SeatUsageReader, seatUsageKey } from './seat-usage.js';

export interface InventoryServiceDeps {
  repository: InventoryRepository;
  seatUsage: SeatUsageReader;
  geo: Pick<GeoService, 'getAirport' | 'resolveLocation'>;
  clock: () => Date;
}

/** One localized 400 with members, for rules that need the database (unknown airline or airport). */
function validationError(data: unknown, issues: { path: string[]; message: MessageKey }[]) {
  const schema = z.unknown().superRefine((_value, ctx) => {
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
  return new RequestValidationError(schema, data);
}

/** Only cabins that really have seats are sold (a 0-seat row of the form is no cabin). */
function cabinsWithSeats(cabins: ProgrammeCabins): ProgrammeCabins {
  const out: ProgrammeCabins = {};
  for (const c of CABIN_CLASSES) {
    const cabin = cabins[c];
    if (cabin && cabin.seats > 0) out[c] = cabin;
  }
  return out;
}

/**
 * Admin inventory (DESIGN §4, the `charter` supplier's data): flight programmes, their dated flights and
 * seats, and sales stops. A tenant sees the host's programmes read-only and edits only its own; the host
 * edits the host's. Programmes are never deleted here: deactivating one takes it out of the search.
 */
export function createInventoryService(deps: InventoryServiceDeps) {
  const { repository: repo, clock } = deps;
  const createSchema = createProgrammeInputSchema(() => earliestSearchDate(clock()));

  function toDto(row: ProgrammeRow, tenantId: number | null): ProgrammeDto {
    return {
      ...row,
      isEditable: row.tenantId === tenantId,
      creationTime: row.creationTime.toISOString(),
    };
  }

  /** A programme the caller may see, or 404 (another tenant's programme does not exist for it). */
  async function visibleProgramme(tenantId: number | null, id: number): Promise<ProgrammeRow> {
    const row = await repo.findProgramme(tenantId, id);
    if (!row) throw errors.entityNotFound('FlightProgramme', id);
    return row;
  }

  async function ownProgramme(tenantId: number | null, id: number): Promise<ProgrammeRow> {
    const row = await visibleProgramme(tenantId, id);
    if (row.tenantId !== tenantId) throw inventoryErrors.readOnly();
    return row;
  }

  /** A city code stands for its airports, an airport code for itself; unknown codes match nothing. */
  async function airportsOf(code: string | undefined): Promise<string[] | undefined> {
    if (!code) return undefined;
    const location = await deps.geo.resolveLocation(code);
    return location ? location.airports.map((a) => a.code) : [];
  }

  return {
    /** Validates CreateProgramme input with the server's clock (no programme starting in the past). */
    createSchema,

    async getProgrammes(
      session: AbpSession,
      input: Omit<ProgrammeFilter, 'keywordAirports' | 'origins' | 'destinations'> & {
        originCode?: string | undefined;
        destinationCode?: string | undefined;
      },
    ): Promise<PagedResult<ProgrammeDto>> {
      const keyword = input.keyword?.trim() || undefined;
      const keywordAirports =
        keyword && /^[A-Za-z]{3}$/.test(keyword) ? ((await airportsOf(keyword)) ?? []) : [];
      const { totalCount, items } = await repo.listProgrammes(session.tenantId, {
        ...input,
        keyword,
        keywordAirports,
        origins: await airportsOf(input.originCode),
        destinations: await airportsOf(input.destinationCode),
      });
      return { totalCount, items: items.map((r) => toDto(r, session.tenantId)) };
    },

    async getProgramme(session: AbpSession, id: number): Promise<ProgrammeDto> {
      return toDto(await visibleProgramme(session.tenantId, id), session.tenantId);
    },

    async getAirlines(): Promise<{ items: AirlineDto[] }> {
      return { items: await repo.listAirlines() };
    },

    /**
     * Creates a programme of the caller's site variant and all its dated flights (every seat free, the
     * programme's fares) with the same expansion as the demo seed. Airline and airports must exist; a
     * programme of the same flight number overlapping the period is refused.
     */
    async createProgramme(session: AbpSession, input: CreateProgrammeInput): Promise<ProgrammeDto> {
      const [airline, origin, destination] = await Promise.all([
        repo.findAirline(input.airlineCode),
        deps.geo.getAirport(input.originCode),
        deps.geo.getAirport(input.destinationCode),
      ]);
      const unknown: { path: string[]; message: MessageKey }[] = [];
      if (!airline?.isActive) unknown.push({ path: ['airlineCode'], message: 'Inventory.UnknownAirline' });
      if (!origin) unknown.push({ path: ['originCode'], message: 'Inventory.UnknownAirport' });
      if (!destination) unknown.push({ path: ['destinationCode'], message: 'Inventory.UnknownAirport' });
      if (unknown.length || !origin || !destination) throw validationError(input, unknown);

      const cabins = cabinsWithSeats(input.cabins);
      const programme = {
        tenantId: session.tenantId,
        supplier: CHARTER_SUPPLIER,
        airlineCode: input.airlineCode,
        flightNumber: input.flightNumber,
        originCode: input.originCode,
        destinationCode: input.destinationCode,
        weekdays: input.weekdays,
        departureTime: input.departureTime,
        // exactly one of the two is set (the schema's rule); the table checks it again
        durationMinutes: input.arrivalTime ? null : (input.durationMinutes ?? null),
        arrivalTime: input.arrivalTime ?? null,
        arrivalDayOffset: input.arrivalTime ? input.arrivalDayOffset : 0,
        aircraft: input.aircraft,
        validFrom: input.validFrom,
        validTo: input.validTo,
        isCharter: input.isCharter,
        isRefundable: input.isRefundable,
        baggageKg: input.baggageKg,
        handBaggageKg: input.handBaggageKg,
        currency: input.currency,
        cabins,
        childFarePercent: input.childFarePercent,
        infantFarePercent: input.infantFarePercent,
        isActive: true,
      };

      let datedFlights: DatedFlightRow[];
      try {
        datedFlights = expandProgrammeFlights(
          programme,
          { originTimeZone: origin.timeZone, destinationTimeZone: destination.timeZone },
          input.validFrom,
          input.validTo,
        );
      } catch {
        // expandSchedule refuses block times ≤ 0 or > 20 h (an arrival time before the departure)
        throw validationError(input, [
          {
            path: [programme.arrivalTime ? 'arrivalTime' : 'durationMinutes'],
            message: 'Inventory.BadBlockTime',
          },
        ]);
      }
      if (datedFlights.length === 0) {
        throw validationError(input, [{ path: ['weekdays'], message: 'Inventory.NoFlights' }]);
      }

      const flightName = `${input.airlineCode} ${input.flightNumber}`;
      const overlapping = await repo.findOverlapping(
        input.airlineCode,
        input.flightNumber,
        input.validFrom,
        input.validTo,
      );
      if (overlapping.length > 0) {
        // another site variant's programme is not shown, only that the flight number is taken
        const seen = overlapping.find((o) => o.tenantId === null || o.tenantId === session.tenantId);
        throw inventoryErrors.duplicateProgramme(flightName, seen?.validFrom, seen?.validTo);
      }
      let id: number;
      try {
        id = await repo.insertProgramme(programme, datedFlights, session.userId);
      } catch (err) {
        if (isUniqueViolation(err)) throw inventoryErrors.duplicateProgramme(flightName);
        throw err;
      }
      return toDto(await visibleProgramme(session.tenantId, id), session.tenantId);
    },

    /**
     * Changes the safe fields of the caller's own programme. Fares apply to sales from now on (orders keep
     * what they were charged). A cabin's new seat count moves the seats-left counter of every flight that
     * has not departed by the difference; where more seats are already sold or held than the new count
     * allows, nothing changes and the answer says how many flights and from which date (409).
     */
    async updateProgramme(session: AbpSession, input: UpdateProgrammeInput): Promise<ProgrammeDto> {
      const current = await ownProgramme(session.tenantId, input.id);
      const before = CABIN_CLASSES.filter((c) => current.cabins[c]);
      const after = CABIN_CLASSES.filter((c) => input.cabins[c]);
      if (before.join() !== after.join()) throw inventoryErrors.cabinsFixed();
      const deltas: Partial<Record<CabinClass, number>> = {};
      for (const c of after) deltas[c] = input.cabins[c]!.seats - current.cabins[c]!.seats;
      const { id: _id, ...values } = input;
      try {
        await repo.updateProgramme(session.tenantId, input.id, values, deltas, clock(), session.userId);
      } catch (err) {
        if (err instanceof SeatsWouldGoNegative) {
          throw inventoryErrors.seatsInUse(
            err.cabin,
            input.cabins[err.cabin]!.seats,
            err.count,
            err.firstDate,
          );
        }
        if (isCheckViolation(err)) {
          // a booking took seats between the check and the update: same refusal, figures unknown
          const cabin = after.find((c) => (deltas[c] ?? 0) < 0) ?? after[0]!;
          throw inventoryErrors.seatsInUse(cabin, input.cabins[cabin]!.seats, 1, '—');
        }
        throw err;
      }
      return toDto(await visibleProgramme(session.tenantId, input.id), session.tenantId);
    },

    /** Dated flights with seats per cabin: total (programme), sold and held (orders), left (counter). */
    async getFlights(
      session: AbpSession,
      input: Omit<FlightFilter, 'origins' | 'destinations'> & {
        originCode?: string | undefined;
        destinationCode?: string | undefined;
      },
    ): Promise<PagedResult<DatedFlightDto>> {
      const tenantId = session.tenantId;
      if (input.programmeId !== undefined) await visibleProgramme(tenantId, input.programmeId);
      const { totalCount, items } = await repo.listFlights(tenantId, {
        ...input,
        origins: await airportsOf(input.originCode),
        destinations: await airportsOf(input.destinationCode),
      });
      const usage = await deps.seatUsage.seatUsage(items.map((f) => f.id));
      const now = clock().getTime();
      return {
        totalCount,
        items: items.map((f) => ({
          id: f.id,
          programmeId: f.programmeId,
          airlineCode: f.airlineCode,
          flightNumber: f.flightNumber,
          originCode: f.originCode,
          destinationCode: f.destinationCode,
          departureDate: f.departureDate,
          departureLocal: f.departureLocal,
          arrivalLocal: f.arrivalLocal,
          departureAt: f.departureAt.toISOString(),
          farePercent: f.farePercent,
          isCancelled: f.isCancelled,
          salesClosed: f.salesClosed,
          hasDeparted: f.departureAt.getTime() <= now,
          isEditable: f.programmeTenantId === tenantId,
          cabins: CABIN_CLASSES.filter((c) => f.cabins[c]).map((c) => {
            const used = usage.get(seatUsageKey(f.id, c));
            return {
              cabinClass: c,
              total: f.cabins[c]!.seats,
              sold: used?.sold ?? 0,
              held: used?.held ?? 0,
              left: f.seatsLeft[c] ?? 0,
            };
          }),
        })),
      };
    },

    /**
     * Stops (closed = true) or resumes sales of dated flights of the caller's own programmes. Closed flights
     * leave the search and AddOrder refuses them; seats already sold stay valid. Answers how many changed.
     */
    async setSales(
      session: AbpSession,
      input: {
        flightIds?: number[] | undefined;
        programmeId?: number | undefined;
        dateFrom?: string | undefined;
        dateTo?: string | undefined;
      },
      closed: boolean,
    ): Promise<{ updatedCount: number }> {
      const tenantId = session.tenantId;
      let target: SalesTarget;
      if (input.flightIds?.length) {
        const ids = [...new Set(input.flightIds)];
        const found = await repo.countSalesTargets(tenantId, ids);
        if (found.visible < ids.length) throw errors.entityNotFound('Flight', ids.join(','));
        if (found.owned < found.visible) throw inventoryErrors.readOnly();
        target = { flightIds: ids };
      } else {
        await ownProgramme(tenantId, input.programmeId!);
        target = { programmeId: input.programmeId!, dateFrom: input.dateFrom, dateTo: input.dateTo };
      }
      return { updatedCount: await repo.setSalesClosed(tenantId, target, closed, clock()) };
    },
  };
}
export type InventoryService = ReturnType<typeof createInventoryService>;
