import { createStaticHandler, isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { notFound } from "./responses";

describe("notFound", () => {
  it("is a 404 without a body or headers", () => {
    expect(notFound()).toMatchObject({ type: "DataWithResponseInit", data: null, init: { status: 404 } });
  });

  it("thrown by a loader, answers the page 404 and gives its error boundary a 404", async () => {
    const handler = createStaticHandler([
      {
        id: "item",
        path: "/item",
        loader: () => {
          throw notFound();
        },
        hasErrorBoundary: true,
      },
    ]);
    const context = await handler.query(new Request("http://localhost/item"));
    if (context instanceof Response) throw new Error("expected a rendered page, not a response");
    expect(context.statusCode).toBe(404);
    const error = context.errors?.item;
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
  });
});
