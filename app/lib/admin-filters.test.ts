import { describe, expect, it } from "vitest";
import { containsPattern, orderIdPrefix, parseOrderFilters, parsePageNumber } from "./admin-filters";

describe("parseOrderFilters", () => {
  it("reads every filter from the address", () => {
    const filters = parseOrderFilters(
      new URLSearchParams(
        "status=paid&fra=2026-11-01&til=2026-11-30&metode=okoskabet&levering=2026-11-25&q=%20anna%20&forsendelse=fejlet&page=3",
      ),
    );
    expect(filters).toEqual({
      status: "paid",
      from: "2026-11-01",
      to: "2026-11-30",
      delivery: "okoskabet",
      deliveryDate: "2026-11-25",
      search: "anna",
      failedShipment: true,
      page: 3,
    });
  });

  it("treats anything invalid as no filter", () => {
    expect(
      parseOrderFilters(
        new URLSearchParams(
          "status=lost&fra=yesterday&til=2026-02-30&metode=drone&page=-1&q=" + "x".repeat(500),
        ),
      ),
    ).toEqual({
      status: null,
      from: null,
      to: null,
      delivery: null,
      deliveryDate: null,
      search: "x".repeat(100),
      failedShipment: false,
      page: 1,
    });
  });
});

describe("parsePageNumber", () => {
  it.each([
    ["2", 2],
    ["0", 1],
    ["1.5", 1],
    ["abc", 1],
    [null, 1],
    ["99999999999", 1],
  ])("%s → %s", (value, page) => expect(parsePageNumber(value)).toBe(page));
});

describe("orderIdPrefix", () => {
  it("reads order numbers as customers quote them", () => {
    expect(orderIdPrefix("#1A2B3C4D")).toBe("1a2b3c4d");
    expect(orderIdPrefix("1a2b")).toBe("1a2b");
    expect(orderIdPrefix("abc")).toBeNull();
    expect(orderIdPrefix("anna@example.dk")).toBeNull();
    expect(orderIdPrefix("1a2b'; drop table")).toBeNull();
  });
});

describe("containsPattern", () => {
  it("finds the text anywhere and takes LIKE's wildcards literally", () => {
    expect(containsPattern("suppe")).toBe("%suppe%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
