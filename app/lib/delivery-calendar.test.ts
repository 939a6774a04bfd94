import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shopDate } from "./copenhagen";
import {
  cartFits,
  cutoffFor,
  DEFAULT_CALENDAR,
  deliveryDays,
  nextOpenDay,
  openDates,
  payableAt,
  type CalendarInput,
  UNPAID_HOLD_MINUTES,
  unpaidHold,
} from "./delivery-calendar";

const input = (now: string, changes: Partial<CalendarInput> = {}): CalendarInput => ({
  settings: DEFAULT_CALENDAR,
  overrides: [],
  now: new Date(now),
  reservedJars: {},
  reservedByProduct: {},
  productLimits: {},
  cart: [{ productId: "tomat", quantity: 2 }],
  ...changes,
});
const problemOn = (days: ReturnType<typeof deliveryDays>, date: string) =>
  days.find((day) => day.date === date)?.problem;

describe("the cutoff, in Copenhagen time", () => {
  // Monday 30 November 2026 is winter time (UTC+1): 12:00 there is 11:00 UTC.
  it("takes an order on Monday at 11:59 for Wednesday, and not at 12:01", () => {
    expect(cutoffFor("2026-12-02", DEFAULT_CALENDAR).toISOString()).toBe("2026-11-30T11:00:00.000Z");
    expect(problemOn(deliveryDays(input("2026-11-30T10:59:00Z")), "2026-12-02")).toBeNull();
    expect(problemOn(deliveryDays(input("2026-11-30T11:01:00Z")), "2026-12-02")).toBe("past-cutoff");
    // Friday is still open then.
    expect(problemOn(deliveryDays(input("2026-11-30T11:01:00Z")), "2026-12-04")).toBeNull();
  });

  it("follows summer time: 12:00 is 10:00 UTC from the last Sunday of March", () => {
    // Clocks go forward on Sunday 28 March 2027; Wednesday 31 March's cutoff is Monday 29 March.
    expect(cutoffFor("2027-03-31", DEFAULT_CALENDAR).toISOString()).toBe("2027-03-29T10:00:00.000Z");
    // Friday 26 March's is Wednesday 24 March, still winter time.
    expect(cutoffFor("2027-03-26", DEFAULT_CALENDAR).toISOString()).toBe("2027-03-24T11:00:00.000Z");
    // A cutoff on the Sunday the clocks change (deliveries on Tuesdays).
    const tuesdays = { ...DEFAULT_CALENDAR, weekdays: [2] };
    expect(cutoffFor("2027-03-30", tuesdays).toISOString()).toBe("2027-03-28T10:00:00.000Z");
    expect(problemOn(deliveryDays(input("2027-03-29T09:59:00Z")), "2027-03-31")).toBeNull();
    expect(problemOn(deliveryDays(input("2027-03-29T10:01:00Z")), "2027-03-31")).toBe("past-cutoff");
  });

  it("follows winter time: 12:00 is 11:00 UTC from the last Sunday of October", () => {
    // Clocks go back on Sunday 25 October 2026.
    expect(cutoffFor("2026-10-28", DEFAULT_CALENDAR).toISOString()).toBe("2026-10-26T11:00:00.000Z");
    expect(cutoffFor("2026-10-23", DEFAULT_CALENDAR).toISOString()).toBe("2026-10-21T10:00:00.000Z");
    const tuesdays = { ...DEFAULT_CALENDAR, weekdays: [2] };
    expect(cutoffFor("2026-10-27", tuesdays).toISOString()).toBe("2026-10-25T11:00:00.000Z");
    expect(problemOn(deliveryDays(input("2026-10-26T10:59:00Z")), "2026-10-28")).toBeNull();
    expect(problemOn(deliveryDays(input("2026-10-26T11:01:00Z")), "2026-10-28")).toBe("past-cutoff");
  });

  it("gives a paid-for order 15 minutes after the cutoff, and no more", () => {
    expect(payableAt("2026-12-02", DEFAULT_CALENDAR, new Date("2026-11-30T11:15:00Z"))).toBe(true);
    expect(payableAt("2026-12-02", DEFAULT_CALENDAR, new Date("2026-11-30T11:15:01Z"))).toBe(false);
  });

  it("knows the date in Copenhagen around midnight", () => {
    expect(shopDate(new Date("2026-11-30T22:59:00Z"))).toBe("2026-11-30");
    expect(shopDate(new Date("2026-11-30T23:00:00Z"))).toBe("2026-12-01");
    expect(shopDate(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
    expect(shopDate(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });
});

describe("the days offered", () => {
  it("are the delivery weekdays from today to 14 days ahead", () => {
    // Sunday 29 November 2026.
    const days = deliveryDays(input("2026-11-29T08:00:00Z"));
    expect(days.map((day) => day.date)).toEqual(["2026-12-02", "2026-12-04", "2026-12-09", "2026-12-11"]);
    // Wednesday 2 December at 09:00: today is past its cutoff, Friday's is at noon; the 16th is day 14.
    const later = deliveryDays(input("2026-12-02T08:00:00Z"));
    expect(later.map((day) => day.date)).toEqual([
      "2026-12-02",
      "2026-12-04",
      "2026-12-09",
      "2026-12-11",
      "2026-12-16",
    ]);
    expect(later[0]!.problem).toBe("past-cutoff");
    expect(openDates(later)).toEqual(["2026-12-04", "2026-12-09", "2026-12-11", "2026-12-16"]);
    expect(nextOpenDay(later)?.date).toBe("2026-12-04");
  });

  it("are closed on the Christmas days and New Year's Day every year, and on a day the shop closes", () => {
    const days = deliveryDays(
      input("2026-12-18T08:00:00Z", {
        overrides: [{ date: "2026-12-30", closed: true, capacityJars: null }],
      }),
    );
    expect(problemOn(days, "2026-12-25")).toBe("closed");
    expect(problemOn(days, "2027-01-01")).toBe("closed");
    expect(problemOn(days, "2026-12-30")).toBe("closed");
    expect(problemOn(days, "2026-12-23")).toBeNull();
  });

  it("leave out a locker's days without a delivery to it", () => {
    const days = deliveryDays(input("2026-11-29T08:00:00Z", { lockerDates: ["2026-12-04", "2026-12-09"] }));
    expect(days.map((day) => [day.date, day.problem])).toEqual([
      ["2026-12-02", "not-at-locker"],
      ["2026-12-04", null],
      ["2026-12-09", null],
      ["2026-12-11", "not-at-locker"],
    ]);
  });

  it("are sold out when the cart does not fit in what is left of the day or of a product's batch", () => {
    const days = deliveryDays(
      input("2026-11-29T08:00:00Z", {
        cart: [
          { productId: "tomat", quantity: 2 },
          { productId: "jordskok", quantity: 3 },
        ],
        overrides: [{ date: "2026-12-09", closed: false, capacityJars: 20 }],
        reservedJars: { "2026-12-02": 396, "2026-12-04": 395, "2026-12-09": 16 },
        productLimits: { jordskok: 60 },
        reservedByProduct: { "2026-12-11": { jordskok: 58 } },
      }),
    );
    expect(days.map((day) => [day.date, day.problem])).toEqual([
      ["2026-12-02", "sold-out"], // 4 jars left, 5 wanted
      ["2026-12-04", null], // exactly 5 left
      ["2026-12-09", "sold-out"], // its own capacity of 20: 4 left
      ["2026-12-11", "sold-out"], // 2 of the 60 soups left, 3 wanted
    ]);
    expect(days.find((day) => day.date === "2026-12-09")?.capacityJars).toBe(20);
  });
});

describe("cartFits", () => {
  it("never lets the jars held pass the capacity or a product's limit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 80 }),
        (capacityJars, reservedJars, quantities, limit, reservedOfLimited) => {
          const cart = quantities.map((quantity, index) => ({ productId: `p${index}`, quantity }));
          const fits = cartFits(
            cart,
            { capacityJars, reservedJars },
            { productLimits: { p0: limit }, reservedByProduct: { p0: reservedOfLimited } },
          );
          const wanted = quantities.reduce((sum, quantity) => sum + quantity, 0);
          expect(fits).toBe(
            reservedJars + wanted <= capacityJars && reservedOfLimited + quantities[0]! <= limit,
          );
        },
      ),
    );
  });
});

describe("a customer's unpaid hold on a day", () => {
  const start = new Date("2026-11-29T10:00:00Z");
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  it("begins with the first unpaid order, goes on through new pay presses for 30 minutes, then waits as long", () => {
    expect(unpaidHold(null, start)).toEqual({ holdFrom: null });
    expect(unpaidHold(start, at(29))).toEqual({ holdFrom: start });
    expect(unpaidHold(start, at(30))).toEqual({ retryAt: at(60) });
    expect(unpaidHold(start, at(59))).toEqual({ retryAt: at(60) });
    expect(unpaidHold(start, at(60))).toEqual({ holdFrom: null });
    expect(UNPAID_HOLD_MINUTES).toBe(30);
  });
});
