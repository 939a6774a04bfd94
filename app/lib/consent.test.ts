import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CONSENT_MAX_AGE_SECONDS,
  choiceOf,
  decodeConsent,
  encodeConsent,
  isConsentSessionId,
  newConsentSessionId,
  parseConsentForm,
  withoutSettingsParam,
} from "./consent";

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("the consent cookie", () => {
  it("holds the choice and when it was made, and reads back the same", () => {
    const consent = { analytics: true, marketing: false, givenAt: NOW };
    const value = encodeConsent(consent, "3f0b1c9e-8a4d-4f1e-9b2a-7c6d5e4f3a21");
    expect(value).toBe(`a=1&m=0&t=${NOW / 1000}&s=3f0b1c9e-8a4d-4f1e-9b2a-7c6d5e4f3a21`);
    expect(decodeConsent(value, NOW)).toEqual({
      ...consent,
      sessionId: "3f0b1c9e-8a4d-4f1e-9b2a-7c6d5e4f3a21",
    });
    expect(decodeConsent(encodeConsent({ analytics: false, marketing: true, givenAt: NOW }), NOW)).toEqual({
      analytics: false,
      marketing: true,
      givenAt: NOW,
    });
  });

  it.each([
    ["", "empty"],
    ["a=1&m=0", "no time"],
    [`a=yes&m=0&t=${NOW / 1000}`, "a flag that is not 0 or 1"],
    [`a=1&t=${NOW / 1000}`, "a missing flag"],
    [`a=1&m=1&t=-5`, "a negative time"],
    [`a=1&m=1&t=${(NOW - CONSENT_MAX_AGE_SECONDS * 1000 - 1000) / 1000}`, "a choice past six months"],
    [`a=1&m=1&t=${(NOW + 3 * 24 * 3600 * 1000) / 1000}`, "a choice from the future"],
    ["x".repeat(300), "nonsense"],
  ])("is ignored when it holds %j (%s)", (value) => {
    expect(decodeConsent(value, NOW)).toBeNull();
  });

  it("drops a session id that is not one", () => {
    expect(decodeConsent(`a=0&m=0&t=${NOW / 1000}&s=<script>`, NOW)).toEqual({
      analytics: false,
      marketing: false,
      givenAt: NOW,
    });
  });
});

describe("a consent choice", () => {
  it("is everything, nothing, or the boxes ticked", () => {
    expect(choiceOf({ intent: "accept", analytics: false, marketing: false })).toEqual({
      analytics: true,
      marketing: true,
    });
    expect(choiceOf({ intent: "reject", analytics: true, marketing: true })).toEqual({
      analytics: false,
      marketing: false,
    });
    expect(choiceOf({ intent: "save", analytics: true, marketing: false })).toEqual({
      analytics: true,
      marketing: false,
    });
  });

  it("is read from the banner's form", () => {
    expect(
      parseConsentForm(form({ intent: "save", analytics: "on", sessionId: newConsentSessionId() })),
    ).toMatchObject({ intent: "save", analytics: true, marketing: false });
    expect(parseConsentForm(form({ intent: "reject", redirectTo: "/produkter" }))).toMatchObject({
      intent: "reject",
      redirectTo: "/produkter",
    });
  });

  it.each<[Record<string, string>, string]>([
    [{}, "no button"],
    [{ intent: "maybe" }, "an unknown button"],
    [{ intent: "save", analytics: "please" }, "a box with an odd value"],
    [{ intent: "accept", sessionId: "'; drop table" }, "a session id that is not one"],
  ])("refuses %o (%s)", (fields) => {
    expect(parseConsentForm(form(fields))).toBeNull();
  });

  it("takes an address to go back to of up to 2,000 characters, and refuses a longer one", () => {
    const longest = `/${"x".repeat(1999)}`;
    expect(parseConsentForm(form({ intent: "reject", redirectTo: longest }))?.redirectTo).toBe(longest);
    expect(parseConsentForm(form({ intent: "reject", redirectTo: `${longest}x` }))).toBeNull();
  });

  it("refuses a file where text belongs", () => {
    const data = form({ intent: "accept" });
    data.set("analytics", new Blob(["on"]));
    expect(parseConsentForm(data)).toBeNull();
  });

  it("answers as the Zod schema it replaced does, for any form (decision 0025)", () => {
    // The schema as it was before the hand-written parser took its place (d395a64^).
    const checkbox = z
      .union([z.literal("on"), z.literal("true"), z.literal("1")])
      .optional()
      .transform((value) => value !== undefined);
    const consentFormSchema = z.object({
      intent: z.enum(["accept", "reject", "save"]),
      analytics: checkbox,
      marketing: checkbox,
      sessionId: z
        .string()
        .regex(/^[A-Za-z0-9-]{16,64}$/)
        .optional(),
      redirectTo: z.string().max(2000).optional(),
    });
    const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 3 });
    const box = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom("on", "true", "1", "0", "off", "", "ON", " on") },
      { weight: 1, arbitrary: fc.string() },
    );
    const known = fc.record({
      intent: optional(
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom("accept", "reject", "save", "Accept", "save ") },
          { weight: 1, arbitrary: fc.string() },
        ),
      ),
      analytics: optional(box),
      marketing: optional(box),
      sessionId: optional(
        fc.oneof(
          fc.constant("3f0b1c9e-8a4d-4f1e-9b2a-7c6d5e4f3a21"),
          fc.stringMatching(/^[A-Za-z0-9_ -]{10,70}$/),
          fc.string(),
        ),
      ),
      redirectTo: optional(
        fc.oneof(
          fc.integer({ min: 1998, max: 2002 }).map((length) => `/${"x".repeat(length - 1)}`),
          fc.string(),
        ),
      ),
    });
    const extra = fc.tuple(
      fc.constantFrom("intent", "analytics", "other", "constructor", "__proto__"),
      fc.oneof(
        { weight: 3, arbitrary: fc.string() },
        { weight: 1, arbitrary: fc.constant(new Blob(["on"])) },
      ),
    );
    fc.assert(
      fc.property(known, fc.array(extra, { maxLength: 2 }), fc.boolean(), (fields, extras, extrasFirst) => {
        const data = new FormData();
        const entries: [string, string | Blob][] = Object.entries(fields).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        );
        for (const [name, value] of extrasFirst ? [...extras, ...entries] : [...entries, ...extras])
          data.append(name, value);
        // As the form was read before the schema: any file refuses it, then the last value counts.
        const texts = [...data.values()].every((value) => typeof value === "string");
        const expected = texts
          ? consentFormSchema.safeParse(Object.fromEntries(data))
          : { success: false as const };
        expect(parseConsentForm(data)).toEqual(expected.success ? expected.data : null);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("helpers", () => {
  it("make session ids that are version-4 UUIDs, different each time", () => {
    const first = newConsentSessionId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isConsentSessionId(first)).toBe(true);
    expect(newConsentSessionId()).not.toBe(first);
    expect(isConsentSessionId("kort")).toBe(false);
  });

  it("take the settings switch out of an address", () => {
    expect(withoutSettingsParam("/produkter?side=2&cookies=settings")).toBe("/produkter?side=2");
    expect(withoutSettingsParam("/?cookies=settings&redirectTo=%2F")).toBe("/");
  });
});
