/**
 * Creates an admin account, or makes an existing account an admin:
 *
 *   npm run admin:create -- --email anna@krukke.dk [--password …] [--first-name Anna] [--last-name Hansen]
 *
 * Without --password a password is generated and printed once. With the embedded database,
 * stop the shop first (one process at a time may use DATA_DIR).
 */
import "./load-env";
import { parseArgs } from "node:util";
import { createOrPromoteAdmin } from "../app/server/admin/admins.server";
import { openConfiguredDatabase, setConnection } from "../app/server/db/index.server";

const usage =
  "usage: npm run admin:create -- --email <address> [--password <at least 12 characters>] [--first-name <name>] [--last-name <name>]";

let args;
try {
  args = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
  }).values;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
  process.exit(2);
}
if (!args.email) {
  console.error(usage);
  process.exit(2);
}

try {
  const connection = await openConfiguredDatabase();
  setConnection(connection);
  const outcome = await createOrPromoteAdmin({
    email: args.email,
    password: args.password,
    firstName: args["first-name"],
    lastName: args["last-name"],
  });
  if (outcome.kind === "already-admin") console.log(`${outcome.email} is already an admin.`);
  if (outcome.kind === "promoted")
    console.log(`${outcome.email} is now an admin. Sign in as usual and open /admin.`);
  if (outcome.kind === "created") {
    console.log(`Admin account created for ${outcome.email}. Sign in at /login and open /admin.`);
    if (outcome.generated)
      console.log(`Password (shown once, change it with "Glemt adgangskode"): ${outcome.password}`);
  }
  setConnection(undefined);
  await connection.close();
} catch (error) {
  console.error(`Could not create the admin: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
