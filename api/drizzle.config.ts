import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @suite/api db:generate` writes SQL migrations into drizzle/ (committed); the API
// applies them at start with drizzle's migrator. Generation needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
