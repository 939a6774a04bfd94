import { describe, expect, it } from "vitest";
import { paymentPage } from "./payment-messages";

describe("the page a payment returns to", () => {
  it("is a season menu's page when the window names one", () => {
    expect(paymentPage("/nytar-2026")).toBe("/nytar-2026");
  });

  it("is the checkout for anything else: none, another site, a path with a query or a scheme", () => {
    for (const value of [
      null,
      "",
      "//evil.example",
      "https://evil.example",
      "/nytar-2026?x=1",
      "/a/b",
      "nytar",
    ])
      expect(paymentPage(value)).toBe("/checkout");
  });
});
