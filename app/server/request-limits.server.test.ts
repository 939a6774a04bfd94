import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "./images/process.server";
import {
  bodyLimitFor,
  FORM_BODY_LIMIT,
  formatLimit,
  tooLargeAnswer,
  UPLOAD_BODY_LIMIT,
} from "./request-limits.server";

const admin = async () => true;
const guest = async () => false;

describe("bodyLimitFor", () => {
  it("gives the back office's product, recipe and blog-post forms room for an image", async () => {
    for (const page of [
      "/admin/produkter/ny",
      "/admin/opskrifter/3f1c",
      "/admin/blog/ny",
      "/admin/blog/ny/",
    ]) {
      expect(await bodyLimitFor(page, admin)).toBe(UPLOAD_BODY_LIMIT);
    }
    expect(UPLOAD_BODY_LIMIT).toBeGreaterThan(MAX_UPLOAD_BYTES);
  });

  it("gives that room to an admin only: anyone else's image is over the forms' 64 kB", async () => {
    expect(await bodyLimitFor("/admin/produkter/ny", guest)).toBe(FORM_BODY_LIMIT);
    expect(await bodyLimitFor("/admin/blog/ny.data", guest)).toBe(FORM_BODY_LIMIT);
  });

  it("counts a form sent by script to the page's data address as the page's", async () => {
    expect(await bodyLimitFor("/admin/produkter/ny.data", admin)).toBe(UPLOAD_BODY_LIMIT);
    expect(await bodyLimitFor("/admin/blog/ny/_.data", admin)).toBe(UPLOAD_BODY_LIMIT);
  });

  it("keeps everything else to 64 kB, without looking the session up", async () => {
    const lookups: string[] = [];
    for (const page of [
      "/resources/newsletter",
      "/payments/quickpay/callback",
      "/webhooks/okoskabet",
      "/api/auth/sign-in/email",
      "/checkout",
      "/admin/produkter",
      "/admin/nyhedsbrev/csv",
      "/admin/produkter/ny/billeder",
      "/produkter/ny",
    ]) {
      const lookUp = async () => {
        lookups.push(page);
        return true;
      };
      expect(await bodyLimitFor(page, lookUp)).toBe(FORM_BODY_LIMIT);
    }
    expect(lookups).toEqual([]);
    expect(FORM_BODY_LIMIT).toBe(65_536);
  });
});

describe("tooLargeAnswer", () => {
  it("writes the limit as a visitor reads it", () => {
    expect(formatLimit(FORM_BODY_LIMIT)).toBe("64 kB");
    expect(formatLimit(UPLOAD_BODY_LIMIT)).toBe("10 MB");
  });

  it("answers a browser with a short page in its language, a program with a line of text", () => {
    const danish = tooLargeAnswer({ limit: FORM_BODY_LIMIT, language: "da", wantsHtml: true });
    expect(danish.contentType).toBe("text/html; charset=utf-8");
    expect(danish.body).toContain('<html lang="da">');
    expect(danish.body).toContain("<h1");
    expect(danish.body).toContain("Intet er gemt.");
    expect(danish.body).toContain("højst 64 kB");
    expect(danish.body).not.toContain("Testbutik");
    const english = tooLargeAnswer({ limit: UPLOAD_BODY_LIMIT, language: "en", wantsHtml: true });
    expect(english.body).toContain("What you sent is too large");
    expect(english.body).toContain("at most 10 MB");
    const sandbox = tooLargeAnswer({
      limit: FORM_BODY_LIMIT,
      language: "da",
      wantsHtml: true,
      sandboxes: { payments: true, lockers: true },
    });
    expect(sandbox.body).toContain(">Testbutik: betalinger er ikke ægte</p>");
    const text = tooLargeAnswer({ limit: FORM_BODY_LIMIT, language: "da", wantsHtml: false });
    expect(text).toEqual({
      contentType: "text/plain; charset=utf-8",
      body: "Request body too large: at most 65536 bytes (64 kB); nothing was stored.\n",
    });
  });
});
