import { boolean, integer, timestamp } from 'drizzle-orm/pg-core';

/** ABP full-audited columns: creation, last modification and soft delete. */
export function auditColumns() {
  return {
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    creatorUserId: integer('creator_user_id'),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true, mode: 'date' }),
    lastModifierUserId: integer('last_modifier_user_id'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deleterUserId: integer('deleter_user_id'),
    deletionTime: timestamp('deletion_time', { withTimezone: true, mode: 'date' }),
  };
}

/** The audit columns an update sets: when and by whom the row was last changed. */
export const modifiedBy = (actorId: number | null, time: Date = new Date()) => ({
  lastModificationTime: time,
  lastModifierUserId: actorId,
});

/** The audit columns a soft delete sets: the row stays, marked deleted, with who and when. */
export const softDeletedBy = (actorId: number | null, time: Date = new Date()) => ({
  isDeleted: true,
  deleterUserId: actorId,
  deletionTime: time,
});
