import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps a path on this site", () => {
    expect(safeRedirect("/filosofi?lang=en")).toBe("/filosofi?lang=en");
  });

  it("refuses anything that could leave the site", () => {
    for (const target of ["https://evil.example", "//evil.example", "/\\evil.example", "evil", "", "/a\nb"]) {
      expect(safeRedirect(target), target).toBe("/");
    }
    expect(safeRedirect(null, "/profile")).toBe("/profile");
    expect(safeRedirect(undefined)).toBe("/");
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
