import { describe, expect, it } from "vitest";
import { localized } from "./localized";

describe("localized", () => {
  it("uses the English field in English when it is filled in", () => {
    expect(localized("Suppe", "Soup", "en")).toBe("Soup");
    expect(localized("Suppe", "Soup", "da")).toBe("Suppe");
  });

  it("falls back to Danish when the English field is empty", () => {
    expect(localized("Suppe", null, "en")).toBe("Suppe");
    expect(localized("Suppe", "", "en")).toBe("Suppe");
    expect(localized("Suppe", "   ", "en")).toBe("Suppe");
    expect(localized(null, null, "en")).toBe("");
  });
});
