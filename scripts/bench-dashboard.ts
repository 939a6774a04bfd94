/**
 * `npm run bench:dashboard`: what the owner's dashboard costs at 1,000 and at 100,000 orders
 * (app/server/admin/sales-dashboard.server.ts, called as the page's loader calls it), on a
 * throwaway PostgreSQL (scripts/lib/postgres.ts) loaded with the order book `npm run bench`
 * uses (scripts/lib/bench-orders.ts). The period is yesterday against the day before, which hold
 * the same orders at both sizes (dashboardPeriod); the target is the larger within 1.5× of the
 * smaller. `npm run bench`
 * measures the same page over HTTP with the rest of the shop.
 *
 * Options: --runs N (default 40).
 */
import { parseArgs } from "node:util";
import pg from "pg";
import { addOrders, dashboardPeriod } from "./lib/bench-orders";
import { throwawayDatabase } from "./lib/postgres";

process.env.AUTH_SECRET ??= "bench-dashboard-a-secret-of-at-least-32-characters";
process.env.LOG_LEVEL ??= "warn";

const { values } = parseArgs({ options: { runs: { type: "string", default: "40" } } });
const runs = Math.max(5, Number(values.runs) || 40);

const database = await throwawayDatabase(54333);
process.env.DATABASE_URL = database.url;
const { openDatabase } = await import("../app/server/db/client.server");
const { MIGRATIONS_FOLDER, setConnection } = await import("../app/server/db/index.server");
const { salesDashboard } = await import("../app/server/admin/sales-dashboard.server");
const { shopDate } = await import("../app/lib/copenhagen");

const connection = await openDatabase({ url: database.url, poolMax: 10 });
const client = new pg.Client({ connectionString: database.url });
client.on("error", () => {});

/** The median and 90th percentile of `runs` dashboards, after 5 to warm up (ms). */
async function time(): Promise<{ p50: number; p90: number }> {
  const period = { preset: "custom" as const, ...dashboardPeriod(shopDate()) };
  const took: number[] = [];
  for (let run = 0; run < runs + 5; run++) {
    const start = performance.now();
    await salesDashboard(period);
    if (run >= 5) took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  return { p50: took[Math.floor(took.length / 2)]!, p90: took[Math.floor(took.length * 0.9)]! };
}

try {
  await connection.migrate(MIGRATIONS_FOLDER);
  setConnection(connection);
  await client.connect();
  await client.query(
    `insert into products (title, base_price, type) select 'Bench ' || g, 60, 'soup' from generate_series(1, 20) g`,
  );
  await addOrders(client, 1, 1_000);
  await client.query("vacuum analyze");
  const small = await time();
  await addOrders(client, 1_001, 100_000);
  await client.query("vacuum analyze");
  const large = await time();
  const { rows } = await client.query(
    "select (select count(*) from orders)::int orders, (select count(*) from invoices)::int documents",
  );
  console.log(`Dashboard for yesterday against the day before, ${runs} runs each (${database.describe}):\n`);
  console.log("| orders | documents | p50 | p90 |");
  console.log("| --: | --: | --: | --: |");
  console.log(`| 1,000 | – | ${small.p50.toFixed(1)} ms | ${small.p90.toFixed(1)} ms |`);
  console.log(
    `| ${rows[0].orders.toLocaleString("en")} | ${rows[0].documents.toLocaleString("en")} | ${large.p50.toFixed(1)} ms | ${large.p90.toFixed(1)} ms |`,
  );
  const ratio = large.p50 / small.p50;
  console.log(`\n100,000 / 1,000 at p50: ${ratio.toFixed(2)} (target 1.5 or less)`);
  if (ratio > 1.5) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  setConnection(undefined);
  await client.end().catch(() => {});
  await connection.close();
  await database.drop();
}
