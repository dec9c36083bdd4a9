import type { Db } from '../../db/client.js';
import { comingSoonSubscriptions, contactMessages } from './contact.tables.js';

export type ContactMessageInsert = typeof contactMessages.$inferInsert;

/** The only SQL of the contact module. */
export function createContactRepository(db: Db) {
  return {
    async insertMessage(row: ContactMessageInsert): Promise<number> {
      const [inserted] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
      return inserted!.id;
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
