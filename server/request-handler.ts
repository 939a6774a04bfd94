/**
 * React Router's request handler for Express, as `@react-router/express` makes it, but with the
 * body `limitRequestBodies` already read (within its limit) instead of the request stream,
 * which that adapter reads whole whatever its size. Otherwise the same: the address (with
 * X-Forwarded-Host's port behind a trusted proxy), headers, an abort signal for a client that
 * goes away, and the response streamed back.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, NextFunction, Response as ExpressResponse } from "express";
import {
  createRequestHandler as createReactRouterHandler,
  type AppLoadContext,
  type ServerBuild,
} from "react-router";
import { bufferedBody } from "./request-body";

export function createRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}) {
  // The production build hides server errors' details from visitors, whatever NODE_ENV says.
  const handleRequest = createReactRouterHandler(
    options.build,
    import.meta.env.PROD ? "production" : "development",
  );
  /**
   * React Router's answer to a request, in the given context, not sent yet; rendered at
   * `address` (a path and query) instead of the request's own when given.
   */
  const render = (req: ExpressRequest, res: ExpressResponse, context: AppLoadContext, address?: string) =>
    handleRequest(fetchRequestOf(req, res, address ?? req.originalUrl), context);
  return {
    render,
    handle: async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
      try {
        await sendResponse(res, await render(req, res, options.getLoadContext(req, res)));
      } catch (error) {
        next(error);
      }
    },
  };
}

function fetchRequestOf(req: ExpressRequest, res: ExpressResponse, address: string): Request {
  const [, forwardedPort] = req.app.enabled("trust proxy")
    ? (req.get("X-Forwarded-Host")?.split(":") ?? [])
    : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value ?? "", 10))
    .find((value) => Number.isSafeInteger(value));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${address}`);

  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());

  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  const init: RequestInit = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A Buffer of raw-body's own (never a SharedArrayBuffer's), which the types cannot tell.
    init.body = (bufferedBody(req) ?? new Uint8Array()) as Uint8Array<ArrayBuffer>;
  }
  return new Request(url.href, init);
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
