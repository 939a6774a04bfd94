/**
 * One run of the subscriptions job in a process of its own, as a second app instance would run
 * it: the database, QuickPay and the shop's clock all come from the environment. It says
 * "ready" once loaded and waits for "go" on its standard input, so a test can start two at the
 * same moment; then it prints the run's summary as JSON and exits.
 * Used by tests/integration/subscription-charges.test.ts.
 */
import "~/i18n/texts.server";
import { createInterface } from "node:readline";
import { openConfiguredDatabase, setConnection } from "~/server/db/index.server";
import { runSubscriptions } from "~/server/subscriptions/job.server";

const connection = await openConfiguredDatabase();
setConnection(connection);
console.log("ready");
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line === "go") break;
lines.close();
try {
  console.log(JSON.stringify(await runSubscriptions()));
} finally {
  await connection.close();
}
