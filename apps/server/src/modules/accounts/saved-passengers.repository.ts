import type { SavedPassenger, SaveSavedPassengerInput } from '@charterdesk/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { savedPassengers } from './accounts.tables.js';

const columns = {
  id: savedPassengers.id,
  gender: savedPassengers.gender,
  name: savedPassengers.name,
  surname: savedPassengers.surname,
  birthday: savedPassengers.birthday,
  nationality: savedPassengers.nationality,
  passportNumber: savedPassengers.passportNumber,
  passportExpiry: savedPassengers.passportExpiry,
  turkishId: savedPassengers.turkishId,
};

type PassengerFields = Omit<SaveSavedPassengerInput, 'id'>;

/** A member's saved passengers; every query is scoped to the owning member. */
export function createSavedPassengersRepository(db: Db) {
  return {
    async list(userId: number): Promise<SavedPassenger[]> {
      const rows = await db
        .select(columns)
        .from(savedPassengers)
        .where(eq(savedPassengers.userId, userId))
        .orderBy(asc(savedPassengers.surname), asc(savedPassengers.name));
      return rows as SavedPassenger[];
    },

    async insert(userId: number, p: PassengerFields, at: Date): Promise<number> {
      const [row] = await db
        .insert(savedPassengers)
        .values({ userId, ...p, creationTime: at })
        .returning({ id: savedPassengers.id });
      return row!.id;
    },

    /** false when the passenger is not the member's */
    async update(userId: number, id: number, p: PassengerFields, at: Date): Promise<boolean> {
      const rows = await db
        .update(savedPassengers)
        .set({ ...p, lastModificationTime: at })
        .where(and(eq(savedPassengers.id, id), eq(savedPassengers.userId, userId)))
        .returning({ id: savedPassengers.id });
      return rows.length > 0;
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(savedPassengers)
        .where(and(eq(savedPassengers.id, id), eq(savedPassengers.userId, userId)))
        .returning({ id: savedPassengers.id });
      return rows.length > 0;
    },

    async deleteAll(tx: Db, userId: number): Promise<void> {
      await tx.delete(savedPassengers).where(eq(savedPassengers.userId, userId));
    },

    /** The member's passenger with this name and birthday (the same person booked again), if saved. */
    async findSame(userId: number, p: { name: string; surname: string; birthday: string }) {
      const [row] = await db
        .select({ id: savedPassengers.id })
        .from(savedPassengers)
        .where(
          and(
            eq(savedPassengers.userId, userId),
            sql`upper(${savedPassengers.name}) = ${p.name.toUpperCase()}`,
            sql`upper(${savedPassengers.surname}) = ${p.surname.toUpperCase()}`,
            eq(savedPassengers.birthday, p.birthday),
          ),
        );
      return row?.id;
    },
  };
}
export type SavedPassengersRepository = ReturnType<typeof createSavedPassengersRepository>;
