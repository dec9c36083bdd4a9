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
