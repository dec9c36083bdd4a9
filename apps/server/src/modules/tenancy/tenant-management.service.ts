import {
  type CreateTenantInput,
  CURRENCIES,
  type Culture,
  type Currency,
  type PagedResult,
  type TenantDto,
} from '@charterdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError, errors } from '../../kernel/errors.js';
import type { AbpSession } from '../../kernel/request-context.js';
import type { TenantResolver } from '../../kernel/tenant-resolver.js';
import { ALLOWED_CURRENCIES_SETTING } from '../currency/currency.service.js';
import { endTenantSessions, ensureAdminUser } from '../identity/identity.provisioning.js';
import type { SettingStore } from '../settings/settings.service.js';
import type { TenantManagementRepository, TenantRow } from './tenant-management.repository.js';

const duplicateTenancyName = (name: string) =>
  new AppError({
    status: 409,
    key: 'tenancy.duplicate_name',
    message: 'Identity.DuplicateTenancyName',
    messageParams: { name },
  });

/** ABP TenantAppService: host-only management of site variants (brand, host names, currencies). */
export function createTenantManagementService(deps: {
  db: Db;
  repo: TenantManagementRepository;
  settings: SettingStore;
  resolver: TenantResolver;
  /** a tenant deactivated or deleted: its users' tokens and grants must be looked at again at once */
  onAccessChanged?: () => void;
  /** e-mails a new admin the link that sets its password */
  inviteAdmin?: (userId: number, culture: Culture) => Promise<void>;
}) {
  const { repo, settings } = deps;

  function hostOnly(s: AbpSession) {
    if (s.tenantId !== null) throw errors.permissionMissing(['Pages.Tenants']);
  }

  async function allowedCurrencies(tenantId: number): Promise<Currency[]> {
    // the format the currency module reads: "RUB" or "RUB,EUR"; absent = every currency
    const raw = await settings.get(tenantId, ALLOWED_CURRENCIES_SETTING);
    const list = raw ? raw.split(',').map((c) => c.trim().toUpperCase()) : [...CURRENCIES];
    const allowed = CURRENCIES.filter((c) => list.includes(c));
    return allowed.length ? allowed : [...CURRENCIES];
  }

  async function toDto(t: TenantRow): Promise<TenantDto> {
    return { ...t, allowedCurrencies: await allowedCurrencies(t.id) };
  }

  async function dto(id: number): Promise<TenantDto> {
    const t = await repo.find(id);
    if (!t) throw errors.entityNotFound('Tenant', id);
    return toDto(t);
  }

  return {
    allowedCurrencies,

    async getAll(
      s: AbpSession,
      filter: { keyword?: string; isActive?: boolean; skipCount: number; maxResultCount: number },
    ): Promise<PagedResult<TenantDto>> {
      hostOnly(s);
      const page = await repo.list(filter);
      return { totalCount: page.totalCount, items: await Promise.all(page.items.map(toDto)) };
    },

    async get(s: AbpSession, id: number): Promise<TenantDto> {
      hostOnly(s);
      return dto(id);
    },

    /**
     * Creates the tenant, its Admin role and `admin` user without a password: the admin address gets the
     * link that sets it (a password in the answer would be lost by ABP clients and seen by the host).
     */
    async create(s: AbpSession, input: CreateTenantInput, culture: Culture): Promise<TenantDto> {
      hostOnly(s);
      if (await repo.nameTaken(input.tenancyName)) throw duplicateTenancyName(input.tenancyName);
      const id = await repo.insert(
        {
          tenancyName: input.tenancyName,
          name: input.name,
          isActive: input.isActive,
          domains: input.domains,
          connectionString: input.connectionString ?? null,
        },
        s.userId,
      );
      await settings.set(id, ALLOWED_CURRENCIES_SETTING, input.allowedCurrencies.join(','), s.userId);
      const admin = await ensureAdminUser(deps.db, id, {
        emailAddress: input.adminEmailAddress,
        withoutPassword: true,
      });
      deps.resolver.invalidate();
      if (admin.userId !== undefined) await deps.inviteAdmin?.(admin.userId, culture);
      return dto(id);
    },

    async update(
      s: AbpSession,
      input: {
        id: number;
        tenancyName: string;
        name: string;
        isActive: boolean;
        domains: string[];
        allowedCurrencies: Currency[];
      },
    ): Promise<TenantDto> {
      hostOnly(s);
      const before = await repo.find(input.id);
      if (!before) throw errors.entityNotFound('Tenant', input.id);
      if (await repo.nameTaken(input.tenancyName, input.id)) throw duplicateTenancyName(input.tenancyName);
      await repo.update(
        input.id,
        {
          tenancyName: input.tenancyName,
          name: input.name,
          isActive: input.isActive,
          domains: input.domains,
        },
        s.userId,
      );
      await settings.set(input.id, ALLOWED_CURRENCIES_SETTING, input.allowedCurrencies.join(','), s.userId);
      if (before.isActive && !input.isActive) await endTenantSessions(deps.db, input.id);
      deps.resolver.invalidate();
      deps.onAccessChanged?.();
      return dto(input.id);
    },

    async delete(s: AbpSession, id: number): Promise<null> {
      hostOnly(s);
      if (!(await repo.find(id))) throw errors.entityNotFound('Tenant', id);
      await repo.softDelete(id, s.userId);
      await endTenantSessions(deps.db, id);
      deps.resolver.invalidate();
      deps.onAccessChanged?.();
      return null;
    },
  };
}
export type TenantManagementService = ReturnType<typeof createTenantManagementService>;
