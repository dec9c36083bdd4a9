import { randomUUID } from 'node:crypto';
import {
  CULTURES,
  type Culture,
  localToUtc,
  type OrderTransfer,
  TRANSFER_SEARCH_TTL_MINUTES,
  type TransferOption,
  type TransferPlaces,
  type TransferSearchCriteria,
  type TransferSearchResult,
  transferSearchCriteriaSchema,
  utcToLocal,
} from '@charterdesk/domain';
import { RequestValidationError } from '../../kernel/errors.js';
import type { ResultsCache } from '../../kernel/results-cache.js';
import type { CurrencyService } from '../currency/currency.service.js';
import type { GeoService } from '../geo/geo.service.js';
import { transferErrors } from './transfers.errors.js';
import type {
  LocalizedNames,
  SellableTariff,
  StoredTransferSearch,
  TransfersRepository,
} from './transfers.repository.js';

/** A transfer is booked at least this long before the pick-up (the supplier needs to plan a driver). */
export const MIN_LEAD_MINUTES = 120;
/** …and at most this far ahead (tariffs are not promised longer). */
export const MAX_AHEAD_DAYS = 365;
/** Expired searches are kept a day (a late results call still answers "expired", not "not found"). */
const EXPIRED_SEARCH_RETENTION_MS = 24 * 3_600_000;
const CLEANUP_INTERVAL_MS = 10 * 60_000;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Option ids name the tariff: AddTransferOrder re-prices the same tariff from the database. */
const OPTION_PREFIX = 'T';

const NAME: Record<Culture, keyof LocalizedNames> = { ru: 'nameRu', en: 'nameEn', tr: 'nameTr' };

/**
 * A place's names in the other languages, for the search fields: "Antalya" typed on the Russian site (or
 * "Анталья" on the English one) finds "Анталья" / "Antalya".
 */
const aliasesOf = (shown: string[], all: string[]) =>
  [...new Set(all)].filter((name) => name !== '' && !shown.includes(name));

export interface TransfersServiceDeps {
  repository: TransfersRepository;
  geo: GeoService;
  currency: CurrencyService;
  clock: () => Date;
  /**
   * Priced vehicles of one search (per language and currency), reused for SEARCH_CACHE_SECONDS; none = never.
   * Safe because AddTransferOrder re-prices its tariff from the database (`quote` never reads the cache).
   */
  resultsCache?: ResultsCache<TransferSearchResult>;
}

export interface TransferResultsRequest {
  id: string;
  tenantId: number | null;
  culture: Culture;
  /** what the request asked for (?currency=, headers); the tenant's rules decide */
  currency: string | undefined;
}

/** The transfer as sold, without what the buyer adds at booking (flight number, address, note). */
export type QuotedTransfer = Omit<OrderTransfer, 'flightNumber' | 'address' | 'note'>;

const optionId = (tariffId: number) => `${OPTION_PREFIX}${tariffId}`;

