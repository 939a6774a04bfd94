import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { answerUnexpectedErrors } from "./unexpected-errors";

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An app whose only route fails with `error`, as Express in development would answer it. */
async function failingWith(error: unknown, showStacks: boolean) {
  const app = express();
  app.set("env", "development"); // what NODE_ENV=development gives Express
  app.get("/", () => {
    throw error;
  });
  app.use(answerUnexpectedErrors({ showStacks }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  return fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
}

describe("answerUnexpectedErrors", () => {
  it("answers a failure with a plain 500 that names no file, line or message, whatever NODE_ENV says", async () => {
    const answer = await failingWith(
      new TypeError("secret detail at /srv/krukke/build/server/index.js"),
      false,
    );
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(text).toBe("Server error: please try again in a moment.\n");
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps a client's mistake its 4xx status, said in a word", async () => {
    const answer = await failingWith(Object.assign(new URIError("URI malformed"), { status: 400 }), false);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe("Bad Request\n");
  });

  it("on the development server leaves the error to Express, which shows the developer its stack", async () => {
    const answer = await failingWith(new Error("what went wrong"), true);
    expect(answer.status).toBe(500);
    expect(await answer.text()).toMatch(/Error: what went wrong<br> &nbsp; &nbsp;at /);
  });
});
