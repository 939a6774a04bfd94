import { describe, expect, it } from "vitest";
import { glnCheckDigit, hasGlnShape, normalizeGln, passesGlnCheckDigit } from "./gln";

describe("GLN (EAN) numbers", () => {
  it("accept numbers with GS1's check digit", () => {
    // GS1's own example number, and a Danish (579…) location number.
    expect(passesGlnCheckDigit("5901234123457")).toBe(true);
    expect(glnCheckDigit("579800041660")).toBe(4);
    expect(passesGlnCheckDigit("5798000416604")).toBe(true);
  });

  it("refuse a mistyped digit or two swapped digits", () => {
    expect(passesGlnCheckDigit("5901234123458")).toBe(false);
    expect(passesGlnCheckDigit("5902134123457")).toBe(false);
    expect(passesGlnCheckDigit("5798000416640")).toBe(false);
  });

  it("have exactly 13 digits", () => {
    expect(hasGlnShape("5901234123457")).toBe(true);
    expect(hasGlnShape("590123412345")).toBe(false);
    expect(hasGlnShape("59012341234570")).toBe(false);
    expect(hasGlnShape("590123412345x")).toBe(false);
    expect(passesGlnCheckDigit("590123412345")).toBe(false);
  });

  it("are read as people type them", () => {
    expect(normalizeGln(" 5798 0004 1660 4 ")).toBe("5798000416604");
    expect(normalizeGln("5798-000416604")).toBe("5798000416604");
  });
});
