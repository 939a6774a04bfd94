import { describe, expect, it } from "vitest";
import {
  assignFefo,
  assignFefoInTurn,
  assignmentProblem,
  LOT_CODE_PATTERN,
  proposeBestBefore,
  proposeLotCode,
  removalRefund,
  type BatchStock,
} from "./batches";

const batch = (id: string, bestBefore: string, left: number, producedOn = "2026-11-20"): BatchStock => ({
  id,
  lotCode: id.toUpperCase(),
  producedOn,
  bestBefore,
  left,
});

describe("proposeLotCode", () => {
  it("takes the title's first word and the production date", () => {
    expect(proposeLotCode("Tomatsuppe med basilikum", "2026-11-27")).toBe("TOMAT-261127");
    expect(proposeLotCode("Kødboller i tomatsauce", "2026-01-02")).toBe("KOEDB-260102");
  });

  it("spells Danish letters out and joins short words", () => {
    expect(proposeLotCode("Æblegrød", "2026-11-27")).toBe("AEBLE-261127");
    expect(proposeLotCode("Øl og brød", "2026-11-27")).toBe("OEL-261127");
    expect(proposeLotCode("Is med bær", "2026-11-27")).toBe("ISMED-261127");
  });

  it("numbers a second batch of the same day", () => {
    const taken = new Set(["TOMAT-261127", "TOMAT-261127-2"]);
    expect(proposeLotCode("Tomatsuppe", "2026-11-27", taken)).toBe("TOMAT-261127-3");
  });

  it("always proposes a code the form accepts", () => {
    for (const title of ["Tomatsuppe", "Æ", "!!!", "Ø Å", "Suppe nr. 5"])
      expect(proposeLotCode(title, "2026-11-27")).toMatch(LOT_CODE_PATTERN);
  });
});

describe("proposeBestBefore", () => {
  it("is the production day plus the shelf life, across a month", () => {
    expect(proposeBestBefore("2026-11-27", 21)).toBe("2026-12-18");
    expect(proposeBestBefore("2026-12-30", 5)).toBe("2027-01-04");
  });

  it("proposes nothing for a product without a shelf life", () => {
    expect(proposeBestBefore("2026-11-27", null)).toBeNull();
  });
});

describe("assignFefo", () => {
  it("takes the batch whose date comes first, then spans into the next", () => {
    const batches = [batch("late", "2026-12-20", 10), batch("early", "2026-12-10", 3)];
    expect(assignFefo(5, batches)).toEqual({
      assignments: [
        { batchId: "early", quantity: 3 },
        { batchId: "late", quantity: 2 },
      ],
      short: 0,
    });
  });

  it("skips empty batches and says how many jars no batch had", () => {
    const batches = [batch("empty", "2026-12-01", 0), batch("some", "2026-12-05", 2)];
    expect(assignFefo(4, batches)).toEqual({ assignments: [{ batchId: "some", quantity: 2 }], short: 2 });
  });

  it("breaks a tie on the date by the oldest production", () => {
    const batches = [
      batch("newer", "2026-12-10", 5, "2026-11-25"),
      batch("older", "2026-12-10", 5, "2026-11-20"),
    ];
    expect(assignFefo(1, batches).assignments).toEqual([{ batchId: "older", quantity: 1 }]);
  });

  it("hands each line in turn what the ones before it left", () => {
    const turns = assignFefoInTurn([{ quantity: 2 }, { quantity: 2 }], [batch("a", "2026-12-01", 3)]);
    expect(turns.map((turn) => [turn.assignments, turn.short])).toEqual([
      [[{ batchId: "a", quantity: 2 }], 0],
      [[{ batchId: "a", quantity: 1 }], 1],
    ]);
  });
});

describe("assignmentProblem", () => {
  const stock = [
    { ...batch("a", "2026-12-01", 2), recalled: false },
    { ...batch("b", "2026-12-05", 5), recalled: false },
    { ...batch("r", "2026-12-09", 9), recalled: true },
  ];

  it("accepts a line spanning two batches that have the jars", () => {
    expect(
      assignmentProblem(
        4,
        [
          { batchId: "a", quantity: 2 },
          { batchId: "b", quantity: 2 },
        ],
        stock,
      ),
    ).toBeNull();
  });

  it("refuses jars that do not add up to the line, or are not whole", () => {
    expect(assignmentProblem(4, [{ batchId: "b", quantity: 3 }], stock)).toBe("count");
    expect(
      assignmentProblem(
        1,
        [
          { batchId: "b", quantity: 0.5 },
          { batchId: "a", quantity: 0.5 },
        ],
        stock,
      ),
    ).toBe("count");
  });

  it("refuses more than a batch has left, a recalled lot, and another product's batch", () => {
    expect(assignmentProblem(3, [{ batchId: "a", quantity: 3 }], stock)).toBe("too-many");
    expect(
      assignmentProblem(
        3,
        [
          { batchId: "a", quantity: 2 },
          { batchId: "a", quantity: 1 },
        ],
        stock,
      ),
    ).toBe("too-many");
    expect(assignmentProblem(1, [{ batchId: "r", quantity: 1 }], stock)).toBe("recalled");
    expect(assignmentProblem(1, [{ batchId: "x", quantity: 1 }], stock)).toBe("unknown-batch");
  });
});

describe("removalRefund", () => {
  it("refunds the jars' price less the discount's share", () => {
    // 10 % off 400 kr: 2 jars at 50 kr refund 90 kr.
    expect(removalRefund({ subtotal: 400_00, discount: 40_00 }, 2, 50_00)).toEqual({
      goods: 100_00,
      discount: 10_00,
      refund: 90_00,
    });
  });

  it("refunds the whole price without a discount, and rounds a share to the øre", () => {
    expect(removalRefund({ subtotal: 300_00, discount: 0 }, 1, 55_00).refund).toBe(55_00);
    expect(removalRefund({ subtotal: 300_00, discount: 100_00 }, 1, 100_00).discount).toBe(33_33);
  });
});
