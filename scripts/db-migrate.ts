/**
 * Applies pending migrations to the configured database (DATABASE_URL, or PGlite under
 * DATA_DIR) and stops. The app also migrates at start; this is for deployments that migrate
 * as a separate step (see docs/operations.md).
 */
import "./load-env";
import { openConfiguredDatabase } from "../app/server/db/index.server";

try {
  const connection = await openConfiguredDatabase();
  console.log(`Migrations applied: ${connection.location}`);
  await connection.close();
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
