import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR } from "./delivery-calendar";
import {
  chargedDeliveryPrice,
  deliveryPrice,
  fixedUnitPrice,
  firstChangeableDate,
  isChangeable,
  isFrequency,
  onWeekday,
  orderDueAt,
  rescheduledFrom,
  sameJars,
  scheduleDates,
  upcomingDeliveries,
} from "./subscriptions";

describe("the 5 days' notice", () => {
  it("fixes every delivery up to 5 days ahead and lets later ones change", () => {
    expect(firstChangeableDate("2026-11-26")).toBe("2026-12-02");
    expect(isChangeable("2026-12-01", "2026-11-26")).toBe(false);
    expect(isChangeable("2026-12-02", "2026-11-26")).toBe(true);
    // Across the year's end.
    expect(firstChangeableDate("2026-12-29")).toBe("2027-01-04");
  });
});

describe("the schedule", () => {
  it("runs every week or every second week from its date", () => {
    expect(scheduleDates("2026-12-02", 1, 3)).toEqual(["2026-12-02", "2026-12-09", "2026-12-16"]);
    expect(scheduleDates("2026-12-02", 2, 3)).toEqual(["2026-12-02", "2026-12-16", "2026-12-30"]);
  });

  it("moves to another weekday from the first date a change reaches", () => {
    expect(onWeekday("2026-12-02", 5)).toBe("2026-12-04");
    expect(onWeekday("2026-12-04", 5)).toBe("2026-12-04");
    // Thursday 26 November: changes reach 2 December on; the first Friday from then is the 4th.
    expect(rescheduledFrom("2026-11-26", 5)).toBe("2026-12-04");
    expect(rescheduledFrom("2026-11-26", 3, "2026-12-09")).toBe("2026-12-09");
  });

  it("makes the order 24 hours before the cutoff, in Copenhagen time", () => {
    // Wednesday 2 December: cutoff Monday 30 November 12:00 (winter, UTC+1).
    expect(orderDueAt("2026-12-02", DEFAULT_CALENDAR).toISOString()).toBe("2026-11-29T11:00:00.000Z");
    // Wednesday 1 April 2026: cutoff Monday 30 March 12:00 (summer, UTC+2), a day after the change.
    expect(orderDueAt("2026-04-01", DEFAULT_CALENDAR).toISOString()).toBe("2026-03-29T10:00:00.000Z");
  });

  it("accepts only weekly or fortnightly", () => {
    expect(isFrequency("1")).toBe(true);
    expect(isFrequency(2)).toBe(true);
    expect(isFrequency("3")).toBe(false);
    expect(isFrequency("1.0")).toBe(false);
  });
});

describe("the next deliveries", () => {
  const base = {
    today: "2026-11-29",
    nextDate: "2026-12-09",
    frequencyWeeks: 1,
    pausedUntil: null,
    status: "active" as const,
    count: 3,
  };

  it("lists what is on record, then the schedule, with what is locked", () => {
    const list = upcomingDeliveries({
      ...base,
      records: [
        { date: "2026-12-02", status: "fixed", reason: null },
        { date: "2026-12-16", status: "skipped", reason: "customer" },
      ],
    });
    expect(list).toEqual([
      { date: "2026-12-02", status: "fixed", reason: null, locked: true },
      { date: "2026-12-09", status: "planned", reason: null, locked: false },
      { date: "2026-12-16", status: "skipped", reason: "customer", locked: false },
    ]);
  });

  it("leaves out the dates a pause covers, and shows none ahead for an open pause", () => {
    const paused = { ...base, status: "paused" as const, records: [] };
    expect(upcomingDeliveries({ ...paused, pausedUntil: "2026-12-23" }).map((d) => d.date)).toEqual([
      "2026-12-23",
      "2026-12-30",
      "2027-01-06",
    ]);
    expect(upcomingDeliveries({ ...paused, pausedUntil: null })).toEqual([]);
  });

  it("shows only the fixed deliveries of a cancelled subscription", () => {
    const list = upcomingDeliveries({
      ...base,
      status: "cancelled",
      records: [{ date: "2026-12-02", status: "fixed", reason: null }],
    });
    expect(list.map((d) => d.date)).toEqual(["2026-12-02"]);
  });
});

