import { describe, expect, it } from "vitest";
import { formatCvr, hasCvrShape, normalizeCvr, passesCvrChecksum } from "./cvr";

describe("CVR numbers", () => {
  it("accept real companies' numbers (modulus 11)", () => {
    // Novo Nordisk A/S and Carlsberg A/S, as the register lists them.
    expect(passesCvrChecksum("24256790")).toBe(true);
    expect(passesCvrChecksum("61056416")).toBe(true);
  });

  it("refuse a mistyped digit or two swapped digits", () => {
    expect(passesCvrChecksum("24256791")).toBe(false);
    expect(passesCvrChecksum("42256790")).toBe(false);
    expect(passesCvrChecksum("24265790")).toBe(false);
  });

  it("have exactly 8 digits, not starting with 0", () => {
    expect(hasCvrShape("24256790")).toBe(true);
    expect(hasCvrShape("2425679")).toBe(false);
    expect(hasCvrShape("242567900")).toBe(false);
    expect(hasCvrShape("0425679a")).toBe(false);
    // Weighted sum 0 passes the arithmetic, but no company has it.
    expect(passesCvrChecksum("00000000")).toBe(false);
  });

  it("are read as people type them, and written in pairs", () => {
    expect(normalizeCvr(" 24 25 67 90 ")).toBe("24256790");
    expect(normalizeCvr("dk24256790")).toBe("24256790");
    expect(formatCvr("24256790")).toBe("24 25 67 90");
    expect(formatCvr("abc")).toBe("abc");
  });
});
