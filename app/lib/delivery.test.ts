import { afterEach, describe, expect, it, vi } from "vitest";
import {
  addDays,
  copenhagenDateTime,
  copenhagenEndOfDay,
  copenhagenLocalInput,
  copenhagenMidnight,
  copenhagenToday,
  distanceKm,
  isDate,
  missingProfileFields,
  selectableDates,
  splitRecommended,
  weekdayOf,
} from "./delivery";

// Saturday 21 November 2026.
const TODAY = "2026-11-21";

describe("dates", () => {
  it("knows today in Copenhagen, also just after midnight there", () => {
    expect(copenhagenToday(new Date("2026-11-21T22:30:00Z"))).toBe("2026-11-21");
    expect(copenhagenToday(new Date("2026-11-21T23:30:00Z"))).toBe("2026-11-22");
    expect(copenhagenToday(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02"); // summer time
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

describe("selectableDates", () => {
  it("offers Wednesdays and Fridays from today to 14 days ahead when the shed gives no dates", () => {
    expect(selectableDates({ available: true, availableDates: [] }, TODAY)).toEqual([
      "2026-11-25",
      "2026-11-27",
      "2026-12-02",
      "2026-12-04",
    ]);
    // A Wednesday today is included; the 14th day too.
    expect(selectableDates({ available: true, availableDates: [] }, "2026-11-25")).toEqual([
      "2026-11-25",
      "2026-11-27",
      "2026-12-02",
      "2026-12-04",
      "2026-12-09",
    ]);
  });

  it("offers only the shed's own dates within the window when it gives them", () => {
    const availableDates = [
      "2026-11-20",
      "2026-11-24",
      "2026-11-28",
      "2026-12-05",
      "2026-12-06",
      "not a date",
    ];
    expect(selectableDates({ available: true, availableDates }, TODAY)).toEqual([
      "2026-11-24",
      "2026-11-28",
      "2026-12-05",
    ]);
  });

  it("offers nothing for an unavailable shed", () => {
    expect(selectableDates({ available: false, availableDates: [] }, TODAY)).toEqual([]);
  });
});

describe("splitRecommended", () => {
  const shed = (name: string, next: string | null, available = true) => ({
    name,
    nextAvailableDate: next,
    available,
  });

  it("recommends at most three sheds with a date within 7 days, in the order given (nearest first)", () => {
    const sheds = [
      shed("Vesterbro", "2026-11-25"),
      shed("Nørrebro", "2026-12-02"),
      shed("Østerbro", "2026-11-27"),
      shed("Amager", "2026-11-28", false),
      shed("Valby", "2026-11-25"),
      shed("Frederiksberg", "2026-11-27"),
    ];
    const { recommended, others } = splitRecommended(sheds, TODAY);
    expect(recommended.map((s) => s.name)).toEqual(["Vesterbro", "Østerbro", "Valby"]);
    expect(others.map((s) => s.name)).toEqual(["Nørrebro", "Amager", "Frederiksberg"]);
  });

  it("recommends a shed whose next date is exactly a week away, not one later", () => {
    expect(
      splitRecommended([shed("A", "2026-11-28"), shed("B", "2026-11-29")], TODAY).recommended.map(
        (s) => s.name,
      ),
    ).toEqual(["A"]);
  });
});

describe("missingProfileFields", () => {
  const complete = {
    first_name: "Anna",
    last_name: "Hansen",
    phone: "12345678",
    street_address: "Vestergade 1",
    postal_code: "2600",
    city: "Glostrup",
  };

  it("needs names and phone for pickup, and the address too for home delivery", () => {
    const noAddress = { ...complete, street_address: null, postal_code: "", city: " " };
    expect(missingProfileFields(noAddress, "okoskabet")).toEqual([]);
    expect(missingProfileFields(noAddress, "standard")).toEqual(["street_address", "postal_code", "city"]);
    expect(missingProfileFields({ ...complete, phone: null }, "okoskabet")).toEqual(["phone"]);
  });
});

describe("distanceKm", () => {
  it("measures Copenhagen distances sensibly", () => {
    const townHall = { latitude: 55.6761, longitude: 12.5683 };
    const glostrup = { latitude: 55.6666, longitude: 12.4038 };
    expect(distanceKm(townHall, glostrup)).toBeGreaterThan(9.5);
    expect(distanceKm(townHall, glostrup)).toBeLessThan(11);
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

describe("the Copenhagen minute formatter", () => {
  afterEach(() => vi.restoreAllMocks());

  // Pages that load this module without using it (/kontakt) must not pay for an Intl formatter.
  it("is made on first use, not as the module loads, and once", async () => {
    vi.resetModules();
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (
      ...args: ConstructorParameters<typeof RealDateTimeFormat>
    ) {
      return new RealDateTimeFormat(...args);
    } as unknown as typeof RealDateTimeFormat);
    const delivery = await import("./delivery");
    expect(made).not.toHaveBeenCalled();
    delivery.copenhagenLocalInput(new Date("2026-07-14T10:00:00Z"));
    delivery.copenhagenLocalInput(new Date("2026-01-14T10:00:00Z"));
    expect(made).toHaveBeenCalledTimes(1);
  });
});
