import { date, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.js';

/**
 * Travellers a member keeps on the account to fill the next booking's passenger form: added from their
 * bookings, edited or deleted by the member, deleted with the account (passport data only where it serves).
 */
export const savedPassengers = pgTable(
  'saved_passengers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gender: varchar('gender', { length: 8 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    surname: varchar('surname', { length: 64 }).notNull(),
    birthday: date('birthday').notNull(),
    nationality: varchar('nationality', { length: 2 }).notNull(),
    passportNumber: varchar('passport_number', { length: 20 }),
    passportExpiry: date('passport_expiry'),
    turkishId: varchar('turkish_id', { length: 11 }),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('saved_passengers_user_idx').on(t.userId)],
);
