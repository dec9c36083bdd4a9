import {
  type Culture,
  type DefinitionCityDto,
  type DistrictDto,
  foldSearchText,
  type GetCitiesInput,
  type GetDistrictsInput,
  type GetPackageTypesInput,
  type PackageTypeDto,
  type PagedResult,
  type SaveDistrictInput,
  type SavePackageTypeInput,
  type TransferZone,
  type UpdateDistrictInput,
  type UpdatePackageTypeInput,
} from '@charterdesk/domain';
import { errors } from '../../kernel/errors.js';
import type { AbpSession } from '../../kernel/request-context.js';
import { parseSorting } from '../../kernel/sorting.js';
import type { GeoService } from '../geo/geo.service.js';
import { definitionErrors } from './definitions.errors.js';
import type {
  DefinitionsRepository,
  DistrictRow,
  NameColumn,
  PackageTypeRow,
} from './definitions.repository.js';

const NAME_COLUMN: Record<Culture, NameColumn> = { ru: 'nameRu', en: 'nameEn', tr: 'nameTr' };
const iso = (d: Date | null) => d?.toISOString() ?? null;

interface Ctx {
  session: AbpSession;
  culture: Culture;
}

/**
 * ABP's Definition service: the network's cities with their transfer zones (districts) and the vehicle
 * types (package types). The host's rows are shared with every site variant, read-only there; a tenant's
 * own rows are seen and changed only by that tenant.
 */
