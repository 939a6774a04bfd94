/**
 * A subscription delivery is charged once however many app processes run the subscriptions job
 * at the same moment: two OS processes on one PostgreSQL server, talking to the QuickPay sandbox
 * over HTTP, make exactly one recurring request per delivery, counted where the sandbox receives
 * them. PostgreSQL only: PGlite is one process's database.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "~/server/admin/audit.server";
import { setShopClock } from "~/server/clock.server";
import { getDb } from "~/server/db/index.server";
import { orderCharges, orders } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { payInSandbox, sandboxKeys, SANDBOX_API_PATH } from "~/server/payments/quickpay-sandbox.server";
import { setSubscriptionDiscount } from "~/server/subscriptions/plan.server";
import { startSubscription } from "~/server/subscriptions/start.server";
import { setupTestDatabase } from "./helpers/database";
import { setupServiceServer } from "./helpers/service-server";
import { createUser } from "./helpers/users";

const database = setupTestDatabase();
const services = setupServiceServer();

// Sunday 29 November 2026, 12:30 in Copenhagen: Wednesday 2 December's orders are due (its
// cutoff is Monday 30 at 12:00, and an order is made 24 hours before).
const SUNDAY_1230 = new Date("2026-11-29T11:30:00Z");
const WED_2 = "2026-12-02";

beforeAll(async () => {
  await seedDemoData(getDb());
  await setSubscriptionDiscount(5, SYSTEM_ACTOR);
});
afterEach(() => setShopClock(null));

async function startedSubscription(): Promise<string> {
  const user = await createUser();
  const result = await startSubscription({
    userId: user.id,
    lines: [{ productId: demoId("product", "tomatsuppe"), quantity: 4 }],
    frequencyWeeks: 1,
    delivery: { provider: "standard" },
    startDate: WED_2,
    language: "da",
  });
  if (!result.ok) throw new Error(`not started: ${result.reason}`);
  await payInSandbox(Number(new URL(result.url).pathname.split("/").at(-1)), "approved");
  return result.id;
}

/** The subscriptions job in a process of its own, on this test's database and sandbox. */
function jobProcess(): {
  child: ChildProcessWithoutNullStreams;
  ready: Promise<void>;
  done: Promise<string>;
} {
  const keys = sandboxKeys();
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/subscriptions-job-process.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: database.current.url!,
      DATABASE_POOL_MAX: "3",
      DEMO_DATA: "false",
      PUBLIC_URL: services.url,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      QUICKPAY_API_KEY: keys.apiKey,
      QUICKPAY_PRIVATE_KEY: keys.privateKey,
      QUICKPAY_API_URL: `${services.url}${SANDBOX_API_PATH}`,
      // The sandbox's payments are test payments; the clock is the test's.
      QUICKPAY_TEST_MODE: "true",
      SHOP_CLOCK: SUNDAY_1230.toISOString(),
      LOG_LEVEL: "warn",
    },
  });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const ready = new Promise<void>((resolve) => {
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      if (stdout.includes("ready")) resolve();
    });
  });
  const done = new Promise<string>((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`job process exited ${code}: ${stderr}`)),
    ),
  );
  return { child, ready, done };
}

describe.runIf(process.env.DATABASE_URL)("two processes running the subscriptions job at once", () => {
  it("make exactly one recurring request per delivery, and every delivery is paid", async () => {
    const ids = [await startedSubscription(), await startedSubscription(), await startedSubscription()];
    const recurringRequests = () =>
      services.received.filter((request) => /\/subscriptions\/\d+\/recurring(\?|$)/.test(request.path));
    expect(recurringRequests()).toHaveLength(0);

    const processes = [jobProcess(), jobProcess()];
    try {
      await Promise.all(processes.map((process) => process.ready));
      for (const { child } of processes) child.stdin.write("go\n");
      await Promise.all(processes.map((process) => process.done));
    } finally {
      for (const { child } of processes) child.kill();
    }

    const made = await getDb().select().from(orders).where(inArray(orders.subscription_id, ids));
    expect(made).toHaveLength(3);
    expect(recurringRequests()).toHaveLength(3);
    expect(made.map((order) => order.status)).toEqual(["paid", "paid", "paid"]);
    const charges = await getDb()
      .select()
      .from(orderCharges)
      .where(
        inArray(
          orderCharges.order_id,
          made.map((order) => order.id),
        ),
      );
    expect(charges.map((charge) => [charge.status, charge.attempts])).toEqual([
      ["done", 1],
      ["done", 1],
      ["done", 1],
    ]);
  }, 120_000);
});
