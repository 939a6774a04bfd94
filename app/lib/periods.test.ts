import { describe, expect, it } from "vitest";
import { bucketsOf, daysIn, periodSearch, presetPeriod, previousPeriod, readPeriod } from "./periods";

const TODAY = "2026-11-28"; // a Saturday

describe("presetPeriod", () => {
  it("starts a week on Monday and a month on its first", () => {
    expect(presetPeriod("this-week", TODAY)).toMatchObject({ from: "2026-11-23", to: TODAY });
    expect(presetPeriod("this-week", "2026-11-23")).toMatchObject({ from: "2026-11-23", to: "2026-11-23" });
    expect(presetPeriod("this-month", TODAY)).toMatchObject({ from: "2026-11-01", to: TODAY });
  });

  it("counts 28 days for four weeks and reaches back across a year for twelve months", () => {
    expect(daysIn(presetPeriod("last-4-weeks", TODAY))).toBe(28);
    expect(presetPeriod("last-12-months", TODAY)).toMatchObject({ from: "2025-12-01", to: TODAY });
    expect(presetPeriod("last-12-months", "2026-01-15")).toMatchObject({ from: "2025-02-01" });
  });
});

describe("previousPeriod", () => {
  it("is as many days, ending the day before", () => {
    expect(previousPeriod({ preset: "this-week", from: "2026-11-23", to: TODAY })).toEqual({
      preset: "this-week",
      from: "2026-11-17",
      to: "2026-11-22",
    });
    expect(previousPeriod({ preset: "custom", from: "2026-03-01", to: "2026-03-31" })).toMatchObject({
      from: "2026-01-29",
      to: "2026-02-28",
    });
  });
});

describe("readPeriod", () => {
  const read = (query: string) => readPeriod(new URLSearchParams(query), TODAY);

  it("takes a preset, and this week for anything unknown", () => {
    expect(read("periode=this-month").period).toMatchObject({ preset: "this-month", from: "2026-11-01" });
    expect(read("periode=forever").period.preset).toBe("this-week");
    expect(read("").problem).toBeNull();
  });

  it("takes typed dates, and says what is wrong with ones that cannot stand", () => {
    expect(read("periode=custom&fra=2026-10-01&til=2026-10-31")).toMatchObject({
      period: { preset: "custom", from: "2026-10-01", to: "2026-10-31" },
      problem: null,
    });
    expect(read("periode=custom&fra=2026-02-30&til=2026-03-01").problem).toBe("invalid-date");
    expect(read("periode=custom&fra=2026-10-31&til=2026-10-01")).toMatchObject({
      problem: "reversed",
      period: { preset: "this-week" },
      typed: { from: "2026-10-31", to: "2026-10-01" },
    });
    expect(read("periode=custom&fra=2010-01-01&til=2026-10-01").problem).toBe("too-long");
  });

  it("writes a period back as the address reads it", () => {
    const custom = { preset: "custom" as const, from: "2026-10-01", to: "2026-10-31" };
    expect(readPeriod(new URLSearchParams(periodSearch(custom)), TODAY).period).toEqual(custom);
  });
});

describe("bucketsOf", () => {
  it("steps in days, weeks or months by the period's length, never beyond it", () => {
    expect(bucketsOf({ from: "2026-11-23", to: TODAY })).toMatchObject({ unit: "day" });
    expect(bucketsOf({ from: "2026-11-23", to: TODAY }).buckets).toHaveLength(6);
    const weeks = bucketsOf({ from: "2026-06-01", to: "2026-10-15" });
    expect(weeks.unit).toBe("week");
    expect(weeks.buckets.at(-1)).toMatchObject({ to: "2026-10-15" });
    const months = bucketsOf(presetPeriod("last-12-months", TODAY));
    expect(months.unit).toBe("month");
    expect(months.buckets.map((bucket) => bucket.key)).toHaveLength(12);
    expect(months.buckets.at(0)).toEqual({ key: "2025-12", from: "2025-12-01", to: "2025-12-31" });
    expect(months.buckets.at(-1)).toEqual({ key: "2026-11", from: "2026-11-01", to: TODAY });
  });
});
