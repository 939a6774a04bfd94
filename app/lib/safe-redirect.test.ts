import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

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
