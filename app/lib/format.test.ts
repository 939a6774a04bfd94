import { afterEach, describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { countDateTimeFormats } from "../../tests/support/intl-spy";
import {
  copenhagenDay,
  formatClockTime,
  formatDateTime,
  formatDeliveryDay,
  formatLongDate,
  formatShortDate,
  formatWeekday,
} from "./format";

describe("dates", () => {
  it("are written the Danish and the English way", () => {
    expect(formatLongDate("2025-10-03", "da")).toBe("3. oktober 2025");
    expect(formatLongDate("2025-10-03", "en")).toBe("3 October 2025");
    expect(formatShortDate("2025-10-03", "da")).toBe("03.10.2025");
    expect(formatShortDate("2025-10-03", "en")).toBe("03/10/2025");
  });

  it("are written as Intl writes them, in every month and both languages", () => {
    const tags = { da: "da-DK", en: "en-GB" } as const;
    for (const language of LANGUAGES) {
      const long = new Intl.DateTimeFormat(tags[language], {
        day: "numeric",
        month: "long",
        year: "numeric",
      });
      const short = new Intl.DateTimeFormat(tags[language], {
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
      });
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, 9, 10, 28]) {
          const date = `2026-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          const noon = new Date(`${date}T12:00:00Z`);
          expect(formatLongDate(date, language), date).toBe(long.format(noon));
          expect(formatShortDate(date, language), date).toBe(short.format(noon));
        }
      }
    }
  });

  it("name a delivery day with its weekday, as Intl does, and a time of day the Danish way", () => {
    const tags = { da: "da-DK", en: "en-GB" } as const;
    for (const language of LANGUAGES) {
      const weekday = new Intl.DateTimeFormat(tags[language], { weekday: "long", timeZone: "UTC" });
      // A week, Sunday to Saturday.
      for (const date of [
        "2026-11-29",
        "2026-11-30",
        "2026-12-01",
        "2026-12-02",
        "2026-12-03",
        "2026-12-04",
        "2026-12-05",
      ]) {
        expect(formatWeekday(date, language), date).toBe(weekday.format(new Date(`${date}T12:00:00Z`)));
      }
    }
    expect(formatDeliveryDay("2026-12-02", "da")).toBe("onsdag 2. december");
    expect(formatDeliveryDay("2026-12-02", "en")).toBe("Wednesday 2 December");
    expect(formatClockTime("12:00", "da")).toBe("kl. 12");
    expect(formatClockTime("09:30", "da")).toBe("kl. 9.30");
    expect(formatClockTime("09:30", "en")).toBe("9:30");
  });

  it("are Copenhagen's calendar day wherever they are rendered", () => {
    // 23:30 UTC on 14 January is 00:30 on 15 January in Copenhagen (and 01:30 in summer).
    expect(formatShortDate(new Date("2026-01-14T23:30:00Z"), "da")).toBe("15.01.2026");
    expect(formatLongDate("2026-07-14T22:30:00.000Z", "en")).toBe("15 July 2026");
    expect(copenhagenDay("2026-07-14T21:59:00.000Z")).toBe("2026-07-14");
    expect(copenhagenDay("2026-12-31T23:00:00.000Z")).toBe("2027-01-01");
  });
});

describe("an instant with its time of day", () => {
  it("is Copenhagen's day and time, written as the shop writes each", () => {
    expect(formatDateTime("2026-01-15T08:30:00.000Z", "da")).toBe("15.01.2026 kl. 9.30");
    expect(formatDateTime(new Date("2026-07-15T10:00:00Z"), "da")).toBe("15.07.2026 kl. 12");
    expect(formatDateTime("2026-07-14T22:05:00.000Z", "en")).toBe("15/07/2026 0:05");
  });
});

describe("a calendar day", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is written without Intl; an instant makes one formatter, once", async () => {
    const { module: format, made } = await countDateTimeFormats(() => import("./format"));
    format.formatLongDate("2025-10-03", "da");
    format.formatShortDate("2025-10-03", "en");
    expect(made).not.toHaveBeenCalled();
    format.formatLongDate("2026-01-14T23:30:00Z", "da");
    expect(format.formatShortDate(new Date("2026-07-14T22:30:00Z"), "en")).toBe("15/07/2026");
    expect(made).toHaveBeenCalledTimes(1);
  });
});
