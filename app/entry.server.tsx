/**
 * Renders a page on the server as a stream. Crawlers get the whole document at once;
 * browsers get the shell as soon as it is ready. Inline scripts carry the request's CSP nonce.
 * A page every guest shares (server/page-cache.ts) is rendered whole, without a nonce: the
 * cache allows its inline scripts by their hashes and says how long it may be kept.
 */
import fs from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import "~/i18n/texts.server";
import { StylesheetTextProvider } from "~/components/layout/inline-stylesheet";
import { redactUrl } from "~/lib/log-redaction";
import { logger } from "~/server/logger.server";
import stylesheet from "./app.css?url";

export const streamTimeout = 5_000;

/** The built stylesheet's text, which production pages carry inline (see InlineStylesheet). */
const stylesheetText = import.meta.env.DEV
  ? null
  : fs.readFileSync(path.join("build/client", stylesheet), "utf8");

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { shareable } = loadContext;
  const nonce = shareable ? undefined : loadContext.cspNonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      shareable || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <StylesheetTextProvider value={stylesheetText}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StylesheetTextProvider>,
      {
        nonce,
        // A finished Suspense boundary (each product card is one, to be hydrated on its own) is
        // written where it stands. By default React moves any after the first 12.8 kB of a page
        // to its end, with a script that puts it in place: a card would then stay hidden without
        // JavaScript, and every such page would carry scripts of its own.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Pages depend on the signed-in user and the language cookie: never share them (the
          // page cache decides for a guest's).
          if (!shareable && !responseHeaders.has("Cache-Control")) {
            responseHeaders.set("Cache-Control", "private, no-cache");
          }
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "error while streaming a page");
        },
      },
    );
  });
}

/** Errors from loaders and actions: logged once here, shown to the user by the error boundary. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error({ err: error, url: redactUrl(request.url) }, "unhandled error in a loader or action");
}
