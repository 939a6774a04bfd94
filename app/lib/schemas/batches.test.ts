import { describe, expect, it } from "vitest";
import { batchSchema, packingField, readPackingChoice, sameAssignments } from "./batches";

const ITEM = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";

function formOf(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

describe("readPackingChoice", () => {
  it("reads a line's rows, joining rows of the same batch and leaving empty ones out", () => {
    const row = (n: number) => packingField(ITEM, n);
    const chosen = readPackingChoice(
      formOf({
        [row(0).batch]: "a",
        [row(0).jars]: "2",
        [row(1).batch]: "b",
        [row(1).jars]: "1",
        [row(2).batch]: "a",
        [row(2).jars]: "1",
      }),
      [ITEM, OTHER],
    );
    expect(chosen.get(ITEM)).toEqual([
      { batchId: "a", quantity: 3 },
      { batchId: "b", quantity: 1 },
    ]);
    // A line the form did not send is FEFO's.
    expect(chosen.has(OTHER)).toBe(false);
  });

  it("makes jars that are no whole number count wrong", () => {
    const chosen = readPackingChoice(
      formOf({ [packingField(ITEM, 0).batch]: "a", [packingField(ITEM, 0).jars]: "1.5" }),
      [ITEM],
    );
    expect(Number.isNaN(chosen.get(ITEM)![0]!.quantity)).toBe(true);
  });
});

describe("sameAssignments", () => {
  it("compares batches and jars in any order", () => {
    const a = [
      { batchId: "x", quantity: 1 },
      { batchId: "y", quantity: 2 },
    ];
    expect(sameAssignments(a, [...a].reverse())).toBe(true);
    expect(sameAssignments(a, [{ batchId: "x", quantity: 3 }])).toBe(false);
  });
});

describe("batchSchema", () => {
  const base = { productId: ITEM, producedOn: "2026-11-28", jars: 5 };
  it("takes an empty lot code and date as the shop's proposal, and a typed code in upper case", () => {
    expect(batchSchema.parse(base)).toEqual(base);
    expect(batchSchema.parse({ ...base, lotCode: " tomat-1 " }).lotCode).toBe("TOMAT-1");
  });
  it("refuses a use-by date before production, a bad lot code and no jars", () => {
    expect(batchSchema.safeParse({ ...base, bestBefore: "2026-11-27" }).success).toBe(false);
    expect(batchSchema.safeParse({ ...base, lotCode: "tomat 1" }).success).toBe(false);
    expect(batchSchema.safeParse({ ...base, jars: 0 }).success).toBe(false);
  });
});
