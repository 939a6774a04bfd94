import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countDateTimeFormats } from "../../tests/support/intl-spy";
import {
  addDays,
  copenhagenDateTime,
  copenhagenEndOfDay,
  copenhagenLocalInput,
  copenhagenMidnight,
  dayOfLocalDate,
  isDate,
  localDateOf,
  SHOP_TIME_ZONE,
  shopDate,
  shopMoment,
  shopTimeOfDay,
  weekdayOf,
} from "./copenhagen";

// Saturday 21 November 2026.
const TODAY = "2026-11-21";

describe("dates", () => {
  it("knows today in Copenhagen, also just after midnight there", () => {
    expect(shopDate(new Date("2026-11-21T22:30:00Z"))).toBe("2026-11-21");
    expect(shopDate(new Date("2026-11-21T23:30:00Z"))).toBe("2026-11-22");
    expect(shopDate(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02"); // summer time
  });

  it("counts days across months and years, and names weekdays", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(weekdayOf("2026-11-25")).toBe(3);
    expect(weekdayOf(TODAY)).toBe(6);
  });

  it("recognises real dates only", () => {
    expect(isDate("2026-11-25")).toBe(true);
    expect(isDate("2026-02-30")).toBe(false);
    expect(isDate("25-11-2026")).toBe(false);
    expect(isDate(undefined)).toBe(false);
  });
});

describe("Copenhagen calendar days", () => {
  it("begin at midnight local time, in winter and in summer", () => {
    expect(copenhagenMidnight("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(copenhagenMidnight("2026-07-15").toISOString()).toBe("2026-07-14T22:00:00.000Z");
    expect(copenhagenEndOfDay("2026-07-15").toISOString()).toBe("2026-07-15T21:59:59.999Z");
  });

  it("survive the changes of clock", () => {
    // Summer time starts 29 March 2026 and ends 25 October 2026.
    expect(copenhagenMidnight("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(copenhagenMidnight("2026-03-30").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(copenhagenEndOfDay("2026-10-25").toISOString()).toBe("2026-10-25T22:59:59.999Z");
  });
});

describe("Copenhagen wall-clock times", () => {
  it("name the right moment in winter and in summer, and read back the same", () => {
    expect(copenhagenDateTime("2026-01-15T09:30")?.toISOString()).toBe("2026-01-15T08:30:00.000Z");
    expect(copenhagenDateTime("2026-07-15T09:30")?.toISOString()).toBe("2026-07-15T07:30:00.000Z");
    expect(copenhagenLocalInput(new Date("2026-07-15T07:30:00Z"))).toBe("2026-07-15T09:30");
    expect(copenhagenLocalInput(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-16T00:30");
  });

  it("take a time the clocks skip as the hour after, and refuse what is no time", () => {
    expect(copenhagenDateTime("2026-03-29T02:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(copenhagenDateTime("2026-02-30T10:00")).toBeNull();
    expect(copenhagenDateTime("2026-01-15 09:30")).toBeNull();
    expect(copenhagenDateTime("tomorrow")).toBeNull();
  });
});

describe("the clock's edges", () => {
  const HOUR = 3_600_000;
  const hoursIn = (day: string) =>
    (copenhagenEndOfDay(day).getTime() + 1 - copenhagenMidnight(day).getTime()) / HOUR;

  it("makes the day the clocks go forward 23 hours long, the day they go back 25, the others 24", () => {
    expect(hoursIn("2026-03-29")).toBe(23);
    expect(hoursIn("2026-10-25")).toBe(25);
    expect(hoursIn("2026-03-28")).toBe(24);
    expect(hoursIn("2026-03-30")).toBe(24);
    expect(hoursIn("2026-10-24")).toBe(24);
    expect(hoursIn("2026-10-26")).toBe(24);
    expect(copenhagenMidnight("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(copenhagenMidnight("2026-10-26").toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("takes a time the clocks pass twice as the first, and reads both back the same", () => {
    expect(copenhagenDateTime("2026-10-25T02:30")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(copenhagenLocalInput(new Date("2026-10-25T00:30:00Z"))).toBe("2026-10-25T02:30");
    expect(copenhagenLocalInput(new Date("2026-10-25T01:30:00Z"))).toBe("2026-10-25T02:30");
    // Just before and after the change forward: 01:59 winter time, then 03:00 summer time.
    expect(copenhagenLocalInput(new Date("2026-03-29T00:59:00Z"))).toBe("2026-03-29T01:59");
    expect(copenhagenLocalInput(new Date("2026-03-29T01:00:00Z"))).toBe("2026-03-29T03:00");
    expect(shopMoment("2026-03-29", "02:00").toISOString()).toBe("2026-03-29T01:00:00.000Z");
  });

  it("ends a day at 23:59:59.999 Copenhagen time, which is still that day there and not in UTC", () => {
    const end = copenhagenEndOfDay("2026-01-15");
    expect(end.toISOString()).toBe("2026-01-15T22:59:59.999Z");
    expect(shopDate(end)).toBe("2026-01-15");
    expect(shopDate(new Date(end.getTime() + 1))).toBe("2026-01-16");
    // 23:30 UTC is already the next day in Copenhagen; 22:59:59.999 UTC in summer too.
    expect(shopDate(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-16");
    expect(shopDate(new Date("2026-07-15T21:59:59.999Z"))).toBe("2026-07-15");
    expect(shopDate(new Date("2026-07-15T22:00:00.000Z"))).toBe("2026-07-16");
    expect(shopTimeOfDay(new Date("2026-07-15T21:59:59.999Z"))).toBe("23:59");
    expect(shopTimeOfDay(new Date("2026-07-15T22:00:00.000Z"))).toBe("00:00");
  });

  it("turns the year in Copenhagen an hour before UTC does", () => {
    expect(copenhagenMidnight("2027-01-01").toISOString()).toBe("2026-12-31T23:00:00.000Z");
    expect(copenhagenEndOfDay("2026-12-31").toISOString()).toBe("2026-12-31T22:59:59.999Z");
    expect(shopDate(new Date("2026-12-31T22:59:59.999Z"))).toBe("2026-12-31");
    expect(shopDate(new Date("2026-12-31T23:00:00.000Z"))).toBe("2027-01-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(weekdayOf("2027-01-01")).toBe(5);
  });

  it("knows the leap day", () => {
    expect(isDate("2028-02-29")).toBe(true);
    expect(isDate("2026-02-29")).toBe(false);
    expect(isDate("2100-02-29")).toBe(false);
    expect(isDate("2000-02-29")).toBe(true);
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-29", 1)).toBe("2028-03-01");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(copenhagenMidnight("2028-02-29").toISOString()).toBe("2028-02-28T23:00:00.000Z");
    expect(copenhagenDateTime("2028-02-29T12:00")?.toISOString()).toBe("2028-02-29T11:00:00.000Z");
    expect(copenhagenDateTime("2026-02-29T12:00")).toBeNull();
  });

  it("gives a date picker's local date and takes it back", () => {
    for (const day of ["2026-01-01", "2026-03-29", "2026-10-25", "2028-02-29", "2026-12-31"]) {
      const local = localDateOf(day);
      expect([local.getFullYear(), local.getMonth() + 1, local.getDate(), local.getHours()]).toEqual(
        day.split("-").map(Number).concat(0),
      );
      expect(dayOfLocalDate(local)).toBe(day);
    }
  });
});

describe("the clock against Intl", () => {
  // Every minute from 2020 to 2035, the DST changes included, in Copenhagen's own terms.
  const moments = fc
    .integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 11, 31) / 60_000 })
    .map((minute) => new Date(minute * 60_000));
  const intlMinute = new Intl.DateTimeFormat("sv-SE", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });

  it("writes a moment's wall-clock time, day and time of day as Intl does", () => {
    fc.assert(
      fc.property(moments, (moment) => {
        const local = intlMinute.format(moment).replace(" ", "T");
        expect(copenhagenLocalInput(moment)).toBe(local);
        expect(shopDate(moment)).toBe(local.slice(0, 10));
        expect(shopTimeOfDay(moment)).toBe(local.slice(11));
      }),
      { numRuns: 2_000 },
    );
  });

  it("reads a wall-clock time back to the moment, the first of two when the clocks go back", () => {
    fc.assert(
      fc.property(moments, (moment) => {
        const back = copenhagenDateTime(copenhagenLocalInput(moment))!;
        expect(copenhagenLocalInput(back)).toBe(copenhagenLocalInput(moment));
        expect([0, 3_600_000]).toContain(moment.getTime() - back.getTime());
      }),
      { numRuns: 2_000 },
    );
    // Around the changes, minute by minute.
    for (const start of ["2026-03-28T23:00:00Z", "2026-10-24T22:00:00Z"]) {
      for (let minute = 0; minute < 6 * 60; minute++) {
        const moment = new Date(Date.parse(start) + minute * 60_000);
        const local = copenhagenLocalInput(moment);
        expect(copenhagenLocalInput(copenhagenDateTime(local)!), local).toBe(local);
      }
    }
  });
});

describe("the Copenhagen minute formatter", () => {
  afterEach(() => vi.restoreAllMocks());

  // Pages that load this module without using it (/kontakt) must not pay for an Intl formatter.
  it("is made on first use, not as the module loads, and once", async () => {
    const { module: clock, made } = await countDateTimeFormats(() => import("./copenhagen"));
    expect(made).not.toHaveBeenCalled();
    clock.copenhagenLocalInput(new Date("2026-07-14T10:00:00Z"));
    clock.copenhagenLocalInput(new Date("2026-01-14T10:00:00Z"));
    expect(made).toHaveBeenCalledTimes(1);
  });
});
