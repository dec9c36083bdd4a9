import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
import { utcDayRange } from '../../kernel/day-range.js';
import { likePattern, sortingToOrderBy } from '../../kernel/sorting.js';
import { comingSoonSubscriptions, contactMessages } from './contact.tables.js';

export type ContactMessageInsert = typeof contactMessages.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

const tenantOf = (tenantId: number | null) => ownedBy(contactMessages.tenantId, tenantId);

const SORTS: Record<string, SQL> = {
  creationtime: sql`${contactMessages.creationTime}`,
  name: sql`${contactMessages.name}`,
  email: sql`${contactMessages.email}`,
  subject: sql`${contactMessages.subject}`,
};

/** How much of a message the list carries. */
export const PREVIEW_LENGTH = 160;

/** The only SQL of the contact module. */
export function createContactRepository(db: Db) {
  return {
    async insertMessage(row: ContactMessageInsert): Promise<number> {
      const [inserted] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
      return inserted!.id;
    },
    /** A page of the tenant's messages; keyword on name, e-mail and subject; whole UTC days from/to. */
    async listMessages(
      tenantId: number | null,
      filter: {
        keyword?: string | undefined;
        from?: string | undefined;
        to?: string | undefined;
        sorting?: string | undefined;
        skipCount: number;
        maxResultCount: number;
      },
    ) {
      const range = utcDayRange(filter.from, filter.to);
      const like = filter.keyword ? likePattern(filter.keyword) : undefined;
      const where = and(
        tenantOf(tenantId),
        like
          ? or(
              ilike(contactMessages.name, like),
              ilike(contactMessages.email, like),
              ilike(contactMessages.subject, like),
            )
          : undefined,
        range.start ? gte(contactMessages.creationTime, range.start) : undefined,
        range.end ? lt(contactMessages.creationTime, range.end) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
      const items = await db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          phone: contactMessages.phone,
          subject: contactMessages.subject,
          culture: contactMessages.culture,
          preview: sql<string>`left(${contactMessages.message}, ${PREVIEW_LENGTH})`,
          creationTime: contactMessages.creationTime,
        })
        .from(contactMessages)
        .where(where)
        .orderBy(
          ...sortingToOrderBy(filter.sorting, SORTS, [desc(contactMessages.creationTime)]),
          desc(contactMessages.id),
        )
        .offset(filter.skipCount)
        .limit(filter.maxResultCount);
      return { totalCount: total?.n ?? 0, items };
    },

    async findMessage(tenantId: number | null, id: number): Promise<ContactMessageRow | undefined> {
      const [row] = await db
        .select()
        .from(contactMessages)
        .where(and(eq(contactMessages.id, id), tenantOf(tenantId)));
      return row;
    },

    /** Idempotent: a second request for the same e-mail and product changes nothing. */
    async subscribe(row: {
      tenantId: number | null;
      culture: string;
      email: string;
      product: string;
      creationTime: Date;
    }): Promise<void> {
      await db.insert(comingSoonSubscriptions).values(row).onConflictDoNothing();
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
