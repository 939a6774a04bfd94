/**
 * The last handler: an error no route answered (React Router answers its own, with its error
 * page). The answer names no file, line or message, whatever NODE_ENV says: Express's own
 * handler sends the stack whenever NODE_ENV is not "production". Only the development server
 * (`npm run dev`, where `showStacks` is true) passes the error on to it, for the developer.
 */
import { STATUS_CODES } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { redactUrl } from "~/lib/log-redaction";
import { logger } from "~/server/logger.server";

export function answerUnexpectedErrors(options: { showStacks: boolean }) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (options.showStacks) return next(error);
    const declared = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
    const status = [declared.status, declared.statusCode].find(
      (value): value is number =>
        Number.isInteger(value) && (value as number) >= 400 && (value as number) < 500,
    );
    if (!status)
      logger.error({ err: error, url: redactUrl(req.originalUrl) }, "unhandled error in the HTTP server");
    if (res.headersSent) {
      // Part of an answer went out already: all that can be done is to end it.
      res.destroy();
      return;
    }
    res.status(status ?? 500);
    res.setHeader("Cache-Control", "no-store");
    res
      .type("text/plain")
      .send(status ? `${STATUS_CODES[status]}\n` : "Server error: please try again in a moment.\n");
  };
}
