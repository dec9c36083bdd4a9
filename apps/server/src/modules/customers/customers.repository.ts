import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
import { likePattern, sortingToOrderBy } from '../../kernel/sorting.js';
import { customers } from './customers.tables.js';

export interface CustomerValues {
  email: string;
  name: string;
  surname: string;
  mobilePhone: string | null;
  countryCode: string | null;
  newsletter: boolean;
  note: string | null;
}

export interface CustomerRow extends CustomerValues {
  id: number;
  userId: number | null;
  orderCount: number;
  lastOrderTime: Date | null;
  creationTime: Date;
  lastModificationTime: Date | null;
}

const tenantIs = (tenantId: number | null) => ownedBy(customers.tenantId, tenantId);

export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Customers of one tenant (null = host), never soft-deleted ones; the only place touching their table. */
export function createCustomersRepository(db: Db) {
  function selectRows() {
    return db
      .select({
        id: customers.id,
        email: customers.email,
        name: customers.name,
        surname: customers.surname,
        mobilePhone: customers.mobilePhone,
        countryCode: customers.countryCode,
        newsletter: customers.newsletter,
        note: customers.note,
        userId: customers.userId,
        orderCount: customers.orderCount,
        lastOrderTime: customers.lastOrderTime,
        creationTime: customers.creationTime,
        lastModificationTime: customers.lastModificationTime,
      })
      .from(customers);
  }

  return {
    async list(
      tenantId: number | null,
      filter: { keyword?: string; sorting?: string; skipCount: number; maxResultCount: number },
    ): Promise<{ totalCount: number; items: CustomerRow[] }> {
      const conditions = [tenantIs(tenantId), eq(customers.isDeleted, false)];
      if (filter.keyword) {
        const like = likePattern(filter.keyword);
        const phone = filter.keyword.replace(/[\s()-]/g, '');
        conditions.push(
          or(
            ilike(customers.name, like),
            ilike(customers.surname, like),
            ilike(sql`${customers.name} || ' ' || ${customers.surname}`, like),
            ilike(customers.email, like),
            ...(phone ? [ilike(customers.mobilePhone, likePattern(phone))] : []),
          )!,
        );
      }
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(customers).where(where);
      const query = selectRows();
      const sorts: Record<string, SQL> = {
        name: sql`${customers.name}`,
        surname: sql`${customers.surname}`,
        email: sql`lower(${customers.email})`,
        creationtime: sql`${customers.creationTime}`,
        ordercount: sql`${customers.orderCount}`,
        lastordertime: sql`${customers.lastOrderTime}`,
      };
      const items = await query
        .where(where)
        .orderBy(
          ...sortingToOrderBy(filter.sorting, sorts, [
            sql`${customers.lastOrderTime} desc nulls last`,
            desc(customers.creationTime),
          ]),
          desc(customers.id),
        )
        .offset(filter.skipCount)
        .limit(filter.maxResultCount);
      return { totalCount: total?.n ?? 0, items };
    },

    async find(tenantId: number | null, id: number): Promise<CustomerRow | undefined> {
      const query = selectRows();
      const [row] = await query.where(
        and(eq(customers.id, id), tenantIs(tenantId), eq(customers.isDeleted, false)),
      );
      return row;
    },

    /** Id of the live customer of the tenant with this e-mail (case-insensitive), for uniqueness checks. */
    async idByEmail(tenantId: number | null, email: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(
            tenantIs(tenantId),
            eq(customers.isDeleted, false),
            eq(sql`lower(${customers.email})`, email.toLowerCase()),
          ),
        );
      return row?.id;
    },

    async insert(tenantId: number | null, values: CustomerValues, actorId: number | null): Promise<number> {
      const [row] = await db
        .insert(customers)
        .values({ tenantId, ...values, creatorUserId: actorId })
        .returning({ id: customers.id });
      return row!.id;
    },

    async update(tenantId: number | null, id: number, values: CustomerValues, actorId: number | null) {
      await db
        .update(customers)
        .set({ ...values, lastModificationTime: new Date(), lastModifierUserId: actorId })
        .where(and(eq(customers.id, id), tenantIs(tenantId), eq(customers.isDeleted, false)));
    },

    async softDelete(tenantId: number | null, id: number, actorId: number | null) {
      await db
        .update(customers)
        .set({ isDeleted: true, deleterUserId: actorId, deletionTime: new Date() })
        .where(and(eq(customers.id, id), tenantIs(tenantId), eq(customers.isDeleted, false)));
    },

    /**
     * A closed member account's customer record loses every personal field.
     */
    async anonymiseByUser(userId: number): Promise<void> {
      const placeholder = `deleted-${userId}@deleted.invalid`;
      await db
        .update(customers)
        .set({
          email: placeholder,
          name: 'DELETED',
          surname: 'DELETED',
          mobilePhone: null,
          note: null,
          newsletter: false,
          isDeleted: true,
          deletionTime: new Date(),
        })
        .where(eq(customers.userId, userId));
    },

    /**
     * An order's contact becomes (or refreshes) the tenant's customer with that e-mail in one statement, so
     * two simultaneous orders of a new customer cannot both insert; its order count grows by the orders
     * placed. Staff-entered note, country and newsletter choice are kept; an already linked member account
     * is not replaced.
     */
    async upsertOrderContact(
      tenantId: number | null,
      contact: { email: string; name: string; surname: string; mobilePhone: string },
      userId: number | null,
      actorId: number | null,
      placed: { orders: number; time: Date },
    ): Promise<void> {
      await db.execute(sql`
        insert into customers (tenant_id, email, name, surname, mobile_phone, user_id, creator_user_id,
                               order_count, last_order_time)
        values (${tenantId}, ${contact.email}, ${contact.name}, ${contact.surname}, ${contact.mobilePhone},
                ${userId}, ${actorId}, ${placed.orders}, ${placed.time.toISOString()})
        on conflict (coalesce(tenant_id, 0), lower(email)) where is_deleted = false
        do update set name = excluded.name,
                      surname = excluded.surname,
                      mobile_phone = excluded.mobile_phone,
                      user_id = coalesce(customers.user_id, excluded.user_id),
                      order_count = customers.order_count + excluded.order_count,
                      last_order_time = greatest(customers.last_order_time, excluded.last_order_time),
                      last_modification_time = now(),
                      last_modifier_user_id = excluded.creator_user_id`);
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
