import { defineConfig } from 'drizzle-kit'

// Migrations are generated from src/db/schema/ (one file per domain) and applied at start
// (openDatabase in src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './src/db/migrations',
})
