/**
 * The owner's periods (the dashboard and the bookkeeping export): whole days in Copenhagen time,
 * `from` and `to` both included, chosen by a preset or typed, each compared with the period of
 * the same length right before it. Pure: the server turns a period into instants with
 * `copenhagenMidnight`.
 */
import { addDays, isDate, weekdayOf } from "./copenhagen";

export const PERIOD_PRESETS = [
  "this-week",
  "last-4-weeks",
  "this-month",
  "last-12-months",
  "custom",
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export type Period = { preset: PeriodPreset; from: string; to: string };

/** The longest period one may ask for: five years, as long as the bookkeeping act keeps vouchers. */
export const MAX_PERIOD_DAYS = 5 * 366;

/** The address's names of a period's fields. */
export const PERIOD_PARAMS = { preset: "periode", from: "fra", to: "til" } as const;

/** 0 = Monday … 6 = Sunday: Danish weeks begin on Monday. */
const weekday = (date: string) => (weekdayOf(date) + 6) % 7;

/** Days from `from` to `to`, both included. */
export function daysIn(period: Pick<Period, "from" | "to">): number {
  return (
    Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000) +
    1
  );
}

/** The preset's days as they stand on `today` ("YYYY-MM-DD", Copenhagen). */
export function presetPeriod(preset: Exclude<PeriodPreset, "custom">, today: string): Period {
  switch (preset) {
    case "this-week":
      return { preset, from: addDays(today, -weekday(today)), to: today };
    case "last-4-weeks":
      return { preset, from: addDays(today, -27), to: today };
    case "this-month":
      return { preset, from: `${today.slice(0, 8)}01`, to: today };
    case "last-12-months": {
      const [year, month] = today.split("-").map(Number) as [number, number];
      const start = new Date(Date.UTC(year, month - 12, 1));
      return { preset, from: start.toISOString().slice(0, 10), to: today };
    }
  }
}

/** The period of the same number of days that ends the day before `period` starts. */
export function previousPeriod(period: Period): Period {
  const to = addDays(period.from, -1);
  return { preset: period.preset, from: addDays(to, -(daysIn(period) - 1)), to };
}

export type PeriodProblem = "invalid-date" | "reversed" | "too-long";

/**
 * The period an address asks for: a preset (this week unless it says otherwise), or `custom`
 * with both dates. A custom period that cannot stand gives this week and the problem to show.
 */
export function readPeriod(
  params: URLSearchParams,
  today: string,
): { period: Period; problem: PeriodProblem | null; typed: { from: string; to: string } } {
  const preset = params.get(PERIOD_PARAMS.preset);
  const typed = { from: params.get(PERIOD_PARAMS.from) ?? "", to: params.get(PERIOD_PARAMS.to) ?? "" };
  const fallback = presetPeriod("this-week", today);
  if (preset !== "custom") {
    const known = (PERIOD_PRESETS as readonly string[]).includes(preset ?? "") ? preset : "this-week";
    return { period: presetPeriod(known as Exclude<PeriodPreset, "custom">, today), problem: null, typed };
  }
  if (!isDate(typed.from) || !isDate(typed.to)) return { period: fallback, problem: "invalid-date", typed };
  if (typed.from > typed.to) return { period: fallback, problem: "reversed", typed };
  if (daysIn(typed) > MAX_PERIOD_DAYS) return { period: fallback, problem: "too-long", typed };
  return { period: { preset: "custom", ...typed }, problem: null, typed };
}

/** The address of a period's page: `path` with the period's fields. */
export function periodSearch(period: Period): string {
  const params = new URLSearchParams({ [PERIOD_PARAMS.preset]: period.preset });
  if (period.preset === "custom") {
    params.set(PERIOD_PARAMS.from, period.from);
    params.set(PERIOD_PARAMS.to, period.to);
  }
  return `?${params}`;
}

export type Bucket = { key: string; from: string; to: string };

/**
 * The chart's steps over a period: days up to 62 days, else weeks (from the period's first day)
 * up to 26 weeks, else calendar months. Each step's `from` and `to` stay inside the period.
 */
export function bucketsOf(period: Pick<Period, "from" | "to">): {
  unit: "day" | "week" | "month";
  buckets: Bucket[];
} {
  const days = daysIn(period);
  const buckets: Bucket[] = [];
  if (days <= 62 || days > 26 * 7) {
    const unit = days <= 62 ? "day" : "month";
    let from = period.from;
    while (from <= period.to) {
      const next =
        unit === "day"
          ? addDays(from, 1)
          : new Date(Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)), 1))
              .toISOString()
              .slice(0, 10);
      const to = addDays(next, -1) < period.to ? addDays(next, -1) : period.to;
      buckets.push({ key: unit === "day" ? from : from.slice(0, 7), from, to });
      from = next;
    }
    return { unit, buckets };
  }
  for (let from = period.from; from <= period.to; from = addDays(from, 7)) {
    const to = addDays(from, 6) < period.to ? addDays(from, 6) : period.to;
    buckets.push({ key: from, from, to });
  }
  return { unit: "week", buckets };
}
