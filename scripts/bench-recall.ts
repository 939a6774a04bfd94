/**
 * `npm run bench:recall`: how long a recall takes to reach many customers
 * (app/server/batches/recall.server.ts). On a throwaway PostgreSQL (scripts/lib/postgres.ts) it
 * makes one product, one lot and N shipped orders from it, each a different customer (bulk SQL),
 * plus N/10 packed orders not yet shipped (half of them movable to a second lot), then starts the
 * recall and prints how long until it committed with every e-mail queued in the outbox, and the
 * rows it wrote. The target is under a minute for 10,000 customers.
 *
 * Options: --customers N (default 10000).
 */
import { parseArgs } from "node:util";
import pg from "pg";
import { throwawayDatabase } from "./lib/postgres";

process.env.AUTH_SECRET ??= "bench-recall-a-secret-of-at-least-32-characters";
process.env.LOG_LEVEL ??= "warn";

const { values } = parseArgs({ options: { customers: { type: "string", default: "10000" } } });
const customers = Number(values.customers);
const unshipped = Math.floor(customers / 10);

const database = await throwawayDatabase(54332);
process.env.DATABASE_URL = database.url;
const { openDatabase } = await import("../app/server/db/client.server");
const { MIGRATIONS_FOLDER, setConnection } = await import("../app/server/db/index.server");
const { startRecall } = await import("../app/server/batches/recall.server");

const connection = await openDatabase({ url: database.url, poolMax: 4 });
try {
  await connection.migrate(MIGRATIONS_FOLDER);
  setConnection(connection);
  const client = new pg.Client({ connectionString: database.url });
  client.on("error", () => {});
  await client.connect();
  const seedStart = performance.now();
  const {
    rows: [product],
  } = await client.query(
    `insert into products (title, title_en, base_price, type, shelf_life_days)
     values ('Bench-suppe', 'Bench soup', 55, 'soup', 10) returning id`,
  );
  const {
    rows: [bad],
  } = await client.query(
    `insert into batches (product_id, lot_code, produced_on, best_before, jars_made)
     values ($1, 'BENCH-BAD', '2026-11-20', '2026-11-30', $2), ($1, 'BENCH-GOOD', '2026-11-21', '2026-12-01', $3)
     returning id`,
    [product.id, (customers + unshipped) * 2, unshipped],
  );
  // Shipped orders, one customer each, and packed orders not yet shipped: 2 jars from the lot.
  await client.query(
    `insert into orders (status, subtotal_price, freight_price, total_price, customer_name, customer_email,
                         language, delivery_provider, delivery_date, paid_at, shipped_at, packed_at)
     select case when n <= $1::int then 'shipped' else 'paid' end, 110, 50, 160, 'Kunde ' || n,
            'kunde' || n || '@example.dk', case when n % 5 = 0 then 'en' else 'da' end, 'standard',
            date '2026-11-24', now(), case when n <= $1::int then now() end, now()
     from generate_series(1, $1::int + $2::int) n`,
    [customers, unshipped],
  );
  await client.query(
    `insert into order_items (order_id, product_id, product_title, quantity, unit_price)
     select id, $1, 'Bench-suppe', 2, 55 from orders`,
    [product.id],
  );
  await client.query(
    `insert into order_item_batches (order_item_id, batch_id, quantity) select id, $1, 2 from order_items`,
    [bad.id],
  );
  await client.end();
  console.log(
    `Seeded ${customers} shipped orders and ${unshipped} packed, not shipped, in ${Math.round(performance.now() - seedStart)} ms (${database.describe}).`,
  );

  const start = performance.now();
  const result = await startRecall(
    { id: null, email: "bench@krukke.dk" },
    {
      productId: product.id,
      choice: { batchIds: [bad.id] },
      reason: "Mulige glasskår.",
      reasonEn: "Possible glass fragments.",
      advice: "Spis den ikke.",
      adviceEn: "Do not eat it.",
    },
  );
  const took = performance.now() - start;
  if (!result.ok) throw new Error(`the recall was refused: ${result.problem}`);
  const counter = new pg.Client({ connectionString: database.url });
  await counter.connect();
  const count = async (sql: string) => Number((await counter.query(sql)).rows[0].n);
  const queued = await count(`select count(*) n from email_outbox where template = 'recall'`);
  const fates = await count(`select count(*) n from recall_orders`);
  console.log("\n| customers reached | e-mails queued | orders recorded | until committed |");
  console.log("| --: | --: | --: | --: |");
  console.log(`| ${customers + unshipped} | ${queued} | ${fates} | ${(took / 1000).toFixed(1)} s |`);
  await counter.end();
  if (queued < customers) {
    console.error(`only ${queued} of ${customers} e-mails were queued`);
    process.exitCode = 1;
  }
  if (took > 60_000) {
    console.error("the recall took more than a minute");
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  setConnection(undefined);
  await connection.close();
  await database.drop();
}
