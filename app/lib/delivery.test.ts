import { describe, expect, it } from "vitest";
import { distanceKm, missingProfileFields, selectableDates, splitRecommended } from "./delivery";

// Saturday 21 November 2026.
const TODAY = "2026-11-21";

describe("selectableDates", () => {
  it("offers Wednesdays and Fridays from today to 14 days ahead when the locker gives no dates", () => {
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

  it("offers only the locker's own dates within the window when it gives them", () => {
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

  it("offers nothing for an unavailable locker", () => {
    expect(selectableDates({ available: false, availableDates: [] }, TODAY)).toEqual([]);
  });
});

describe("splitRecommended", () => {
  const locker = (name: string, next: string | null, available = true) => ({
    name,
    nextAvailableDate: next,
    available,
  });

  it("recommends at most three lockers with a date within 7 days, in the order given (nearest first)", () => {
    const lockers = [
      locker("Vesterbro", "2026-11-25"),
      locker("Nørrebro", "2026-12-02"),
      locker("Østerbro", "2026-11-27"),
      locker("Amager", "2026-11-28", false),
      locker("Valby", "2026-11-25"),
      locker("Frederiksberg", "2026-11-27"),
    ];
    const { recommended, others } = splitRecommended(lockers, TODAY);
    expect(recommended.map((s) => s.name)).toEqual(["Vesterbro", "Østerbro", "Valby"]);
    expect(others.map((s) => s.name)).toEqual(["Nørrebro", "Amager", "Frederiksberg"]);
  });

  it("recommends a locker whose next date is exactly a week away, not one later", () => {
    expect(
      splitRecommended([locker("A", "2026-11-28"), locker("B", "2026-11-29")], TODAY).recommended.map(
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
