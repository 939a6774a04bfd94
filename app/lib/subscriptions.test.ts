import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR } from "./delivery-calendar";
import {
  deliveryPrice,
  firstChangeableDate,
  isChangeable,
  isFrequency,
  onWeekday,
  orderDueAt,
  rescheduledFrom,
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
