import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect } from "./safe-redirect";

const SITE = "https://krukke.dk";

describe("safeRedirect", () => {
  it("keeps a path on this site", () => {
    expect(safeRedirect("/filosofi?lang=en")).toBe("/filosofi?lang=en");
    expect(safeRedirect("/produkter/abc#top", "/x")).toBe("/produkter/abc#top");
  });

  it("refuses anything that could leave the site", () => {
    for (const target of ["https://evil.example", "//evil.example", "/\\evil.example", "evil", "", "/a\nb"]) {
      expect(safeRedirect(target), target).toBe("/");
    }
    expect(safeRedirect(null, "/profile")).toBe("/profile");
    expect(safeRedirect(undefined)).toBe("/");
  });

  it("refuses a path whose dot segments resolve to another host", () => {
    for (const target of [
      "/a/..//evil.example",
      "/.//evil.example",
      "/%2e%2e//evil.example",
      "/a/..\\\\evil",
    ]) {
      expect(safeRedirect(target, "/kurv"), target).toBe("/kurv");
    }
  });

  it("writes letters outside ASCII as a Location header can carry them, and keeps what is encoded", () => {
    expect(safeRedirect("/\u0100")).toBe("/%C4%80");
    expect(safeRedirect("/æble?q=ø#ß")).toBe("/%C3%A6ble?q=%C3%B8#%C3%9F");
    expect(safeRedirect("/opskrifter?q=%C3%B8l")).toBe("/opskrifter?q=%C3%B8l");
    expect(() => new Headers({ Location: safeRedirect("/\u0100\ud800") })).not.toThrow();
  });

  it("gives, for any text, a path on this site that a redirect can carry and that parses to itself", () => {
    const target = fc.oneof(
      fc.string({ unit: "binary", maxLength: 40 }).map((rest) => `/${rest}`),
      fc
        .array(fc.constantFrom("/", ".", "..", "\\", "%2e", "%2F", "?", "#", "a", "Ā", "ø", " ", "//"), {
          maxLength: 10,
        })
        .map((parts) => `/${parts.join("")}`),
      fc.string({ unit: "binary", maxLength: 40 }),
    );
    fc.assert(
      fc.property(target, (to) => {
        const path = safeRedirect(to, "/fallback");
        expect(path.startsWith("/") && !path.startsWith("//")).toBe(true);
        expect(path).toMatch(/^[\x21-\x7e]*$/);
        const again = new URL(path, SITE);
        expect(again.origin).toBe(SITE);
        expect(`${again.pathname}${again.search}${again.hash}`).toBe(path);
      }),
      { numRuns: 500 },
    );
  });
});

describe("loginPath", () => {
  it("sends the visitor to the login page and back to where they were", () => {
    const path = loginPath("/opskrifter/abc?lang=en");
    expect(path).toBe("/login?redirectTo=%2Fopskrifter%2Fabc%3Flang%3Den");
    expect(safeRedirect(new URL(path, "http://x").searchParams.get("redirectTo"))).toBe(
      "/opskrifter/abc?lang=en",
    );
  });
});
