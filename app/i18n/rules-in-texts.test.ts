/**
 * No text types a rule the shop keeps as a value (an amount in kroner, a number of jars or days,
 * the delivery weekdays): those are filled in from `~/lib/rules-in-texts` and the calendar's
 * settings (`~/lib/delivery-weekdays`), or, in app/content, from the constants, so a changed rule cannot leave a text behind. A literal
 * the check finds is allowed only when it is listed below with its reason.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminDa } from "./admin/da";
import { adminEn } from "./admin/en";
import { emailDa } from "./email/da";
import { emailEn } from "./email/en";
import { allTexts } from "./texts.server";

/** A rule stated as a literal: "400 kr", "50 kr.", "4 krukker", "5 dage", "onsdag og fredag"… */
const RULE_LITERALS = [
  /\b\d[\d.,]*(?:,-)? ?kr\b/i,
  /\b\d+ (?:krukker|jars)\b/i,
  /\b\d+ (?:dage|dages|days|days')(?=\W|$)/i,
  /\b(?:mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag)(?:e|en)?\b/i,
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/i,
];

/** Texts that may state such a literal, by where they are and why. */
const ALLOWED: Record<string, string> = {
  "contact.cards.days.1": "the contact page's opening hours name every weekday, not a rule",
  "contact.cards.days.2": "the contact page's opening hours",
  "contact.cards.days.3": "the contact page's opening hours",
  "contact.cards.days.4": "the contact page's opening hours",
  "contact.cards.days.5": "the contact page's opening hours",
  "newsletterConfirm.expired":
    "the newsletter link's 30 days are a server setting (app/server), which texts cannot import",
  "email:newsletter.expiry": "the newsletter link's 30 days, as above",
  "legal.ts:30 dage":
    "the privacy policy: the e-mails' and unconfirmed sign-ups' 30 days, server settings as above",
  "legal.ts:30 days": "the same in English",
  "legal.ts:14 dages": "the terms: the statutory right of withdrawal, a fact of the law",
  "admin:orders.noPayment": "0 kr is what such an order cost, not a rule",
  "admin:orders.problems.amount": "0,01 kr is the smallest amount there is",
  "admin:validation.season.jarsPerCover": "a limit of the back office's form, not a rule shoppers read",
  "admin:batches.validation.jars": "a limit of the back office's form, not a rule shoppers read",
};

/** Every text of a tree by its path: "checkout.deliveryFee", "admin:orders.title"… */
function texts(tree: unknown, prefix: string): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (tree && typeof tree === "object")
    return Object.entries(tree).flatMap(([key, value]) =>
      texts(value, prefix.endsWith(":") || !prefix ? `${prefix}${key}` : `${prefix}.${key}`),
    );
  return [];
}

/**
 * The long page texts (app/content) as written: their rules are constants in `${…}`, which
 * the source shows as such (rendered, "50 kr" would look typed). A literal found is named by its
 * file and the literal: "legal.ts:14 dages".
 */
function contentLiterals(): [string, string][] {
  return ["legal.ts", "philosophy.ts", "new-year.ts", "seo-tools.ts"].flatMap((file) =>
    readFileSync(new URL(`../content/${file}`, import.meta.url), "utf8")
      .replace(/\$\{[^}]*\}/g, "{…}")
      .split("\n")
      .flatMap((line) =>
        RULE_LITERALS.flatMap((literal) => {
          const found = line.match(literal);
          return found ? [[`${file}:${found[0]}`, line] as [string, string]] : [];
        }),
      ),
  );
}

const everyText = (["da", "en"] as const).flatMap((language) => [
  ...texts(allTexts[language], ""),
  ...texts({ da: adminDa, en: adminEn }[language], "admin:"),
  ...texts({ da: emailDa, en: emailEn }[language], "email:"),
]);
const everyLiteral = [...everyText, ...contentLiterals()];

const statesARule = (text: string) => RULE_LITERALS.some((literal) => literal.test(text));

describe("rules in texts", () => {
  it("are values: no text types an amount, a count of jars or days or a delivery weekday", () => {
    const found = everyLiteral.filter(([path, text]) => !(path in ALLOWED) && statesARule(text));
    expect(found).toEqual([]);
  });

  it("the check finds each kind of literal it is for", () => {
    for (const text of [
      "Fragtfri over 400 kr.",
      "Fragtfri for ordrer over 400,- kr",
      "Free delivery on orders of 1,250 kr or more.",
      "En fast levering har mindst 4 krukker.",
      "A subscription has at least 4 jars.",
      "med 5 dages varsel",
      "with 5 days' notice",
      "Levering onsdag og fredag",
      "Delivery on Wednesdays and Fridays",
    ])
      expect(statesARule(text), text).toBe(true);
    expect(statesARule("Fragtfri over {{freeFreightFrom}}.")).toBe(false);
  });

  it("allows only texts that exist and still state a literal", () => {
    const byPath = new Map(everyLiteral);
    for (const path of Object.keys(ALLOWED)) expect(statesARule(byPath.get(path) ?? ""), path).toBe(true);
  });
});
