import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityScripts } from "./script-priority.server";

async function rewrite(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityScripts()));
}

const page =
  "<html><head><title>Græskarsuppe – Krukke</title></head><body><p>Æbler, øl og ål</p>" +
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/><script type="module">import("/x.js")</script></body></html>';
const expected = page.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

describe("low-priority script preloads", () => {
  it("marks every modulepreload link and leaves the rest of the page as it was", async () => {
    expect(await rewrite([page])).toBe(expected);
  });

  it("finds a link cut in two anywhere by the stream, and keeps letters cut in two whole", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut)];
      const out = await text(Readable.from(chunks).pipe(lowPriorityScripts()));
      expect(out, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it("passes a page without preloads through unchanged, however it is cut", async () => {
    const plain = "<p>Ingen scripts her: <link rel=</p>";
    expect(await rewrite(plain.split(""))).toBe(plain);
  });
});
