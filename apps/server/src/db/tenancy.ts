import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/*
 * Host/tenant scoping of catalogue tables whose tenant_id null marks the host's rows. The host's rows are
 * offered on every site variant but only the host may change them; a tenant adds and changes its own rows.
 */

/** A table with the tenant and soft-delete columns these conditions read. */
export interface TenantScopedTable {
  id: PgColumn;
  tenantId: PgColumn;
  isDeleted: PgColumn;
}

/** Rows a site variant sees: the host's shared rows plus, for a tenant, its own (the host sees only the shared). */
export const visibleTo = (column: PgColumn, tenantId: number | null): SQL =>
  tenantId === null ? isNull(column) : or(isNull(column), eq(column, tenantId))!;

/** Rows a site variant may change: only its own (for the host, the shared rows). */
export const ownedBy = (column: PgColumn, tenantId: number | null): SQL =>
  tenantId === null ? isNull(column) : eq(column, tenantId);

/** Live (not soft-deleted) rows of the table the site variant sees. */
export const liveVisible = (table: TenantScopedTable, tenantId: number | null): SQL =>
  and(visibleTo(table.tenantId, tenantId), eq(table.isDeleted, false))!;

/** The live row `id` if the site variant sees it (its own or the host's). */
export const visibleRow = (table: TenantScopedTable, tenantId: number | null, id: number): SQL =>
  and(eq(table.id, id), liveVisible(table, tenantId))!;

/** The live row `id` if the site variant owns it: what an update or delete may touch. */
export const ownedRow = (table: TenantScopedTable, tenantId: number | null, id: number): SQL =>
  and(eq(table.id, id), ownedBy(table.tenantId, tenantId), eq(table.isDeleted, false))!;
