/**
 * Reads every request's body within its limit before React Router sees it (which would
 * otherwise read any amount into memory): a declared length over the limit is refused at once,
 * and a body without one (chunked) is counted as it arrives and refused when it passes the
 * limit. A refused body gets 413, and nothing of it is stored (or held: the rest is thrown away).
 * The back office's image forms take 10 MB from an admin only: the session is looked up before
 * the body is read, and anyone else gets the forms' 64 kB (request-limits.server.ts).
 */
import type { Request as ExpressRequest, NextFunction, Response } from "express";
import getRawBody from "raw-body";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { sandboxesInUse } from "~/server/config.server";
import { resolveLanguage } from "~/server/language.server";
import { bodyLimitFor, tooLargeAnswer } from "~/server/request-limits.server";
import { getUser } from "~/server/session.server";

const bodies = new WeakMap<ExpressRequest, Buffer>();

/** The body `limitRequestBodies` read for `req` (undefined: it had none). */
export function bufferedBody(req: ExpressRequest): Buffer | undefined {
  return bodies.get(req);
}

function hasBody(req: ExpressRequest): boolean {
  if (req.method === "GET" || req.method === "HEAD") return false; // React Router ignores it
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** The request's address and cookies, as the pages' helpers read them (no body, no more). */
function headOf(req: ExpressRequest): Request {
  return new Request(new URL(req.originalUrl, "http://shop"), {
    headers: { cookie: req.get("cookie") ?? "" },
  });
}

/** The visitor's language (`?lang=`, then the cookie), as the pages choose it. */
function languageOf(req: ExpressRequest): Language {
  try {
    return resolveLanguage(headOf(req)).language;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Whether the request's session is an admin's (no session cookie: no, without asking). */
async function sentByAdmin(req: ExpressRequest): Promise<boolean> {
  return (await getUser(headOf(req)))?.role === "admin";
}

export async function limitRequestBodies(
  req: ExpressRequest,
  res: Response,
  next: NextFunction,
): Promise<void> {
  if (!hasBody(req)) return next();
  let limit: number;
  try {
    limit = await bodyLimitFor(req.path, () => sentByAdmin(req));
  } catch (error) {
    return next(error); // the session could not be looked up (the database is away)
  }
  try {
    const body = await getRawBody(req, {
      limit,
      length: req.headers["transfer-encoding"] === undefined ? req.headers["content-length"] : undefined,
    });
    bodies.set(req, body);
    next();
  } catch (error) {
    const type = (error as getRawBody.RawBodyError).type;
    if (type === "request.aborted") return; // the client went away: nobody to answer
    if (type !== "entity.too.large") {
      answerAndDiscardTheRest(req, res, 400, {
        contentType: "text/plain; charset=utf-8",
        body: "Bad request body\n",
      });
      return;
    }
    // Browsers ask for HTML when they post a form; programs get a line of text.
    const wantsHtml = /\btext\/html\b/.test(req.get("accept") ?? "");
    const answer = tooLargeAnswer({
      limit,
      language: languageOf(req),
      wantsHtml,
      sandboxes: sandboxesInUse(),
    });
    answerAndDiscardTheRest(req, res, 413, answer);
  }
}

/** How long a refused body may keep coming before its connection is closed. */
const LINGER_MS = 30_000;

/**
 * Sends the whole answer at once, then reads what is still coming of the refused body and
 * throws it away, holding nothing, before ending the response. Closing the connection while the
 * client is still sending would reset it, and the client could lose the answer with it (web
 * servers call this a "lingering close"). A body still coming after LINGER_MS is cut off.
 */
function answerAndDiscardTheRest(
  req: ExpressRequest,
  res: Response,
  status: number,
  answer: { contentType: string; body: string },
): void {
  const body = Buffer.from(answer.body);
  res.status(status);
  res.setHeader("Content-Type", answer.contentType);
  res.setHeader("Content-Length", body.length);
  // Out now, as it is: not held back by the compression middleware until the end.
  res.setHeader("Cache-Control", "no-store, no-transform");
  res.write(body);
  const finish = () => {
    clearTimeout(timer);
    if (!res.writableEnded) res.end();
  };
  const timer = setTimeout(() => {
    finish();
    req.socket.destroy();
  }, LINGER_MS);
  timer.unref();
  if (req.complete) return finish();
  req.once("end", finish);
  req.once("close", finish);
  req.resume();
}
