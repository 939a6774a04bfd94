/** Structured (JSON) logs, one line per event, for whatever collects stdout in production. */
import { pino } from "pino";
import { config } from "./config.server";

export const logger = pino({
  level: config().logLevel,
  base: { service: "krukke" },
  // Never write secrets or personal data that may ride along in an error or request.
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
    remove: true,
  },
});
