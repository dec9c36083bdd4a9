import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
import { settings } from './settings.tables.js';

const scope = (tenantId: number | null) => and(ownedBy(settings.tenantId, tenantId), isNull(settings.userId));

/** Application (host) and tenant setting values; user-scoped settings come with account settings. */
export function createSettingsRepository(db: Db) {
  return {
    async get(tenantId: number | null, name: string): Promise<string | undefined> {
      const [row] = await db
        .select({ value: settings.value })
        .from(settings)
        .where(and(scope(tenantId), eq(settings.name, name)));
      return row?.value;
    },

    async set(tenantId: number | null, name: string, value: string, modifierUserId: number | null = null) {
      // drizzle cannot target an expression index in ON CONFLICT, hence raw SQL
      await db.execute(sql`
        insert into settings (tenant_id, user_id, name, value)
        values (${tenantId}, null, ${name}, ${value})
        on conflict (coalesce(tenant_id, 0), coalesce(user_id, 0), name)
        do update set value = excluded.value, last_modification_time = now(),
          last_modifier_user_id = ${modifierUserId}`);
    },

    /** Inserts only when absent: seeds must never overwrite what an admin changed. */
    async setIfAbsent(tenantId: number | null, name: string, value: string) {
      await db.insert(settings).values({ tenantId, userId: null, name, value }).onConflictDoNothing();
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
