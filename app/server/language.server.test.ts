import { describe, expect, it } from "vitest";
import { languageCookie, resolveLanguage } from "./language.server";

const request = (url: string, cookie?: string) =>
  new Request(`http://localhost${url}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("resolveLanguage", () => {
  it("is Danish by default", () => {
    expect(resolveLanguage(request("/"))).toEqual({
      language: "da",
      source: "default",
      cookieLanguage: undefined,
    });
  });

  it("follows the cookie", () => {
    expect(resolveLanguage(request("/", "theme=x; lang=en")).language).toBe("en");
  });

  it("lets the address win over the cookie", () => {
    expect(resolveLanguage(request("/?lang=da", "lang=en"))).toEqual({
      language: "da",
      source: "param",
      cookieLanguage: "en",
    });
  });

  it("ignores languages the shop does not have", () => {
    expect(resolveLanguage(request("/?lang=de", "lang=fr")).language).toBe("da");
  });
});

describe("languageCookie", () => {
  it("keeps the choice for a year, site-wide, Secure over HTTPS", () => {
    const cookie = languageCookie("en", true);
    expect(cookie).toMatch(/^lang=en;/);
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(languageCookie("da", false)).not.toContain("Secure");
  });
});
