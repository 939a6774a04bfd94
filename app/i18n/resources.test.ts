import {
  DECLINES_BEFORE_PAUSE,
  MIN_JARS,
  NOTICE_DAYS,
  ORDER_LEAD_HOURS,
  REMINDER_DAYS,
} from "~/lib/subscriptions";
import { describe, expect, it } from "vitest";
import { privacyPolicy, termsAndConditions } from "~/content/legal";
import { newYearContent } from "~/content/new-year";
import { philosophyContent } from "~/content/philosophy";
import { seoToolsContent } from "~/content/seo-tools";
import { adminDa } from "./admin/da";
import { adminEn } from "./admin/en";
import { emailDa } from "./email/da";
import { emailEn } from "./email/en";
import { translator } from "./index";
import { allTexts } from "./texts.server";

const { da, en } = allTexts;

/** Every path to a text in a resource tree: "nav.products", "story.paragraphs.0", … */
function textPaths(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") {
    out.set(prefix, value);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      textPaths(item, prefix ? `${prefix}.${index}` : String(index)).forEach((v, k) => out.set(k, v)),
    );
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      textPaths(item, prefix ? `${prefix}.${key}` : key).forEach((v, k) => out.set(k, v));
    }
  }
  return out;
}

/** Keys present in one tree and missing in the other, both ways. */
function missing(a: unknown, b: unknown) {
  const left = textPaths(a);
  const right = textPaths(b);
  return {
    onlyInFirst: [...left.keys()].filter((key) => !right.has(key)),
    onlyInSecond: [...right.keys()].filter((key) => !left.has(key)),
  };
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe("translations", () => {
  it("have the same keys in Danish and English", () => {
    expect(missing(da, en)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  });

  it.each([
    ["the back office's", adminDa, adminEn],
    ["the e-mails'", emailDa, emailEn],
  ])("have the same keys and placeholders in %s Danish and English", (_name, danish, english) => {
    expect(missing(danish, english)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
    const englishTexts = textPaths(english);
    for (const [key, text] of textPaths(danish))
      expect(variables(englishTexts.get(key) ?? ""), key).toEqual(variables(text));
  });

  it("use the same placeholders in both languages", () => {
    const english = textPaths(en);
    for (const [key, text] of textPaths(da)) {
      expect(variables(english.get(key) ?? ""), key).toEqual(variables(text));
    }
  });

  it("have no empty texts", () => {
    for (const [key, text] of [...textPaths(da), ...textPaths(en)]) {
      expect(text.trim(), key).not.toBe("");
    }
  });

  it("carry the shop's key groups (docs/product.md, Languages)", () => {
    for (const group of [
      "nav",
      "hero",
      "features",
      "cta_banner",
      "partners",
      "footer",
      "philosophy",
      "blog",
      "contact",
      "login",
      "recipes",
      "products",
      "not_found",
      "breadcrumbs",
    ]) {
      expect(da, group).toHaveProperty(group);
      expect(en, group).toHaveProperty(group);
    }
  });

  it("detects a key that exists in one language only", () => {
    // The check above must be able to fail.
    expect(missing({ a: "x", b: { c: "y" } }, { a: "x" })).toEqual({
      onlyInFirst: ["b.c"],
      onlyInSecond: [],
    });
  });

  it("translate with the right language and plural", () => {
    expect(translator("da")("nav.cartWithCount", { count: 1 })).toBe("Indkøbskurv, 1 vare");
    expect(translator("da")("nav.cartWithCount", { count: 3 })).toBe("Indkøbskurv, 3 varer");
    expect(translator("en")("nav.cartWithCount", { count: 1 })).toBe("Shopping cart, 1 item");
    expect(translator("en")("not_found.title")).toBe("Page not found");
  });
});

describe("page texts", () => {
  it.each([
    ["philosophy", philosophyContent],
    ["New Year", newYearContent],
    ["privacy policy", privacyPolicy],
    ["terms", termsAndConditions],
    ["SEO tools", seoToolsContent],
  ])("%s has the same structure in both languages", (_name, content) => {
    expect(missing(content.da, content.en)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  });

  it("the privacy policy states every retention period", () => {
    const retention = privacyPolicy.da.sections.find((section) => section.id === "opbevaring")!;
    const text = [...retention.paragraphs, ...(retention.items ?? [])].join(" ");
    expect(text).toContain("5 år");
    expect(text).toContain("3 år");
    expect(text).toMatch(/nyhedsbrev.*trækker dit samtykke tilbage/i);
    // Double opt-in: a sign-up never confirmed is deleted (housekeeping).
    expect(text).toMatch(/ikke bliver bekræftet, slettes efter 30 dage/);
    expect(text).toContain("7 dage");
    // Sent e-mails (housekeeping), and no confirmation or reset link once sent (the outbox).
    expect(text).toMatch(/E-mails, vi sender dig, gemmes med adresse og indhold i 30 dage/);
    expect(text).toMatch(/nulstille din adgangskode.*gemmer vi slet ikke, når e-mailen er sendt/);
    expect(retention.after).toMatch(/de e-mails, vi har sendt dig/);
    expect(retention.after).toMatch(/Fakturaer og kreditnotaer beholdes i 5 år/);
    expect(privacyPolicy.da.updated).toBe("2026-11-28");
    expect(privacyPolicy.da.sections).toHaveLength(10);
  });

  it("the terms state the figures of docs/product.md, Static and legal pages", () => {
    const text = termsAndConditions.da.sections
      .flatMap((s) => [...s.paragraphs, ...(s.items ?? [])])
      .join(" ");
    for (const figure of [
      "25% moms",
      "14 dages fortrydelsesret",
      "24 måneders reklamationsret",
      "2 måneder",
      `${NOTICE_DAYS} dages varsel`,
      "Økoskab",
      "kølet kurér",
      "Dansk ret",
    ]) {
      expect(text, figure).toContain(figure);
    }
    expect(text).toMatch(/fortrydelsesret.*gælder dog ikke for fødevarer/i);
    expect(text).toMatch(/trækkes først, når ordren er klar til afsendelse/);
  });

  it("the terms name Nævnenes Hus and no longer the EU's closed complaints platform (ODR, 20 July 2025)", () => {
    for (const language of ["da", "en"] as const) {
      const text = JSON.stringify(termsAndConditions[language]);
      expect(text, language).toContain("Nævnenes Hus");
      expect(text, language).toContain("www.naevneneshus.dk");
      expect(text, language).not.toMatch(/odr|online klageportal|dispute resolution platform/i);
    }
  });

  it("the terms' subscription clause states the rules the shop applies (~/lib/subscriptions)", () => {
    const clause = (language: "da" | "en") =>
      termsAndConditions[language].sections
        .find((section) => section.id === "abonnement")!
        .paragraphs.join(" ");
    const da = clause("da");
    expect(da).toContain(`mindst ${MIN_JARS} pr. levering`);
    expect(da).toContain(`${NOTICE_DAYS} dages varsel`);
    expect(da).toContain(`mere end ${NOTICE_DAYS} dage ude`);
    expect(da).toContain(`${ORDER_LEAD_HOURS} timer før leveringens bestillingsfrist`);
    expect(da).toContain(`påmindelse ${REMINDER_DAYS} dage før`);
    expect(DECLINES_BEFORE_PAUSE).toBe(2); // the terms say "two"
    expect(da).toContain("To afviste betalinger i træk");
    const en = clause("en");
    expect(en).toContain(`at least ${MIN_JARS} per delivery`);
    expect(en).toContain(`${NOTICE_DAYS} days' notice`);
    expect(en).toContain(`${ORDER_LEAD_HOURS} hours before the delivery's cutoff`);
    expect(en).toContain(`reminder ${REMINDER_DAYS} days before`);
    expect(en).toContain("Two declined payments in a row");
  });
});

describe("organic claims", () => {
  // Some demo products (and any shop's) are not organic: no text may call the whole range organic.
  const wholeRange = [
    /100 ?% ?(økologisk|organic)/i,
    /\b(alle|all) (vores |our )?(grøntsager|kød|retter|supper|produkter|vegetables|meat|dishes|meals|soups|products)\b[^.]*(økologisk|organic)/i,
    /^(Krukke – )?(økologisk|økologiske|organic) (mad|supper|food|soups)\b/i,
  ];
  const texts = (tree: unknown) => [...textPaths(tree)];

  it.each([
    ["Danish", da],
    ["English", en],
    ["philosophy", philosophyContent],
    ["terms", termsAndConditions],
  ])("%s texts make none", (_name, tree) => {
    for (const [key, text] of texts(tree)) {
      for (const claim of wholeRange) expect(text, key).not.toMatch(claim);
    }
  });

  it("the check catches the claims it was written for", () => {
    for (const text of [
      "100% økologisk",
      "Alle vores grøntsager og alt vores kød er økologisk.",
      "Krukke – økologiske supper og retter på glas",
      "Organic food in glass jars from Glostrup",
    ]) {
      expect(
        wholeRange.some((claim) => claim.test(text)),
        text,
      ).toBe(true);
    }
  });
});
