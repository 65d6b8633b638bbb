/** The database schema (pg-core), the single definition both PGlite and PostgreSQL run. */
import { integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Facts about the database itself, such as which seed version it holds. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Legal disclaimers, registered by numeric id and written per language. */
export const disclaimers = pgTable(
  'disclaimers',
  {
    id: integer('id').notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    label: text('label').notNull(),
    content: text('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.id, table.lang] })],
);
