import { describe, expect, it } from "vitest";
import {
  coversLeft,
  isShownAtAddress,
  MAX_COVERS,
  pickupValue,
  PREORDER_FIELDS,
  readPreorderForm,
  SEASON_MENU_STATUSES,
  menuTotal,
  orderWindowOpen,
  pricePerCover,
  pricePerKilogram,
  SEASON_SLUG,
  seasonDayState,
} from "./season-menus";

const courses = [
  { price_per_jar: 9_500, jars_per_cover: 1, net_grams: 250 },
  { price_per_jar: 19_500, jars_per_cover: 1, net_grams: 450 },
  { price_per_jar: 4_250, jars_per_cover: 2, net_grams: 150 },
];

describe("a season menu's prices", () => {
  it("are each course's jars of a cover at their price, times the covers", () => {
    expect(pricePerCover(courses)).toBe(37_500);
    expect(menuTotal(courses, 4)).toBe(150_000);
    expect(pricePerCover([])).toBe(0);
  });

  it("give a unit price per kilogram of a cover's food, or none while a course's weight is unknown", () => {
    // 375 kr for 250 + 450 + 2 × 150 = 1,000 g.
    expect(pricePerKilogram(courses)).toBe(37_500);
    expect(pricePerKilogram([{ price_per_jar: 10_000, jars_per_cover: 1, net_grams: 300 }])).toBe(33_333);
    expect(
      pricePerKilogram([...courses, { price_per_jar: 100, jars_per_cover: 1, net_grams: null }]),
    ).toBeNull();
    expect(pricePerKilogram([])).toBeNull();
  });
});

describe("the order window and a day's covers", () => {
  const menu = {
    status: "on-sale" as const,
    order_opens_at: new Date("2026-12-01T08:00:00Z"),
    order_closes_at: new Date("2026-12-27T22:59:00Z"),
  };

  it("is open from its first minute until, not including, its last", () => {
    expect(orderWindowOpen(menu, new Date("2026-12-01T07:59:59Z"))).toBe(false);
    expect(orderWindowOpen(menu, new Date("2026-12-01T08:00:00Z"))).toBe(true);
    expect(orderWindowOpen(menu, new Date("2026-12-27T22:58:59Z"))).toBe(true);
    expect(orderWindowOpen(menu, new Date("2026-12-27T22:59:00Z"))).toBe(false);
  });

  it("is closed for a menu that is not on sale, whatever the clock", () => {
    for (const status of ["draft", "closed", "archived"] as const) {
      expect(orderWindowOpen({ ...menu, status }, new Date("2026-12-10T12:00:00Z"))).toBe(false);
    }
  });

  it("tells a day sold out when fewer covers are left than asked for, closed when the window is", () => {
    expect(coversLeft({ capacity: 3, held: 2 })).toBe(1);
    expect(coversLeft({ capacity: 3, held: 5 })).toBe(0);
    expect(seasonDayState({ capacity: 3, held: 1 }, 2, true)).toBe("open");
    expect(seasonDayState({ capacity: 3, held: 2 }, 2, true)).toBe("sold-out");
    expect(seasonDayState({ capacity: 3, held: 2 }, 0, true)).toBe("open");
    expect(seasonDayState({ capacity: 3, held: 3 }, 0, true)).toBe("sold-out");
    expect(seasonDayState({ capacity: 3, held: 0 }, 2, false)).toBe("closed-for-orders");
  });
});

it("a menu's address is lower-case words joined by dashes", () => {
  expect(SEASON_SLUG.test("nytar-2026")).toBe(true);
  for (const bad of ["Nytar-2026", "nytar--2026", "-nytar", "nytår", "nytar 2026", ""]) {
    expect(SEASON_SLUG.test(bad), bad).toBe(false);
  }
});

describe("the pre-order form", () => {
  const TOKEN = "7a1c2d9e-8f00-4a51-9c0d-2b6a4e3f1a10";
  const PLACE = "0b0e6a3c-1d2e-4f50-8a9b-3c4d5e6f7a8b";
  const form = (values: Record<string, string>) => (name: string) =>
    ({
      [PREORDER_FIELDS.token]: TOKEN,
      [PREORDER_FIELDS.covers]: "4",
      [PREORDER_FIELDS.pickup]: pickupValue(PLACE, "2026-12-31"),
      [PREORDER_FIELDS.binding]: "ja",
      ...values,
    })[name];

  it("reads the covers, the place and day, the locker and the tick", () => {
    expect(readPreorderForm(form({ [PREORDER_FIELDS.locker]: "locker-12" }))).toEqual({
      ok: true,
      choice: {
        covers: 4,
        placeId: PLACE,
        date: "2026-12-31",
        lockerId: "locker-12",
        binding: true,
        token: TOKEN,
      },
    });
  });

  it("reads an unticked box as no consent, not as a problem of the form", () => {
    const read = readPreorderForm(form({ [PREORDER_FIELDS.binding]: "" }));
    expect(read.ok && read.choice.binding).toBe(false);
  });

  it.each([
    [{ [PREORDER_FIELDS.covers]: "0" }, "covers"],
    [{ [PREORDER_FIELDS.covers]: String(MAX_COVERS + 1) }, "covers"],
    [{ [PREORDER_FIELDS.covers]: "2.5" }, "covers"],
    [{ [PREORDER_FIELDS.covers]: "" }, "covers"],
    [{ [PREORDER_FIELDS.pickup]: `${PLACE}|31-12-2026` }, "pickup"],
    [{ [PREORDER_FIELDS.pickup]: `${PLACE}|2026-12-31|x` }, "pickup"],
    [{ [PREORDER_FIELDS.pickup]: "not-a-place|2026-12-31" }, "pickup"],
    [{ [PREORDER_FIELDS.token]: "again" }, "token"],
  ])("refuses %o as a problem of the %s", (values, problem) => {
    expect(readPreorderForm(form(values))).toEqual({ ok: false, problem });
  });

  it("shows a menu's page at its address unless it is a draft", () => {
    expect(SEASON_MENU_STATUSES.filter(isShownAtAddress)).toEqual(["on-sale", "closed", "archived"]);
  });
});