describe("a delivery's price", () => {
  it("takes the discount off the goods and adds freight by the order rule", () => {
    // 6 jars at 59 kr: 354 kr, 5 % off = 17.70 kr, freight 50 kr (under 400 kr of goods).
    expect(deliveryPrice([{ unitPrice: 59_00, quantity: 6 }], 5)).toMatchObject({
      subtotal: 354_00,
      discount: 17_70,
      freight: 50_00,
      total: 386_30,
    });
    // 8 jars: 472 kr, free freight from 400 kr of goods.
    expect(deliveryPrice([{ unitPrice: 59_00, quantity: 8 }], 5)).toMatchObject({
      freight: 0,
      total: 448_40,
    });
    expect(deliveryPrice([{ unitPrice: 59_00, quantity: 8 }], 0)).toMatchObject({
      discount: 0,
      total: 472_00,
    });
  });
});

describe("a fixed delivery's price", () => {
  it("is today's price when it falls and the told price when it rises; the rise is told and agreed from then", () => {
    expect(fixedUnitPrice(null, 55_00)).toEqual({ unitPrice: 55_00, agreed: 55_00, rise: false });
    expect(fixedUnitPrice(55_00, 49_00)).toEqual({ unitPrice: 49_00, agreed: 49_00, rise: false });
    expect(fixedUnitPrice(55_00, 550_00)).toEqual({ unitPrice: 55_00, agreed: 550_00, rise: true });
    expect(fixedUnitPrice(55_00, 55_00)).toEqual({ unitPrice: 55_00, agreed: 55_00, rise: false });
  });

  const jar = (productId: string, unitPrice: number, quantity: number) => ({
    productId,
    unitPrice,
    quantity,
  });

  it("charges the order never more than the delivery as fixed, line by line", () => {
    const fixed = { unitPrices: { a: 50_00, b: 80_00 }, discountPercent: 5 };
    // a ×10 on one jar, a fall on the other, the discount lowered since: the lower of each.
    const charged = chargedDeliveryPrice([jar("a", 500_00, 4), jar("b", 70_00, 1)], 0, fixed);
    expect(charged.lines.map((line) => line.unitPrice)).toEqual([50_00, 70_00]);
    expect(charged.totals).toEqual(deliveryPrice([jar("a", 50_00, 4), jar("b", 70_00, 1)], 5));
    // Without a record of the fixed prices (fixed before they were kept): today's.
    expect(chargedDeliveryPrice([jar("a", 60_00, 4)], 5, null).totals).toEqual(
      deliveryPrice([jar("a", 60_00, 4)], 5),
    );
  });

  it("charges as fixed when a fall would put the goods under the free-freight line and cost more", () => {
    // Fixed at 4 × 105 kr = 420 kr (free freight); a fall to 95 kr is 380 kr + 50 kr freight.
    const fixed = { unitPrices: { a: 105_00 }, discountPercent: 0 };
    const charged = chargedDeliveryPrice([jar("a", 95_00, 4)], 0, fixed);
    expect(charged.totals.total).toBe(420_00);
    expect(charged.lines[0]!.unitPrice).toBe(105_00);
  });
});

describe("the same jars", () => {
  const jars = (...lines: [string, number][]) =>
    lines.map(([productId, quantity]) => ({ productId, quantity }));

  it("are the same products in the same quantities, in any order", () => {
    expect(sameJars(jars(["a", 4], ["b", 2]), jars(["b", 2], ["a", 4]))).toBe(true);
  });

  it("differ by a quantity, a product more or a product less", () => {
    expect(sameJars(jars(["a", 4], ["b", 2]), jars(["a", 4], ["b", 3]))).toBe(false);
    expect(sameJars(jars(["a", 4]), jars(["a", 4], ["b", 2]))).toBe(false);
    expect(sameJars(jars(["a", 4], ["b", 2]), jars(["a", 4]))).toBe(false);
    expect(sameJars(jars(["a", 4], ["b", 2]), jars(["a", 4], ["c", 2]))).toBe(false);
  });
});
