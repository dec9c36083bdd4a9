import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { TenantRecord } from '../../kernel/tenant-resolver.js';
import { tenants } from './tenancy.tables.js';

export type { TenantRecord };

const columns = {
  id: tenants.id,
  tenancyName: tenants.tenancyName,
  name: tenants.name,
  isActive: tenants.isActive,
  domains: tenants.domains,
};

/** Tenant reads used by request resolution and sign-in. */
export function createTenancyRepository(db: Db) {
  return {
    async findById(id: number): Promise<TenantRecord | undefined> {
      const [row] = await db
        .select(columns)
        .from(tenants)
        .where(and(eq(tenants.id, id), eq(tenants.isDeleted, false)));
      return row;
    },
    async findByTenancyName(tenancyName: string): Promise<TenantRecord | undefined> {
      const [row] = await db
        .select(columns)
        .from(tenants)
        .where(and(sql`lower(${tenants.tenancyName}) = lower(${tenancyName})`, eq(tenants.isDeleted, false)));
      return row;
    },
    async listActive(): Promise<TenantRecord[]> {
      return db
        .select(columns)
        .from(tenants)
        .where(and(eq(tenants.isActive, true), eq(tenants.isDeleted, false)));
    },
  };
}
export type TenancyRepository = ReturnType<typeof createTenancyRepository>;
