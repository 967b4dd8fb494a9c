// Columns many tables share, written one way: their times (with the time zone, set by the database)
// and their money (exact decimals). Not a table: schema/index.ts does not export it.
import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Exact money (USD, stablecoin units): numeric, read and written as a decimal string, never a float. */
export const money = (name: string) => numeric(name, { precision: 30, scale: 6 });
