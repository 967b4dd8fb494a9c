import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContractFormFunction } from '@suite/shared';
import { users } from './identity';

/**
 * A contract form an owner built: a contract on a chain, its ABI as pasted, and the functions (with
 * their fields' labels) a user-contract-form section shows visitors. Usable on any of the owner's widgets.
 */
export const contractForms = pgTable(
  'contract_forms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    abi: text('abi').notNull(),
    functions: jsonb('functions').$type<ContractFormFunction[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contract_forms_owner_name_idx').on(table.ownerId, table.name, table.id)],
);