export function createDefinitionsService(deps: { repo: DefinitionsRepository; geo: GeoService }) {
  const { repo, geo } = deps;

  /** id of the zone/type the caller may change: 404 when invisible, 422 when the host's shared one. */
  function ensureOwned<T extends { tenantId: number | null }>(
    row: T | undefined,
    s: AbpSession,
    entity: string,
    id: number,
  ): T {
    if (!row) throw errors.entityNotFound(entity, id);
    if (row.tenantId !== s.tenantId) throw definitionErrors.hostRecordReadOnly();
    return row;
  }

  async function airportNames(culture: Culture, codes: string[]): Promise<Map<string, string>> {
    const map = new Map<string, string>();
    for (const code of new Set(codes)) map.set(code, (await geo.getAirport(code))?.names[culture] ?? code);
    return map;
  }

  function toDistrictDto(r: DistrictRow, s: AbpSession, culture: Culture, airports: Map<string, string>) {
    return {
      id: r.id,
      cityCode: r.cityCode,
      airportCode: r.airportCode,
      airportName: airports.get(r.airportCode) ?? r.airportCode,
      name: r[NAME_COLUMN[culture]],
      nameRu: r.nameRu,
      nameEn: r.nameEn,
      nameTr: r.nameTr,
      transferMinutes: r.transferMinutes,
      isActive: r.isActive,
      isReadOnly: r.tenantId !== s.tenantId,
      creationTime: r.creationTime.toISOString(),
      lastModificationTime: iso(r.lastModificationTime),
    } satisfies DistrictDto;
  }

  function toPackageTypeDto(r: PackageTypeRow, s: AbpSession, culture: Culture): PackageTypeDto {
    return {
      id: r.id,
      name: r[NAME_COLUMN[culture]],
      nameRu: r.nameRu,
      nameEn: r.nameEn,
      nameTr: r.nameTr,
      passengerCapacity: r.passengerCapacity,
      baggageCapacity: r.baggageCapacity,
      sortOrder: r.sortOrder,
      isActive: r.isActive,
      isReadOnly: r.tenantId !== s.tenantId,
      creationTime: r.creationTime.toISOString(),
      lastModificationTime: iso(r.lastModificationTime),
    };
  }

  /** The city must be one we know and the airport one of that city: transfers start where flights land. */
  async function checkPlace(cityCode: string, airportCode: string) {
    const city = await geo.cityOverview(cityCode, 'en');
    if (!city || city.code !== cityCode) throw definitionErrors.unknownCity(cityCode);
    if (!city.airports.some((a) => a.code === airportCode))
      throw definitionErrors.airportNotInCity(airportCode, cityCode);
  }

  async function districtDto(ctx: Ctx, id: number): Promise<DistrictDto> {
    const row = await repo.findDistrict(ctx.session.tenantId, id);
    if (!row) throw errors.entityNotFound('District', id);
    return toDistrictDto(row, ctx.session, ctx.culture, await airportNames(ctx.culture, [row.airportCode]));
  }

  async function packageTypeDto(ctx: Ctx, id: number): Promise<PackageTypeDto> {
    const row = await repo.findPackageType(ctx.session.tenantId, id);
    if (!row) throw errors.entityNotFound('PackageType', id);
    return toPackageTypeDto(row, ctx.session, ctx.culture);
  }

  const districtValues = (i: SaveDistrictInput) => ({
    cityCode: i.cityCode,
    airportCode: i.airportCode,
    nameRu: i.nameRu,
    nameEn: i.nameEn,
    nameTr: i.nameTr,
    transferMinutes: i.transferMinutes,
    isActive: i.isActive,
  });
  const packageTypeValues = (i: SavePackageTypeInput) => ({
    nameRu: i.nameRu,
    nameEn: i.nameEn,
    nameTr: i.nameTr,
    passengerCapacity: i.passengerCapacity,
    baggageCapacity: i.baggageCapacity,
    sortOrder: i.sortOrder,
    isActive: i.isActive,
  });

  return {
    /**
     * The network's cities (a few hundred, already in memory) filtered by a folded keyword over their
     * names in every language, aliases and code, with the caller's active zone count; most popular first.
     */
    async getCities(ctx: Ctx, input: GetCitiesInput): Promise<PagedResult<DefinitionCityDto>> {
      const { culture } = ctx;
      const [all, counts] = await Promise.all([
        geo.networkCities(),
        repo.countActiveDistrictsByCity(ctx.session.tenantId),
      ]);
      const query = input.keyword ? foldSearchText(input.keyword) : '';
      const matches = all.filter(
        (c) =>
          (!input.countryCode || c.countryCode === input.countryCode) &&
          (!query ||
            foldSearchText(c.code) === query ||
            [c.names.ru, c.names.en, c.names.tr, ...c.aliases].some((n) =>
              foldSearchText(n).includes(query),
            )),
      );
      const rows = matches.map((c) => ({
        code: c.code,
        name: c.names[culture],
        countryCode: c.countryCode,
        countryName: c.countryNames?.[culture] ?? c.countryCode,
        airports: c.airports.map((a) => ({ code: a.code, name: a.names[culture] })),
        districtCount: counts.get(c.code) ?? 0,
        popularity: c.popularity,
      }));
      const collator = new Intl.Collator(culture);
      const compare: Record<string, (a: (typeof rows)[number], b: (typeof rows)[number]) => number> = {
        name: (a, b) => collator.compare(a.name, b.name),
        code: (a, b) => a.code.localeCompare(b.code),
        countryname: (a, b) => collator.compare(a.countryName, b.countryName),
        districtcount: (a, b) => a.districtCount - b.districtCount,
      };
      const sorts = parseSorting(input.sorting, Object.keys(compare));
      rows.sort((a, b) => {
        for (const { column, descending } of sorts) {
          const d = compare[column]!(a, b);
          if (d !== 0) return descending ? -d : d;
        }
        return b.popularity - a.popularity || a.code.localeCompare(b.code);
      });
      return {
        totalCount: rows.length,
        items: rows
          .slice(input.skipCount, input.skipCount + input.maxResultCount)
          .map(({ popularity: _p, ...dto }) => dto),
      };
    },

    async getDistricts(ctx: Ctx, input: GetDistrictsInput): Promise<PagedResult<DistrictDto>> {
      const page = await repo.listDistricts(ctx.session.tenantId, input.input, {
        ...input,
        nameColumn: NAME_COLUMN[ctx.culture],
      });
      const airports = await airportNames(
        ctx.culture,
        page.items.map((d) => d.airportCode),
      );
      return {
        totalCount: page.totalCount,
        items: page.items.map((d) => toDistrictDto(d, ctx.session, ctx.culture, airports)),
      };
    },

    getDistrict: (ctx: Ctx, id: number) => districtDto(ctx, id),

    async saveDistrict(ctx: Ctx, input: SaveDistrictInput): Promise<DistrictDto> {
      await checkPlace(input.cityCode, input.airportCode);
      const id = await repo.insertDistrict(ctx.session.tenantId, districtValues(input), ctx.session.userId);
      return districtDto(ctx, id);
    },

    async updateDistrict(ctx: Ctx, input: UpdateDistrictInput): Promise<DistrictDto> {
      ensureOwned(await repo.findDistrict(ctx.session.tenantId, input.id), ctx.session, 'District', input.id);
      await checkPlace(input.cityCode, input.airportCode);
      await repo.updateDistrict(ctx.session.tenantId, input.id, districtValues(input), ctx.session.userId);
      return districtDto(ctx, input.id);
    },

    async deleteDistrict(ctx: Ctx, id: number): Promise<null> {
      ensureOwned(await repo.findDistrict(ctx.session.tenantId, id), ctx.session, 'District', id);
      await repo.softDeleteDistrict(ctx.session.tenantId, id, ctx.session.userId);
      return null;
    },

    async getPackageTypes(ctx: Ctx, input: GetPackageTypesInput): Promise<PagedResult<PackageTypeDto>> {
      const page = await repo.listPackageTypes(ctx.session.tenantId, {
        ...input,
        nameColumn: NAME_COLUMN[ctx.culture],
      });
      return {
        totalCount: page.totalCount,
        items: page.items.map((r) => toPackageTypeDto(r, ctx.session, ctx.culture)),
      };
    },

    getPackageType: (ctx: Ctx, id: number) => packageTypeDto(ctx, id),

    async savePackageType(ctx: Ctx, input: SavePackageTypeInput): Promise<PackageTypeDto> {
      const id = await repo.insertPackageType(
        ctx.session.tenantId,
        packageTypeValues(input),
        ctx.session.userId,
      );
      return packageTypeDto(ctx, id);
    },

    async updatePackageType(ctx: Ctx, input: UpdatePackageTypeInput): Promise<PackageTypeDto> {
      ensureOwned(
        await repo.findPackageType(ctx.session.tenantId, input.id),
        ctx.session,
        'PackageType',
        input.id,
      );
      await repo.updatePackageType(
        ctx.session.tenantId,
        input.id,
        packageTypeValues(input),
        ctx.session.userId,
      );
      return packageTypeDto(ctx, input.id);
    },

    async deletePackageType(ctx: Ctx, id: number): Promise<null> {
      ensureOwned(await repo.findPackageType(ctx.session.tenantId, id), ctx.session, 'PackageType', id);
      await repo.softDeletePackageType(ctx.session.tenantId, id, ctx.session.userId);
      return null;
    },

    /**
     * The zones and vehicle types transfers are priced with, as the transfers module reads them: it owns the
     * tariffs, this module the rows they reference (their tenancy and active flags decide what is on sale).
     */
    transferCatalog: {
      zones: (tenantId: number | null, activeOnly: boolean) => repo.visibleDistricts(tenantId, activeOnly),
      vehicles: (tenantId: number | null, activeOnly: boolean) =>
        repo.visiblePackageTypes(tenantId, activeOnly),
      findZone: (tenantId: number | null, id: number) => repo.findDistrict(tenantId, id),
      findVehicle: (tenantId: number | null, id: number) => repo.findPackageType(tenantId, id),
    },

    /** The active transfer zones of a city the site variant offers (host's and its own), for the public page. */
    async transferZones(
      tenantId: number | null,
      cityCode: string,
      culture: Culture,
    ): Promise<TransferZone[]> {
      const rows = await repo.activeDistrictsOfCity(tenantId, cityCode);
      const airports = await airportNames(
        culture,
        rows.map((r) => r.airportCode),
      );
      return rows.map((r) => ({
        id: r.id,
        name: r[NAME_COLUMN[culture]],
        airportCode: r.airportCode,
        airportName: airports.get(r.airportCode) ?? r.airportCode,
        transferMinutes: r.transferMinutes,
      }));
    },
  };
}
export type DefinitionsService = ReturnType<typeof createDefinitionsService>;
