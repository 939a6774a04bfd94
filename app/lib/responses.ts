/**
 * The answers a loader or action gives when the request cannot be served as asked. Thrown, they
 * are rendered by the error boundaries by their status (`ItemNotFound`, the root's); returned,
 * they set the page's status.
 */
import { data } from "react-router";

/** Nothing here, or nothing this viewer may know of: a 404 without a body. `throw notFound()`. */
export function notFound() {
  return data(null, { status: 404 });
}

/** A CSV file to download as `filename`, kept by no cache (it holds the shop's own data). */
export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