/** Airport transfers: places for the search form, saved searches and their priced vehicles, re-pricing. */
export function createTransfersService(deps: TransfersServiceDeps) {
  const { repository: repo, geo, clock } = deps;
  let lastCleanup = 0;

  /** Where the pick-up falls against now: at least 2 hours ahead, at most a year. */
  function pickupProblems(criteria: TransferSearchCriteria, timeZone: string, now: Date) {
    const pickup = localToUtc(criteria.date, criteria.time, timeZone);
    const problems: { key: 'Transfer.PickupTooSoon' | 'Transfer.PickupTooFar'; path: string[] }[] = [];
    if (pickup < now.getTime() + MIN_LEAD_MINUTES * 60_000) {
      // a past day is the date's fault; later today, the time's
      const today = utcToLocal(now.getTime(), timeZone).date;
      problems.push({ key: 'Transfer.PickupTooSoon', path: [criteria.date < today ? 'date' : 'time'] });
    } else if (pickup > now.getTime() + MAX_AHEAD_DAYS * 86_400_000)
      problems.push({ key: 'Transfer.PickupTooFar', path: ['date'] });
    return problems;
  }

  async function loadSearch(id: string, tenantId: number | null): Promise<StoredTransferSearch> {
    if (!UUID_RE.test(id)) throw transferErrors.searchNotFound();
    const search = await repo.findSearch(id.toLowerCase());
    // another site variant's search is not ours to answer
    if (!search || search.tenantId !== tenantId) throw transferErrors.searchNotFound();
    if (search.expiresAt.getTime() <= clock().getTime()) throw transferErrors.searchExpired();
    return search;
  }

  async function cleanUpExpired(now: Date) {
    if (now.getTime() - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = now.getTime();
    try {
      await repo.deleteSearchesExpiredBefore(new Date(now.getTime() - EXPIRED_SEARCH_RETENTION_MS));
    } catch {
      // housekeeping must not fail a visitor's search; the next save tries again
      lastCleanup = 0;
    }
  }

  function toOption(
    t: SellableTariff,
    culture: Culture,
    currency: string,
    convert: (amount: number, from: string, to: string) => number,
  ): TransferOption {
    return {
      id: optionId(t.id),
      packageTypeId: t.vehicle.id,
      vehicleName: t.vehicle[NAME[culture]],
      passengerCapacity: t.vehicle.passengerCapacity,
      baggageCapacity: t.vehicle.baggageCapacity,
      transferMinutes: t.zone.transferMinutes,
      price: { amount: convert(t.price, t.currency, currency), currency },
    };
  }

  /** A zone's and its city's names in a language (an order's transfer read in another language than booked). */
  async function zoneNames(tenantId: number | null, id: number, culture: Culture) {
    const zone = await repo.findZone(tenantId, id);
    if (!zone) return undefined;
    const city = await geo.cityOverview(zone.cityCode, culture);
    return { name: zone[NAME[culture]], cityName: city?.name };
  }

  /** A vehicle type's name in a language (an order's transfer read in another language than booked). */
  async function vehicleName(tenantId: number | null, id: number, culture: Culture) {
    return (await repo.findVehicle(tenantId, id))?.[NAME[culture]];
  }

  /** The saved search priced for a request: vehicles that fit the party, cheapest first. */
  async function results(request: TransferResultsRequest) {
    const search = await loadSearch(request.id, request.tenantId);
    const { criteria } = search;
    const [display, tariffs, airport, zone] = await Promise.all([
      deps.currency.forDisplay(request.tenantId, request.currency),
      repo.sellableTariffs(request.tenantId, criteria.districtId),
      geo.airportRef(criteria.airportCode, request.culture),
      repo.findZone(request.tenantId, criteria.districtId),
    ]);
    const city = zone ? await geo.cityOverview(zone.cityCode, request.culture) : undefined;
    const fitting = tariffs.filter(
      (t) =>
        t.zone.airportCode === criteria.airportCode &&
        criteria.passengers <= t.vehicle.passengerCapacity &&
        criteria.luggage <= t.vehicle.baggageCapacity,
    );
    const options = fitting
      .map((t) => ({ tariff: t, option: toOption(t, request.culture, display.currency, display.convert) }))
      .sort(
        (a, b) =>
          a.option.price.amount - b.option.price.amount ||
          a.tariff.vehicle.passengerCapacity - b.tariff.vehicle.passengerCapacity ||
          a.tariff.vehicle.sortOrder - b.tariff.vehicle.sortOrder ||
          a.tariff.id - b.tariff.id,
      );
    const result: TransferSearchResult = {
      id: search.id,
      criteria: {
        airportCode: criteria.airportCode,
        districtId: criteria.districtId,
        direction: criteria.direction,
        date: criteria.date,
        time: criteria.time,
        passengers: criteria.passengers,
        luggage: criteria.luggage,
      },
      airport: { code: airport.code, name: airport.name, cityName: airport.cityName },
      district: {
        id: criteria.districtId,
        name: zone ? zone[NAME[request.culture]] : '',
        cityCode: zone?.cityCode ?? airport.cityCode,
        cityName: city?.name ?? airport.cityName,
      },
      expiresAt: search.expiresAt.toISOString(),
      options: options.map((o) => o.option),
    };
    return { result, search, currency: display.currency, airportTimeZone: airport.timeZone };
  }

  return {
    zoneNames,
    vehicleName,

    /** Airports whose active zones have at least one tariff on sale here, with those zones, named in `culture`. */
    async getPlaces(tenantId: number | null, culture: Culture): Promise<TransferPlaces> {
      const tariffs = await repo.sellableTariffs(tenantId);
      const zonesByAirport = new Map<string, Map<number, SellableTariff['zone']>>();
      for (const t of tariffs) {
        let zones = zonesByAirport.get(t.zone.airportCode);
        if (!zones) {
          zones = new Map();
          zonesByAirport.set(t.zone.airportCode, zones);
        }
        zones.set(t.zone.id, t.zone);
      }
      const collator = new Intl.Collator(culture);
      const airports = await Promise.all(
        [...zonesByAirport].map(async ([code, zones]) => {
          const [ref, record, ...refs] = await Promise.all([
            geo.airportRef(code, culture),
            geo.getAirport(code),
            ...CULTURES.map((c) => geo.airportRef(code, c)),
          ]);
          return {
            popularity: record?.popularity ?? 0,
            code,
            name: ref.name,
            cityCode: ref.cityCode,
            cityName: ref.cityName,
            aliases: aliasesOf(
              [ref.name, ref.cityName],
              refs.flatMap((r) => [r.name, r.cityName]),
            ),
            districts: [...zones.values()]
              .map((z) => ({
                id: z.id,
                name: z[NAME[culture]],
                aliases: aliasesOf(
                  [z[NAME[culture]]],
                  CULTURES.map((c) => z[NAME[c]]),
                ),
                transferMinutes: z.transferMinutes,
              }))
              .sort((a, b) => a.transferMinutes - b.transferMinutes || collator.compare(a.name, b.name)),
          };
        }),
      );
      airports.sort((a, b) => b.popularity - a.popularity || a.code.localeCompare(b.code));
      return { airports: airports.map(({ popularity: _p, ...a }) => a) };
    },

    /**
     * Stores a search after checking the zone starts from that airport and the airport-local pick-up is
     * 2 hours to a year away; answers its id, valid 30 minutes.
     */
    async saveSearch(criteria: TransferSearchCriteria, tenantId: number | null): Promise<{ id: string }> {
      const airport = await geo.getAirport(criteria.airportCode);
      if (!airport) throw transferErrors.unknownAirport(criteria.airportCode);
      const zone = await repo.findZone(tenantId, criteria.districtId);
      if (!zone?.isActive || zone.airportCode !== criteria.airportCode)
        throw transferErrors.zoneNotOfAirport(criteria.airportCode);
      const now = clock();
      const problems = pickupProblems(criteria, airport.timeZone, now);
      if (problems.length > 0) {
        // the usual localized 400 with the members to mark in the form
        const withClock = transferSearchCriteriaSchema.superRefine((_o, c) => {
          for (const p of problems) c.addIssue({ code: 'custom', message: p.key, path: p.path });
        });
        throw new RequestValidationError(withClock, criteria);
      }
      const id = randomUUID();
      await repo.saveSearch({
        id,
        tenantId,
        criteria,
        creationTime: now,
        expiresAt: new Date(now.getTime() + TRANSFER_SEARCH_TTL_MINUTES * 60_000),
      });
      await cleanUpExpired(now);
      return { id };
    },

    async getResults(request: TransferResultsRequest): Promise<TransferSearchResult> {
      const compute = async () => (await results(request)).result;
      if (!deps.resultsCache) return compute();
      // a cached answer never outlives its search: past expiresAt the search answers "expired" again
      return deps.resultsCache.get(
        `${request.tenantId}|${request.id}|${request.culture}|${request.currency ?? ''}`,
        compute,
        (result) => Date.parse(result.expiresAt),
      );
    },

    /** Forgets every cached priced result, e.g. after an exchange rate changed (prices must follow at once). */
    clearResultsCache(): void {
      deps.resultsCache?.clear();
    },

    /**
     * Re-prices one option of a saved search from the database, for AddTransferOrder: the price in the
     * currency the results show for that request, and the transfer as it will be stored on the order.
     */
    async quote(request: TransferResultsRequest & { optionId: string }): Promise<{
      currency: string;
      amount: number;
      transfer: QuotedTransfer;
    }> {
      const { result, search, currency, airportTimeZone } = await results(request);
      const option = result.options.find((o) => o.id === request.optionId);
      if (!option) throw transferErrors.optionNotFound();
      const { criteria } = search;
      // the search was checked when saved; the buyer may have been filling the form since
      if (airportTimeZone && pickupProblems(criteria, airportTimeZone, clock()).length > 0)
        throw transferErrors.pickupTooSoon();
      return {
        currency,
        amount: option.price.amount,
        transfer: {
          direction: criteria.direction,
          airportCode: result.airport.code,
          airportName: result.airport.name,
          districtId: result.district.id,
          districtName: result.district.name,
          cityName: result.district.cityName,
          packageTypeId: option.packageTypeId,
          vehicleName: option.vehicleName,
          passengerCapacity: option.passengerCapacity,
          baggageCapacity: option.baggageCapacity,
          transferMinutes: option.transferMinutes,
          pickupLocal: `${criteria.date}T${criteria.time}`,
          passengers: criteria.passengers,
          luggage: criteria.luggage,
        },
      };
    },
  };
}
export type TransfersService = ReturnType<typeof createTransfersService>;
