import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration into ./drizzle from the schema.
// Migrations are applied by the app itself at start (see app/server/db/migrate.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/db/schema.server.ts",
  out: "./drizzle",
  casing: "snake_case",
});
