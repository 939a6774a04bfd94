import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { saleProblems } from "../season-menus";
import { RESERVED_PATHS, seasonCourseSchema, seasonDaySchema, seasonMenuSchema } from "./season-menus";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

const MENU = {
  name: "Nytårsmenu 2026",
  slug: "nytar-2026",
  coverChoices: "2, 4, 6",
  opensAt: "2026-11-20T00:00",
  closesAt: "2026-12-28T12:00",
  status: "on-sale",
};

const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], values: Record<string, string>) => {
  const submission = parseWithZod(form(values), { schema });
  return submission.status === "success" ? null : submission.reply().error;
};

describe("the season menu form", () => {
  it("reads an address in lower case, and the covers in order, once each", () => {
    const submission = parseWithZod(form({ ...MENU, slug: " Nytar-2026 ", coverChoices: "6; 2 4,2" }), {
      schema: seasonMenuSchema,
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      slug: "nytar-2026",
      coverChoices: [2, 4, 6],
    });
  });

  it("refuses an address that is no address or one of the shop's own pages", () => {
    for (const slug of [
      "nytår-2026",
      "nytar 2026",
      "-nytar",
      "nytar--2026",
      "kontakt",
      "produkter",
      "nytar-2025",
      "admin",
    ])
      expect(errorsOf(seasonMenuSchema, { ...MENU, slug })?.slug, slug).toHaveLength(1);
  });

  it("refuses covers outside 1–20, and a window that closes before it opens", () => {
    expect(errorsOf(seasonMenuSchema, { ...MENU, coverChoices: "" })?.coverChoices).toEqual([
      "admin:validation.required",
    ]);
    for (const coverChoices of ["0", "2, 21", "to"])
      expect(errorsOf(seasonMenuSchema, { ...MENU, coverChoices })?.coverChoices, coverChoices).toEqual([
        "admin:validation.season.covers",
      ]);
    expect(errorsOf(seasonMenuSchema, { ...MENU, closesAt: MENU.opensAt })?.closesAt).toEqual([
      "admin:validation.season.closesBeforeOpens",
    ]);
    expect(errorsOf(seasonMenuSchema, { ...MENU, opensAt: "2026-02-30T10:00" })?.opensAt).toEqual([
      "admin:validation.dateTime",
    ]);
  });

  it("takes an image address of the shop's own or https, nothing else", () => {
    expect(errorsOf(seasonMenuSchema, { ...MENU, imageUrl: "/images/nytar.webp" })).toBeNull();
    expect(errorsOf(seasonMenuSchema, { ...MENU, imageUrl: "https://cdn.krukke.dk/nytar.webp" })).toBeNull();
    for (const imageUrl of ["javascript:alert(1)", "http://krukke.dk/x.webp", "//evil.example/x.webp"])
      expect(errorsOf(seasonMenuSchema, { ...MENU, imageUrl })?.imageUrl, imageUrl).toEqual([
        "admin:validation.season.imageUrl",
      ]);
  });

  it("keeps every first part of the shop's own addresses from a menu", () => {
    const paths = (entries: typeof routes): string[] =>
      entries.flatMap((entry) => [entry.path ?? "", ...paths(entry.children ?? [])]);
    const firstParts = new Set(
      routes
        .map((entry) => (entry.path ?? "").split("/")[0]!)
        .filter((part) => part !== "" && part !== "*" && !part.startsWith(":")),
    );
    expect(paths(routes).length).toBeGreaterThan(firstParts.size);
    for (const part of firstParts) expect(RESERVED_PATHS, part).toContain(part);
  });
});

describe("a course's and a pickup day's forms", () => {
  const COURSE = {
    productId: "8d1c3b8e-4c1e-4b7e-9a57-6f2d1b3c4d5e",
    label: "Forret",
    jarsPerCover: "1",
    pricePerJar: "85,50",
  };

  it("read a course's price in øre and refuse a product that is no id or too many jars", () => {
    const submission = parseWithZod(form(COURSE), { schema: seasonCourseSchema });
    expect(submission.status === "success" && submission.value).toMatchObject({
      pricePerJar: 8_550,
      jarsPerCover: 1,
    });
    expect(errorsOf(seasonCourseSchema, { ...COURSE, productId: "1 or 1=1" })?.productId).toHaveLength(1);
    expect(errorsOf(seasonCourseSchema, { ...COURSE, jarsPerCover: "11" })?.jarsPerCover).toEqual([
      "admin:validation.season.jarsPerCover",
    ]);
    expect(errorsOf(seasonCourseSchema, { ...COURSE, pricePerJar: "gratis" })?.pricePerJar).toHaveLength(1);
  });

  it("read a day's opening hours and capacity, refusing hours that close before they open", () => {
    const DAY = { date: "2026-12-31", opens: "10:00", closes: "14:00", capacity: "3" };
    expect(errorsOf(seasonDaySchema, DAY)).toBeNull();
    expect(errorsOf(seasonDaySchema, { ...DAY, closes: "09:30" })?.closes).toEqual([
      "admin:validation.season.closesBeforeOpens",
    ]);
    expect(errorsOf(seasonDaySchema, { ...DAY, opens: "24:00" })?.opens).toEqual([
      "admin:validation.calendar.time",
    ]);
    expect(errorsOf(seasonDaySchema, { ...DAY, date: "2026-12-32" })?.date).toEqual([
      "admin:validation.date",
    ]);
    expect(errorsOf(seasonDaySchema, { ...DAY, capacity: "-1" })?.capacity).toHaveLength(1);
  });
});

describe("putting a menu on sale", () => {
  it("needs a course and a place with a pickup day", () => {
    expect(saleProblems({ courses: 3, pickupDays: 6 })).toEqual([]);
    expect(saleProblems({ courses: 0, pickupDays: 6 })).toEqual(["no-course"]);
    expect(saleProblems({ courses: 3, pickupDays: 0 })).toEqual(["no-pickup-day"]);
    expect(saleProblems({ courses: 0, pickupDays: 0 })).toEqual(["no-course", "no-pickup-day"]);
  });
});
