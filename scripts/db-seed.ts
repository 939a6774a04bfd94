/**
 * Loads the demo shop (products, recipes, blog posts, discount codes) into the configured
 * database. Rows that are already there are left as they are, so it is safe to run again.
 */
import "./load-env";
import { openConfiguredDatabase } from "../app/server/db/index.server";
import { seedDemoData } from "../app/server/db/seed.server";

try {
  const connection = await openConfiguredDatabase();
  const added = await seedDemoData(connection.db);
  console.log(
    `Demo data in ${connection.location}: added ${added.products} products, ${added.recipes} recipes, ` +
      `${added.blogPosts} blog posts and ${added.discountCodes} discount codes.`,
  );
  await connection.close();
} catch (error) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
