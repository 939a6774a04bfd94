import { describe, expect, it } from "vitest";
import { formatLongDate, formatShortDate } from "./format";

describe("dates", () => {
  it("are written the Danish and the English way", () => {
    expect(formatLongDate("2025-10-03", "da")).toBe("3. oktober 2025");
    expect(formatLongDate("2025-10-03", "en")).toBe("3 October 2025");
    expect(formatShortDate("2025-10-03", "da")).toBe("03.10.2025");
    expect(formatShortDate("2025-10-03", "en")).toBe("03/10/2025");
  });

  it("are Copenhagen's calendar day wherever they are rendered", () => {
    // 23:30 UTC on 14 January is 00:30 on 15 January in Copenhagen (and 01:30 in summer).
    expect(formatShortDate(new Date("2026-01-14T23:30:00Z"), "da")).toBe("15.01.2026");
    expect(formatLongDate("2026-07-14T22:30:00.000Z", "en")).toBe("15 July 2026");
  });
});
