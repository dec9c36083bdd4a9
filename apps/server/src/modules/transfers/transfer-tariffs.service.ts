import type {
  Culture,
  SaveTransferTariffInput,
  TransferTariffDto,
  UpdateTransferTariffInput,
} from '@charterdesk/domain';
import { isUniqueViolation } from '../../db/client.js';
import { errors } from '../../kernel/errors.js';
import type { AbpSession } from '../../kernel/request-context.js';
import { definitionErrors } from '../definitions/definitions.errors.js';
import { transferErrors } from './transfers.errors.js';
import type { TariffRow, TransfersRepository, VehicleRow } from './transfers.repository.js';

interface Ctx {
  session: AbpSession;
  culture: Culture;
}

const NAME = { ru: 'nameRu', en: 'nameEn', tr: 'nameTr' } as const;

/**
 * Back-office tariffs (Definition/*TransferTariff*, Pages.Definitions) with the rules of the zones they
 * price: the host's tariffs are shown to tenants read-only (422 definitions.read_only on a change), a tenant
 * prices host zones and its own zones with its own rows, another tenant's rows are invisible (404).
 */
export function createTransferTariffsService(deps: { repository: TransfersRepository }) {
  const { repository: repo } = deps;

  function toDto(r: TariffRow & { vehicle: VehicleRow }, ctx: Ctx, overridden: boolean): TransferTariffDto {
    return {
      id: r.id,
      districtId: r.districtId,
      packageTypeId: r.packageTypeId,
      vehicleName: r.vehicle[NAME[ctx.culture]],
      passengerCapacity: r.vehicle.passengerCapacity,
      baggageCapacity: r.vehicle.baggageCapacity,
      price: r.price,
      currency: r.currency.trim(),
      isActive: r.isActive,
      isReadOnly: r.tenantId !== ctx.session.tenantId,
      isOverridden: overridden,
      creationTime: r.creationTime.toISOString(),
      lastModificationTime: r.lastModificationTime?.toISOString() ?? null,
    };
  }

  async function list(ctx: Ctx, districtId: number): Promise<TransferTariffDto[]> {
    const rows = await repo.tariffsOfZone(ctx.session.tenantId, districtId);
    const own = new Set(
      rows
        .filter((r) => r.tenantId !== null && r.tenantId === ctx.session.tenantId)
        .map((r) => r.packageTypeId),
    );
    return rows.map((r) => toDto(r, ctx, r.tenantId === null && own.has(r.packageTypeId)));
  }

  async function dto(ctx: Ctx, id: number, districtId: number): Promise<TransferTariffDto> {
    const found = (await list(ctx, districtId)).find((t) => t.id === id);
    if (!found) throw errors.entityNotFound('TransferTariff', id);
    return found;
  }

  /** A tariff the caller may change: 404 when invisible, 422 when the host's shared one. */
  async function ownedTariff(ctx: Ctx, id: number): Promise<TariffRow> {
    const row = await repo.findTariff(ctx.session.tenantId, id);
    if (!row) throw errors.entityNotFound('TransferTariff', id);
    if (row.tenantId !== ctx.session.tenantId) throw definitionErrors.hostRecordReadOnly();
    return row;
  }

  return {
    /** Every tariff of a zone the caller sees: the host's (read-only for a tenant) and its own. */
    async getAll(ctx: Ctx, districtId: number): Promise<{ items: TransferTariffDto[] }> {
      if (!(await repo.findZone(ctx.session.tenantId, districtId)))
        throw errors.entityNotFound('District', districtId);
      return { items: await list(ctx, districtId) };
    },

    /** Prices a zone the caller sees in a vehicle type it sees; one own tariff per zone and vehicle. */
    async save(ctx: Ctx, input: SaveTransferTariffInput): Promise<TransferTariffDto> {
      const tenantId = ctx.session.tenantId;
      if (!(await repo.findZone(tenantId, input.districtId)))
        throw errors.entityNotFound('District', input.districtId);
      if (!(await repo.findVehicle(tenantId, input.packageTypeId)))
        throw errors.entityNotFound('PackageType', input.packageTypeId);
      let id: number;
      try {
        id = await repo.insertTariff(
          tenantId,
          {
            districtId: input.districtId,
            packageTypeId: input.packageTypeId,
            price: input.price,
            currency: input.currency,
            isActive: input.isActive,
          },
          ctx.session.userId,
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw transferErrors.tariffExists();
        throw err;
      }
      return dto(ctx, id, input.districtId);
    },

    /** Changes the price, currency or active flag of an own tariff (orders keep what they were charged). */
    async update(ctx: Ctx, input: UpdateTransferTariffInput): Promise<TransferTariffDto> {
      const row = await ownedTariff(ctx, input.id);
      await repo.updateTariff(
        ctx.session.tenantId,
        input.id,
        { price: input.price, currency: input.currency, isActive: input.isActive },
        ctx.session.userId,
      );
      return dto(ctx, input.id, row.districtId);
    },

    /** Soft-deletes an own tariff; on a tenant's site the host's tariff for that vehicle applies again. */
    async delete(ctx: Ctx, id: number): Promise<null> {
      await ownedTariff(ctx, id);
      await repo.softDeleteTariff(ctx.session.tenantId, id, ctx.session.userId);
      return null;
    },
  };
}
export type TransferTariffsService = ReturnType<typeof createTransferTariffsService>;
